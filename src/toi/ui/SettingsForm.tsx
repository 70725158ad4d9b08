/**
 * The dice settings of the chosen situation, drawn with the app's shared controls. Every bound
 * comes from the engine's catalogue; the form only collects numbers.
 */
import { Segmented, Stepper, Switch } from '../../core/controls';
import {
  BOMBED_MV_CUT,
  CONCUSSIVE_BONUS,
  HEADINGS,
  MAX_DICE,
  MAX_FLOORS_ABOVE_IN_EXPANSION,
  type Settings,
  SNIPER_MAX,
  SNIPER_MIN,
} from '../engine';

/** The largest vehicle movement the bombed terrain stepper offers. */
const MAX_MV = 12;

const FLOORS = ['Ground floor only', 'Two floors', 'Three floors'] as const;
const tokens = Array.from({ length: SNIPER_MAX - SNIPER_MIN + 1 }, (_, i) => SNIPER_MIN + i);

/** Returns the settings for `s.kind`. */
export function SettingsForm(props: { s: Settings; set: (patch: Partial<Settings>) => void }) {
  const { s, set } = props;
  const dice = (
    id: keyof Settings & string,
    label: string,
    min = 0,
    max = MAX_DICE,
    note?: string,
  ) => (
    <Stepper
      id={`toi-${id}`}
      label={label}
      value={s[id] as number}
      min={min}
      max={max}
      onChange={(n) => set({ [id]: n })}
      note={note}
    />
  );
  const flag = (
    key: 'weakened' | 'concussive' | 'multiLevel' | 'fromSewer',
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
  switch (s.kind) {
    case 'attack':
      return (
        <div class="field-grid">
          {dice('attack', 'Attack dice')}
          {dice('defense', 'Defense dice')}
          {dice('need', 'Net hits wanted', 1, MAX_DICE)}
        </div>
      );
    case 'building':
      return (
        <>
          <div class="field-grid">
            {dice('attack', 'Attack strength')}
            <Stepper
              id="toi-floors"
              label="Upper floors"
              value={s.floorsAbove}
              min={0}
              max={MAX_FLOORS_ABOVE_IN_EXPANSION}
              note={FLOORS[s.floorsAbove]}
              onChange={(n) => set({ floorsAbove: n })}
            />
          </div>
          {flag('weakened', 'weakened', 'Already weakened', HEADINGS.destructible.rule)}
          {flag(
            'concussive',
            'concussive',
            `Concussive firepower (+${CONCUSSIVE_BONUS} dice)`,
            HEADINGS.destructible.rule,
          )}
        </>
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
      return (
        <div class="field-grid">
          {dice('cover', 'Target’s cover', 0, MAX_DICE, 'Before the reduction by 2')}
        </div>
      );
    case 'handToHand':
      return (
        <>
          <div class="field-grid">
            {dice('attack', 'Assault strength')}
            {dice('defense', 'Defenders’ cover dice')}
            {dice('defenders', 'Defenders’ attack strength')}
          </div>
          {flag(
            'multiLevel',
            'multilevel',
            'In a multi-level building (−1 die)',
            HEADINGS.cityCombat.rule,
          )}
          {flag('fromSewer', 'sewer', 'Out of the sewer (−1)', HEADINGS.sewer.rule)}
        </>
      );
    case 'bombed':
      return (
        <div class="field-grid">
          {dice('mv', 'Vehicle’s MV', 0, MAX_MV, `A 5 cuts it by ${BOMBED_MV_CUT}`)}
        </div>
      );
  }
}
