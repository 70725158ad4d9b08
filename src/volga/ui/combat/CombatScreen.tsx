/**
 * The quick combat calculator (route 'combat'): no game needed. The form on one side, the
 * combat panel (values, odds, advisor, dice, result) on the other; the form is kept in
 * sessionStorage so a reload finds it as it was.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { settingsModel } from '../../../core/persist/settings-model';
import { type BarrageResolution, barrage, barrageContinueSpec } from '../../engine/combat';
import { storedRulings } from '../../engine/rulings';
import { CombatFormView } from './CombatForm';
import { CombatPanel } from './CombatPanel';
import {
  attackBefore,
  type CombatForm,
  defaultForm,
  loadForm,
  poolFor,
  readForm,
  saveForm,
  toSpec,
} from './form';
import './combat.css';

// Changing who defends, or how, undoes a Barrage choice made for the old defender.
const DEFENDER_FIELDS: readonly (keyof CombatForm)[] = [
  'mode',
  'terrain',
  'defense',
  'strategy',
  'firstReveal',
  'pavlov',
];

/** Returns the quick combat calculator screen. */
export function CombatScreen() {
  const [form, setForm] = useState<CombatForm>(loadForm);
  useEffect(() => saveForm(form), [form]);

  const update = (patch: Partial<CombatForm>) =>
    setForm((f) => {
      const next = readForm({ ...f, ...patch });
      const defenderChanged = DEFENDER_FIELDS.some((k) => k in patch && patch[k] !== f[k]);
      return defenderChanged && next.barrage ? { ...next, barrage: null } : next;
    });

  // 12.4's reading comes from Settings (rulings.ts), like a new game's.
  const stored = settingsModel.settings.value.rulings;
  const rulings = useMemo(() => storedRulings(stored), [stored]);
  const spec = useMemo(() => ({ ...toSpec(form), rulings }), [form, rulings]);
  const pool = useMemo(
    () => poolFor(form),
    [form.mode, form.pool, form.terrain, form.pavlov, form.defense],
  );

  // The Barrage choice is kept as (choice, attackers before it) and replayed through the engine.
  const barrageDone = useMemo((): BarrageResolution | null => {
    if (!form.barrage) return null;
    const r = barrage(toSpec({ ...form, ...form.barrage.before }), form.barrage.choice);
    return r.ok ? r.value : null;
  }, [form]);

  const onBarrage = (r: BarrageResolution) => {
    if (r.choice === 'outOfAction' && r.combatContinues) {
      // The engine's reading of the attack that goes on (one attacker fewer, 9.5.4 trimmed);
      // the player can still change who leads or which markers stay.
      const next = barrageContinueSpec(spec);
      if (next) {
        update({
          attackers: next.attack.attackers,
          integrity: next.attack.integrity,
          parentOrgs: form.parentOrganization ? next.attack.parentOrgs : form.parentOrgs,
          artillery: next.attack.artillery,
          engineers: next.attack.engineers,
          air: next.attack.air,
          barrage: { choice: r.choice, before: attackBefore(form) },
          dice: {},
        });
        return;
      }
    }
    update({ barrage: { choice: r.choice, before: attackBefore(form) }, dice: {} });
  };

  return (
    <div class="cb-screen">
      <CombatFormView
        form={form}
        spec={spec}
        onChange={update}
        onReset={() => setForm(defaultForm())}
      />
      <CombatPanel
        spec={spec}
        pool={pool}
        available={form.available}
        onAvailable={(available) => update({ available })}
        target={form.target}
        onTarget={(target) => update({ target })}
        onSupport={(s) => update(s)}
        onReveal={(c) =>
          update({
            mode: 'known',
            defense: c.defense ?? form.defense,
            strategy: c.strategy,
            pavlov: c.pavlov === true,
            firstReveal: true,
          })
        }
        dice={form.dice}
        onDice={(dice) => update({ dice })}
        barrage={barrageDone}
        onBarrage={onBarrage}
        onNewRoll={() =>
          // A new roll of the same attack: undo what a Barrage choice changed, ask it again.
          update({ ...(form.barrage?.before ?? {}), dice: {}, barrage: null })
        }
      />
    </div>
  );
}
