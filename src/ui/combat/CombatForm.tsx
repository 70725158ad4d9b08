/**
 * The quick calculator's form: attack, support, defender, events and optional rules, with big
 * steppers, segmented choices and switches. Limits it cannot prevent (9.5.4, Air forbidden) are
 * shown in the engine's words next to the controls that broke them.
 */
import { useState } from 'preact/hooks';
import {
  airForbidden,
  attackValue,
  COMBAT_EVENT,
  COMBAT_EVENTS,
  COMBAT_OPTION,
  COMBAT_OPTIONS,
  type CombatSpec,
  checkCombatSpec,
  TEM_BY_TERRAIN,
} from '../../engine/combat';
import {
  STRATEGIES,
  STRATEGY_LABEL,
  type Strategy,
  TERRAIN_LABEL,
  TERRAINS,
  type Terrain,
} from '../../engine/types';
import { Segmented, Stepper, Switch } from '../controls';
import { type CombatForm as Form, LIMITS } from './form';
import { Panel } from './Panel';

/** The named Areas whose TEM differs from their terrain's usual one (9.5.3B). */
const TEM_NAME: Readonly<Partial<Record<Terrain, Readonly<Record<number, string>>>>> = {
  clear: { 2: 'Stalingradski Airfield' },
  elevated: { 4: 'Mamayev Kurgan' },
  lightUrban: { 4: 'Central Rail Station' },
};

/** Error codes the Support section shows next to its own controls. */
const SUPPORT_CODES = new Set([
  'SUPPORT_OVER_LIMIT',
  'AIR_FORBIDDEN_BY_EVENT',
  'AIR_FORBIDDEN_CONTESTED_URBAN',
]);

/** Props of CombatFormView. */
export interface CombatFormProps {
  readonly form: Form;
  readonly spec: CombatSpec;
  readonly onChange: (patch: Partial<Form>) => void;
  readonly onReset: () => void;
}

/** Returns the calculator's form. */
export function CombatFormView(props: CombatFormProps) {
  const { form: f, spec, onChange: set } = props;
  const checked = checkCombatSpec(spec);
  const supportError = !checked.ok && SUPPORT_CODES.has(checked.error.code) ? checked.error : null;
  const noAir = airForbidden(spec);
  // Strong or Shaken, as the engine values it (9.5.2E adds a term only when Strong).
  const strong = attackValue(spec).terms.some((t) => t.rule === '9.5.2E');
  const tems = TEM_BY_TERRAIN[f.terrain];
  const pavlovHere = f.terrain === 'heavyUrban' && (f.mode === 'known' || f.pool === 'main');
  const rulesOn = [
    ...COMBAT_EVENTS.filter((id) => f[id]).map((id) => COMBAT_EVENT[id].name),
    ...COMBAT_OPTIONS.filter((id) => f[id]).map((id) => COMBAT_OPTION[id].name),
  ];
  // Open at first when something is in force; afterwards the player's own toggle rules.
  const [moreOpen, setMoreOpen] = useState(rulesOn.length > 0);

  return (
    <div class="cb-form">
      <Panel id="cb-attack" title="Attack">
        <div class="field-grid">
          <Stepper
            id="f-attackers"
            label="Attacking units"
            value={f.attackers}
            min={LIMITS.attackers[0]}
            max={LIMITS.attackers[1]}
            onChange={(attackers) => set({ attackers })}
            note="Including the lead; four at most in one Area (7.1)."
          />
          <Stepper
            id="f-lead"
            label="Lead unit's Attack Factor"
            value={f.lead}
            min={LIMITS.lead[0]}
            max={LIMITS.lead[1]}
            onChange={(lead) => set({ lead })}
            note="The unit you pick to lead (9.5.2)."
          />
          <Stepper
            id="f-morale"
            label="German Morale"
            value={f.morale}
            min={LIMITS.morale[0]}
            max={LIMITS.morale[1]}
            display={`${f.morale} · ${strong ? 'Strong' : 'Shaken'}`}
            wide
            onChange={(morale) => set({ morale })}
            note={
              strong ? 'Strong: +1 Attack Value (9.5.2).' : 'Shaken: +1 Defense Value (9.5.3C).'
            }
          />
          {f.parentOrganization && (
            <Stepper
              id="f-parents"
              label="Parent organizations"
              value={f.parentOrgs}
              min={0}
              max={LIMITS.attackers[1]}
              onChange={(parentOrgs) => set({ parentOrgs })}
              note="Divisions among the attackers, not counting assault guns (12.4)."
            />
          )}
        </div>
        <Switch
          id="f-integrity"
          label="Divisional Integrity"
          rule="9.5.2"
          checked={f.integrity}
          onChange={(integrity) => set({ integrity })}
          note="Three or more of the attackers are from one division."
        />
        <Switch
          id="f-mandatory"
          label="Mandatory Attack"
          rule="9.1"
          checked={f.mandatory}
          onChange={(mandatory) => set({ mandatory })}
          note="The units entered a Soviet Area that was not Contested: a Repulse makes them retreat."
        />
      </Panel>

      <Panel id="cb-support" title="Support markers">
        <div class="field-grid">
          <Stepper
            id="f-artillery"
            label="Artillery"
            value={f.artillery}
            min={LIMITS.markers[0]}
            max={LIMITS.markers[1]}
            onChange={(artillery) => set({ artillery })}
          />
          <Stepper
            id="f-engineers"
            label="Engineer"
            value={f.engineers}
            min={LIMITS.markers[0]}
            max={LIMITS.markers[1]}
            onChange={(engineers) => set({ engineers })}
          />
        </div>
        <Switch
          id="f-air"
          label="Air Support marker"
          rule="9.5.3D"
          checked={f.air}
          onChange={(air) => set({ air })}
          note={
            noAir
              ? `Not allowed here: ${noAir.message} (${noAir.rule})`
              : 'Rolls a die that comes off the Defense Value.'
          }
        />
        {supportError && (
          <p class="cb-error" role="status" data-testid="support-error">
            {supportError.message} <span class="rule-tag">{supportError.rule}</span>
            <br />
            <span class="field-note">
              No more Support markers than attacking units, and one Air marker at most (9.5.4).
            </span>
          </p>
        )}
      </Panel>

      <Panel id="cb-defender" title="Defender">
        <Segmented
          name="f-mode"
          legend="Soviet counter"
          options={['known', 'unrevealed'] as const}
          label={(m) => (m === 'known' ? 'Revealed' : 'Unrevealed')}
          value={f.mode}
          onChange={(mode) => set({ mode })}
        />
        <Segmented
          name="f-terrain"
          legend="Terrain"
          options={TERRAINS}
          label={(t) => TERRAIN_LABEL[t]}
          value={f.terrain}
          onChange={(terrain) =>
            set({
              terrain,
              tem: TEM_BY_TERRAIN[terrain][0]!,
              pavlov: terrain === 'heavyUrban' ? f.pavlov : false,
            })
          }
        />
        <Segmented
          name="f-tem"
          legend="TEM (9.5.3B)"
          options={tems}
          label={(t) => `+${t}${TEM_NAME[f.terrain]?.[t] ? ` ${TEM_NAME[f.terrain]![t]}` : ''}`}
          value={f.tem}
          onChange={(tem) => set({ tem })}
        />
        {f.mode === 'unrevealed' && (
          <Segmented
            name="f-pool"
            legend="Counter mix"
            options={['main', 'factoryDistrict'] as const}
            label={(p) => (p === 'main' ? 'Main game (5.4)' : 'Factory District (14.5)')}
            value={f.pool}
            onChange={(pool) => set({ pool })}
          />
        )}
        {(f.mode === 'known' || (f.pavlov && pavlovHere)) && (
          <Stepper
            id="f-defense"
            label={f.mode === 'known' ? 'Defense Factor' : "Pavlov's House Defense Factor"}
            value={f.defense}
            min={LIMITS.defense[0]}
            max={LIMITS.defense[1]}
            onChange={(defense) => set({ defense })}
            note={
              f.mode === 'known'
                ? 'Printed on the Revealed side (9.5.3A).'
                : 'Printed on your counter; the rulebook does not give it (12.6).'
            }
          />
        )}
        {f.mode === 'known' && (
          <>
            <Segmented
              name="f-strategy"
              legend={
                f.pavlov
                  ? "Defense Strategy: Pavlov's House is Guards (12.6)"
                  : 'Defense Strategy (9.4)'
              }
              options={STRATEGIES}
              label={(s: Strategy) => STRATEGY_LABEL[s]}
              value={f.pavlov ? 'guards' : f.strategy}
              onChange={(strategy) => set({ strategy })}
              disabled={f.pavlov}
              wide
            />
            <Switch
              id="f-first"
              label="First Revealed this Action Round"
              rule="9.4"
              checked={f.firstReveal}
              onChange={(firstReveal) => set({ firstReveal })}
              note="The strategy acts only now; later attacks use the Defense Factor alone."
            />
          </>
        )}
        <Switch
          id="f-volga"
          label="Adjacent to the Volga"
          rule="9.4"
          checked={f.volga}
          onChange={(volga) => set({ volga })}
          note="Guards roll four dice here instead of three."
        />
        <Switch
          id="f-isolated"
          label="Isolated"
          rule="12.3"
          checked={f.isolated}
          onChange={(isolated) => set({ isolated })}
          note="Optional rule: a die changes the Defense Factor each attack."
        />
        {pavlovHere && (
          <Switch
            id="f-pavlov"
            label={f.mode === 'known' ? "Pavlov's House" : "Pavlov's House in the mix"}
            rule="12.6"
            checked={f.pavlov}
            onChange={(pavlov) => set({ pavlov })}
            note="Optional rule: it rolls the Guards dice every time it is attacked."
          />
        )}
        <Switch
          id="f-contested"
          label="Contested at the start of the Action Round"
          rule="12.5"
          checked={f.contestedAtStart}
          onChange={(contestedAtStart) => set({ contestedAtStart })}
          note="With Limited Air Power, no Air marker into such an Urban Area."
        />
      </Panel>

      <details
        class="card cb-panel cb-more"
        open={moreOpen}
        onToggle={(e) => setMoreOpen(e.currentTarget.open)}
      >
        <summary class="cb-more-summary">
          <span class="section-title">Events and optional rules</span>
          <span class="cb-more-on">
            {rulesOn.length > 0 ? rulesOn.join(', ') : 'none in force'}
          </span>
        </summary>
        <h3 class="cb-subtitle">Random Events this Turn (6.2)</h3>
        {COMBAT_EVENTS.map((id) => (
          <Switch
            key={id}
            id={`f-${id}`}
            label={COMBAT_EVENT[id].name}
            checked={f[id]}
            onChange={(on) => set({ [id]: on })}
            note={COMBAT_EVENT[id].line}
          />
        ))}
        <h3 class="cb-subtitle">Optional rules (12.0)</h3>
        {COMBAT_OPTIONS.map((id) => (
          <Switch
            key={id}
            id={`f-${id}`}
            label={COMBAT_OPTION[id].name}
            rule={COMBAT_OPTION[id].rule}
            checked={f[id]}
            onChange={(on) => set({ [id]: on })}
            note={COMBAT_OPTION[id].line}
          />
        ))}
      </details>
      <button type="button" class="cb-reset" onClick={props.onReset}>
        Reset the form
      </button>
    </div>
  );
}
