/**
 * The quick calculator's form: attack, support, defender, events and optional rules, with big
 * steppers, segmented choices and switches. Limits it cannot prevent (9.5.4, Air forbidden) are
 * shown in the engine's words next to the controls that broke them.
 */
import { useState } from 'preact/hooks';
import { fieldChoices, flagSwitches, Segmented, Stepper } from '../../../core/controls';
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
import { type CombatForm as Form, LIMITS } from './form';
import { Panel } from './Panel';

/** The named Areas whose TEM differs from their terrain's usual one (9.5.3B). */
const TEM_NAME: Readonly<Partial<Record<Terrain, Readonly<Record<number, string>>>>> = {
  clear: { 2: 'Stalingradski Airfield' },
  elevated: { 4: 'Mamayev Kurgan' },
  lightUrban: { 4: 'Central Rail Station' },
};

/** The defender's two choices drawn by `choice`, each value by its name. */
const CHOICE_NAME = {
  mode: { known: 'Revealed', unrevealed: 'Unrevealed' },
  pool: { main: 'Main game (5.4)', factoryDistrict: 'Factory District (14.5)' },
} as const satisfies { readonly [K in 'mode' | 'pool']: Readonly<Record<Form[K], string>> };

/** Error codes the Support section shows next to its own controls. */
const SUPPORT_CODES = new Set([
  'combat.support.overLimit',
  'combat.air.forbiddenByEvent',
  'combat.air.forbiddenContestedUrban',
]);

/** The form's numbers: what `num` draws. */
type NumKey =
  | 'attackers'
  | 'lead'
  | 'morale'
  | 'parentOrgs'
  | 'artillery'
  | 'engineers'
  | 'defense';

/** Props of CombatFormView. */
export interface CombatFormProps {
  readonly form: Form;
  readonly spec: CombatSpec;
  readonly onChange: (patch: Partial<Form>) => void;
  readonly onReset: () => void;
}

/** The props every section of the form takes: the form and how to change it. */
interface SectionProps {
  readonly f: Form;
  readonly set: (patch: Partial<Form>) => void;
}

/** A stepper for one number of the form, within the form's limits. */
function num(
  f: Form,
  set: (patch: Partial<Form>) => void,
  key: NumKey,
  label: string,
  [min, max]: readonly [number, number],
  extra: { note?: string; display?: string; wide?: boolean } = {},
) {
  return (
    <Stepper
      id={`f-${key}`}
      label={label}
      value={f[key]}
      min={min}
      max={max}
      onChange={(n) => set({ [key]: n })}
      {...extra}
    />
  );
}

/** Returns the calculator's form. */
export function CombatFormView(props: CombatFormProps) {
  const { form: f, spec, onChange: set } = props;
  return (
    <div class="cb-form">
      <AttackPanel f={f} set={set} spec={spec} />
      <SupportPanel f={f} set={set} spec={spec} />
      <MoreRules f={f} set={set} />
      <DefenderPanel f={f} set={set} />

      <button type="button" class="cb-reset" onClick={props.onReset}>
        Reset the form
      </button>
    </div>
  );
}

/** The Attack section: how many attack, the lead, Morale, and the attack's own switches. */
function AttackPanel({ f, set, spec }: SectionProps & { readonly spec: CombatSpec }) {
  // Strong or Shaken, as the engine values it (9.5.2E adds a term only when Strong).
  const strong = attackValue(spec).terms.some((t) => t.rule === '9.5.2E');
  const flag = flagSwitches(f, set, 'f-');
  return (
    <Panel id="cb-attack" title="Attack">
      <div class="field-grid">
        {num(f, set, 'attackers', 'Attacking units', LIMITS.attackers, {
          note: 'Including the lead; four at most in one Area (7.1).',
        })}
        {num(f, set, 'lead', "Lead unit's Attack Factor", LIMITS.lead, {
          note: 'The unit you pick to lead (9.5.2).',
        })}
        {num(f, set, 'morale', 'German Morale', LIMITS.morale, {
          display: `${f.morale} · ${strong ? 'Strong' : 'Shaken'}`,
          wide: true,
          note: strong ? 'Strong: +1 Attack Value (9.5.2).' : 'Shaken: +1 Defense Value (9.5.3C).',
        })}
        {f.parentOrganization &&
          num(f, set, 'parentOrgs', 'Parent organizations', [0, LIMITS.attackers[1]], {
            note: 'Divisions among the attackers, not counting assault guns (12.4).',
          })}
      </div>
      {flag(
        'integrity',
        'Divisional Integrity',
        '9.5.2',
        'Three or more of the attackers are from one division.',
      )}
      {flag(
        'mandatory',
        'Mandatory Attack',
        '9.1',
        'The units entered a Soviet Area that was not Contested: a Repulse makes them retreat.',
      )}
    </Panel>
  );
}

/** The Support section, with the engine's refusal of too many markers or a forbidden Air one. */
function SupportPanel({ f, set, spec }: SectionProps & { readonly spec: CombatSpec }) {
  const checked = checkCombatSpec(spec);
  const supportError = !checked.ok && SUPPORT_CODES.has(checked.error.code) ? checked.error : null;
  const noAir = airForbidden(spec);
  const flag = flagSwitches(f, set, 'f-');
  return (
    <Panel id="cb-support" title="Support markers">
      <div class="field-grid">
        {num(f, set, 'artillery', 'Artillery', LIMITS.markers)}
        {num(f, set, 'engineers', 'Engineer', LIMITS.markers)}
      </div>
      {flag('air', 'Air Support marker', '9.5.3D', 'Rolls a die that comes off the Defense Value.')}
      {noAir && (
        // Drawn on a phone too (the switch's note is not): the player sees why Air is refused.
        <p class="cb-error" role="status" data-testid="air-refused">
          Not allowed here: {noAir.message} <span class="rule-tag">{noAir.rule}</span>
        </p>
      )}
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
  );
}

/** The folded Random Events and optional rules, its summary naming those in force. */
function MoreRules({ f, set }: SectionProps) {
  const rulesOn = [
    ...COMBAT_EVENTS.filter((id) => f[id]).map((id) => COMBAT_EVENT[id].name),
    ...COMBAT_OPTIONS.filter((id) => f[id]).map((id) => COMBAT_OPTION[id].name),
  ];
  // Open at first when something is in force; afterwards the player's own toggle rules.
  const [moreOpen, setMoreOpen] = useState(rulesOn.length > 0);
  const flag = flagSwitches(f, set, 'f-');
  return (
    <details
      class="card cb-panel cb-more"
      open={moreOpen}
      onToggle={(e) => setMoreOpen(e.currentTarget.open)}
    >
      <summary class="cb-more-summary">
        <span class="section-title">Events and optional rules</span>
        <span class="cb-more-on">{rulesOn.length > 0 ? rulesOn.join(', ') : 'none in force'}</span>
      </summary>
      <h3 class="cb-subtitle">Random Events this Turn (6.2)</h3>
      {COMBAT_EVENTS.map((id) => flag(id, COMBAT_EVENT[id].name, undefined, COMBAT_EVENT[id].line))}
      <h3 class="cb-subtitle">Optional rules (12.0)</h3>
      {COMBAT_OPTIONS.map((id) =>
        flag(id, COMBAT_OPTION[id].name, COMBAT_OPTION[id].rule, COMBAT_OPTION[id].line),
      )}
    </details>
  );
}

/** The Defender section: the counter, its terrain and TEM, and what the defence depends on. */
function DefenderPanel({ f, set }: SectionProps) {
  const tems = TEM_BY_TERRAIN[f.terrain];
  const pavlovHere = f.terrain === 'heavyUrban' && (f.mode === 'known' || f.pool === 'main');
  const flag = flagSwitches(f, set, 'f-');
  const choice = fieldChoices(f, set, 'f-');
  return (
    <Panel id="cb-defender" title="Defender">
      {choice('mode', 'Soviet counter', CHOICE_NAME.mode)}
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
      {f.mode === 'unrevealed' && choice('pool', 'Counter mix', CHOICE_NAME.pool)}
      {(f.mode === 'known' || (f.pavlov && pavlovHere)) &&
        num(
          f,
          set,
          'defense',
          f.mode === 'known' ? 'Defense Factor' : "Pavlov's House Defense Factor",
          LIMITS.defense,
          {
            note:
              f.mode === 'known'
                ? 'Printed on the Revealed side (9.5.3A).'
                : 'Printed on your counter; the rulebook does not give it (12.6).',
          },
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
          {flag(
            'firstReveal',
            'First Revealed this Action Round',
            '9.4',
            'The strategy acts only now; later attacks use the Defense Factor alone.',
          )}
        </>
      )}
      {flag(
        'volga',
        'Adjacent to the Volga',
        '9.4',
        'Guards roll four dice here instead of three.',
      )}
      {flag(
        'isolated',
        'Isolated',
        '12.3',
        'Optional rule: a die changes the Defense Factor each attack.',
      )}
      {pavlovHere &&
        flag(
          'pavlov',
          f.mode === 'known' ? "Pavlov's House" : "Pavlov's House in the mix",
          '12.6',
          'Optional rule: it rolls the Guards dice every time it is attacked.',
        )}
      {flag(
        'contestedAtStart',
        'Contested at the start of the Action Round',
        '12.5',
        'With Limited Air Power, no Air marker into such an Urban Area.',
      )}
    </Panel>
  );
}
