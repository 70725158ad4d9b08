/**
 * Declaring an attack: the areas the engine lists one for, the attackers chosen, and the kind the
 * engine names (attackKind) or its refusal.
 */
import { useState } from 'preact/hooks';
import { type AttackKind, attackKind, type GameState, legalActions } from '../../../engine/game';
import { areaLabel } from '../../../engine/kit';
import { unitText } from '../words';
import './game-combat.css';
import { GreyedWhy, RefusalOrQuestion } from './refusal';
import { type Dispatch, useRun } from './run';

const KIND_WORDS: Readonly<Record<AttackKind, { name: string; rule: string }>> = {
  mandatory: { name: 'Mandatory Attack', rule: '9.1' },
  optional: { name: 'Optional Attack', rule: '9.2' },
  contested: { name: 'Attack from a Contested Area', rule: '9.3' },
};

/** The name and rule of an attack kind. */
export function kindWords(k: AttackKind): { name: string; rule: string } {
  return KIND_WORDS[k];
}

/** Areas the engine lists an attack for now, with the units that may take part in each. */
export function attackOptions(state: GameState): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const la of legalActions(state)) {
    if (la.action.type !== 'declareAttack') continue;
    const list = out.get(la.action.area) ?? [];
    for (const u of la.action.units) if (!list.includes(u)) list.push(u);
    out.set(la.action.area, list);
  }
  return out;
}

/** Choose the attackers for Area `area` and declare; the engine names the kind or the refusal. */
export function AttackChoices(props: {
  state: GameState;
  dispatch: Dispatch;
  area: number;
  units: readonly string[];
}) {
  const { state, area } = props;
  const [chosen, setChosen] = useState<readonly string[]>(props.units);
  const { run, error, busy, goOn } = useRun(props.dispatch);
  const picked = props.units.filter((u) => chosen.includes(u));
  const kind = attackKind(state, area, picked);
  const toggle = (u: string, on: boolean) =>
    setChosen((c) => (on ? [...c.filter((x) => x !== u), u] : c.filter((x) => x !== u)));
  return (
    <div class="gc-attack" data-testid={`attack-${area}`}>
      <fieldset class="gc-attackers">
        <legend>Attackers into {areaLabel(state.kit, area)}</legend>
        {props.units.map((u) => (
          <label key={u} class="gc-check">
            <input
              type="checkbox"
              checked={chosen.includes(u)}
              onChange={(e) => toggle(u, e.currentTarget.checked)}
            />
            <span>{unitText(state, u)}</span>
          </label>
        ))}
      </fieldset>
      {kind.ok ? (
        <button
          type="button"
          class="btn"
          disabled={busy}
          onClick={() => run({ type: 'declareAttack', area, units: picked })}
          data-testid={`declare-${area}`}
        >
          Declare {kindWords(kind.value).name} on Area {area} ({kindWords(kind.value).rule})
        </button>
      ) : (
        <div class="gc-greyed">
          <button type="button" class="btn" disabled>
            Declare attack on Area {area}
          </button>
          <GreyedWhy
            error={kind.error}
            state={state}
            what={`Attack Area ${area}`}
            testid={`declare-why-${area}`}
          />
        </div>
      )}
      {error && <RefusalOrQuestion error={error} state={state} onAnswered={goOn} alert />}
    </div>
  );
}
