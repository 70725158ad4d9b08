/**
 * The dice settings of the chosen situation, drawn with the app's shared controls. Every bound
 * comes from the engine's catalogue; the form only collects numbers. Where the target's cover
 * matters, the terrain picker sets it and says what that terrain means for buildings and fire.
 */
import type { ComponentChildren } from 'preact';
import { Segmented, Stepper, Switch } from '../../core/controls';
import {
  BOMBED_MV_CUT,
  CONCUSSIVE_BONUS,
  coverDependsOnTarget,
  HEADINGS,
  MAX_DICE,
  MAX_FLOORS_ABOVE_IN_EXPANSION,
  MAX_MV,
  type Settings,
  SNIPER_MAX,
  SNIPER_MIN,
  settingMax,
  type Target,
  TERRAIN,
  TERRAIN_CHOICES,
  type TerrainChoice,
  terrainCover,
  terrainFacts,
} from '../engine';
import { headingBadge } from './words';

const FLOORS = ['Ground floor only', 'Two floors', 'Three floors'] as const;
const tokens = Array.from({ length: SNIPER_MAX - SNIPER_MIN + 1 }, (_, i) => SNIPER_MIN + i);
const TARGET_NAMES: Readonly<Record<Target, string>> = { squad: 'Squad', other: 'Other unit' };
const terrainName = (t: TerrainChoice) => (t === 'other' ? 'Other' : TERRAIN[t].name);

/** The terrain picker: sets the target's cover (both the dice and the fire weapons' cover). */
function TerrainPicker(props: {
  s: Settings;
  set: (patch: Partial<Settings>) => void;
  cover: number;
}) {
  const { s, set } = props;
  const pick = (terrain: TerrainChoice, target: Target) => {
    if (terrain === 'other') {
      set({ terrain, target });
      return;
    }
    const c = terrainCover(terrain, target);
    set({ terrain, target, cover: c, defense: c });
  };
  return (
    <div class="toi-terrain" data-testid="toi-terrain">
      <Segmented
        name="toi-terrain"
        legend="Target’s terrain"
        options={TERRAIN_CHOICES}
        label={terrainName}
        value={s.terrain}
        onChange={(t) => pick(t, s.target)}
        wide
      />
      {coverDependsOnTarget(s.terrain) && (
        <Segmented
          name="toi-target"
          legend="Target"
          labels={TARGET_NAMES}
          value={s.target}
          onChange={(t) => pick(s.terrain, t)}
        />
      )}
      <ul class="toi-facts" data-testid="toi-terrain-facts">
        {terrainFacts(s.terrain, s.target, props.cover).map((f) => (
          <li key={f.text}>
            {f.text} <span class="rule-tag">{headingBadge(f.rule)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Returns the settings for `s.kind`. */
export function SettingsForm(props: { s: Settings; set: (patch: Partial<Settings>) => void }) {
  const { s, set } = props;
  const dice = (
    id: keyof Settings & string,
    label: string,
    min = 0,
    max = MAX_DICE,
    note?: string,
    // A cover set by hand is no longer the picked terrain's.
    byHand = false,
  ) => (
    <Stepper
      id={`toi-${id}`}
      label={label}
      value={s[id] as number}
      min={min}
      max={max}
      onChange={(n) => set(byHand ? { [id]: n, terrain: 'other' } : { [id]: n })}
      note={note}
      typed
    />
  );
  const flag = (
    key: 'weakened' | 'multiLevel' | 'fromSewer',
    id: string,
    label: string,
    rule: string,
  ) => (
    <Switch
      id={`toi-${id}`}
      label={label}
      rule={rule}
      checked={s[key]}
      onChange={(on) => set({ [key]: on })}
    />
  );
  // Every kind's form reads the same way: its numbers in a grid, then its switches, then the
  // terrain picker where the target's cover comes from its terrain.
  const form = (
    numbers: ComponentChildren,
    more: { switches?: ComponentChildren; cover?: number } = {},
  ) => (
    <>
      <div class="field-grid">{numbers}</div>
      {more.switches}
      {more.cover !== undefined && <TerrainPicker s={s} set={set} cover={more.cover} />}
    </>
  );
  switch (s.kind) {
    case 'attack':
      return form(
        <>
          {dice('attack', 'Attack dice')}
          {dice('defense', 'Defense dice', 0, MAX_DICE, undefined, true)}
          {dice('need', 'Net hits wanted', 1, MAX_DICE)}
        </>,
        { cover: s.defense },
      );
    case 'building':
      return form(
        <>
          {dice('attack', 'Attack strength')}
          <Stepper
            id="toi-floors"
            label="Upper floors"
            value={s.floorsAbove}
            min={0}
            max={MAX_FLOORS_ABOVE_IN_EXPANSION}
            note={FLOORS[s.floorsAbove]}
            onChange={(n) => set({ floorsAbove: n })}
            typed
          />
          <Stepper
            id="toi-concussive"
            label="Concussive units"
            value={s.concussive}
            min={0}
            max={settingMax('concussive')}
            note={`+${CONCUSSIVE_BONUS} dice each`}
            onChange={(n) => set({ concussive: n })}
            typed
          />
        </>,
        { switches: flag('weakened', 'weakened', 'Already weakened', HEADINGS.destructible.rule) },
      );
    case 'sniper':
      return (
        <Segmented
          name="toi-token"
          legend="Revealed sniper token"
          options={tokens}
          label={(n) => String(n)}
          value={s.token}
          onChange={(n) => set({ token: n })}
          wide
        />
      );
    case 'molotov':
    case 'fougasse':
      return form(dice('cover', 'Target’s cover', 0, MAX_DICE, 'Before the reduction by 2', true), {
        cover: s.cover,
      });
    case 'handToHand':
      return form(
        <>
          {dice('attack', 'Assault strength')}
          {dice('defense', 'Defenders’ cover dice', 0, MAX_DICE, undefined, true)}
          {dice('defenders', 'Defenders’ attack strength')}
        </>,
        {
          switches: (
            <>
              {flag(
                'multiLevel',
                'multilevel',
                'In a multi-level building (−1 die)',
                HEADINGS.cityCombat.rule,
              )}
              {flag('fromSewer', 'sewer', 'Out of the sewer (−1)', HEADINGS.sewer.rule)}
            </>
          ),
          cover: s.defense,
        },
      );
    case 'bombed':
      return form(dice('mv', 'Vehicle’s MV', 0, MAX_MV, `A 5 cuts it by ${BOMBED_MV_CUT}`));
  }
}
