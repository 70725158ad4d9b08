/**
 * Bloody Streets (6.4.1): one die for every Contested Light or Heavy Urban Area, asked of the
 * engine (bloodyStreetsAreas, bloodyStreetsModifier), typed by the owner or rolled by the game's
 * own dice (the dice widget's "roll for me"); what happened is read from the engine's next state.
 */
import { useState } from 'preact/hooks';
import { type DiceEntries, DiceEntry, type DieSlot } from '../../../../core/dice/DiceEntry';
import type { DiceSource } from '../../../../core/input';
import {
  type Action,
  bloodyStreetsAreas,
  bloodyStreetsModifier,
  type GameState,
} from '../../../engine/game';
import { areaLabel } from '../../../engine/kit';
import { TERRAIN_LABEL } from '../../../engine/types';
import { germansIn, knownTerrain, sovietText, sovietView } from '../areas/model';
import { RefusalOrQuestion } from './refusal';
import { type Dispatch, preview, useRun } from './run';

/** What one Bloody Streets roll did, for the report shown after it. */
export interface BloodyReport {
  readonly areas: readonly {
    readonly n: number;
    readonly die: number;
    readonly modifier: number;
    readonly spent: readonly string[];
  }[];
  readonly moraleBefore: number;
  readonly moraleAfter: number;
  readonly source: DiceSource;
}

/** The report of applying `action` to `state`, from the engine's own next state. */
function reportOf(state: GameState, action: Action, areas: readonly number[]): BloodyReport | null {
  const r = preview(state, action);
  if (!r.ok) return null;
  const next = r.value.state;
  // One roll per Area, in the order of `areas` (6.4.1).
  const rolls = r.value.rolls.filter((x) => x.purpose === 'bloodyStreets');
  const dice = rolls.flatMap((x) => x.dice);
  return {
    areas: areas.map((n, i) => {
      const m = bloodyStreetsModifier(state, n);
      return {
        n,
        die: dice[i] ?? 0,
        modifier: m.ok ? m.value : 0,
        spent: germansIn(state, n)
          .filter((g) => !g.spent && next.germans[g.id]?.spent)
          .map((g) => g.id),
      };
    }),
    moraleBefore: state.morale,
    moraleAfter: next.morale,
    source: rolls[0]?.source ?? 'app',
  };
}

/** Returns the Bloody Streets step. */
export function BloodyStreets(props: {
  state: GameState;
  dispatch: Dispatch;
  onDone: (r: BloodyReport) => void;
}) {
  const { state } = props;
  const [dice, setDice] = useState<DiceEntries>({});
  const { run, error, busy, running, goOn } = useRun(props.dispatch);
  const areas = bloodyStreetsAreas(state);
  if (!areas.ok) return <RefusalOrQuestion error={areas.error} state={state} />;
  const list = areas.value;
  // One group, one die per Area, in Area order (6.4.1).
  const slots: DieSlot[] = list.map((n) => ({
    id: `bs-${n}`,
    group: 'Bloody Streets',
    label: `Area ${n}`,
    rule: '6.4.1',
  }));
  const typed = list.every((n) => dice[`bs-${n}`]?.source === 'owner');
  const go = async (action: Action) => {
    const report = reportOf(state, action, list);
    if ((await run(action)) && report) props.onDone(report);
  };
  return (
    <section class="card gc-card" aria-labelledby="gc-bs-title" data-testid="bloody-streets">
      <h2 class="gc-title" id="gc-bs-title">
        Bloody Streets <span class="rule-tag">6.4.1</span>
      </h2>
      <p>
        Roll one die for each Contested Light or Heavy Urban Area, in Area order. A 5 costs one
        Morale; a 6 also flips the German units there to Spent.
      </p>
      <ul class="gc-list">
        {list.map((n) => {
          const m = bloodyStreetsModifier(state, n);
          const t = knownTerrain(state, n);
          const g = germansIn(state, n);
          return (
            <li key={n} class="gc-bs-area" data-testid={`bs-area-${n}`}>
              <h3 class="gc-sub">
                {areaLabel(state.kit, n)} · {t ? TERRAIN_LABEL[t] : '?'}
              </h3>
              <p>German: {g.map((u) => `${u.id} (${u.spent ? 'Spent' : 'Fresh'})`).join(', ')}</p>
              <p>{sovietText(sovietView(state, n))}</p>
              {m.ok ? (
                m.value > 0 ? (
                  <p class="gc-owed" data-testid={`bs-mod-${n}`}>
                    +{m.value} to the die: a Guards unit in a +4 TEM Area{' '}
                    <span class="rule-tag">6.4.1</span>
                  </p>
                ) : (
                  <p class="gc-why">No modifier.</p>
                )
              ) : (
                <RefusalOrQuestion error={m.error} state={state} />
              )}
            </li>
          );
        })}
      </ul>
      <DiceEntry
        idPrefix="bs-die"
        slots={slots}
        values={dice}
        // The dice sent stay as they were while the roll is saved.
        onChange={(d) => {
          if (!running()) setDice(d);
        }}
        // "Roll for me" draws from the game's own seeded dice stream (6.4.1 dice, logged as the app's).
        onRollForMe={() => void go({ type: 'rollBloodyStreets' })}
        locked={busy}
      />
      <button
        type="button"
        class="btn gc-wide-btn"
        disabled={!typed || busy}
        onClick={() =>
          go({
            type: 'rollBloodyStreets',
            dice: { bloodyStreets: list.map((n) => dice[`bs-${n}`]!.value) },
          })
        }
        data-testid="bs-apply"
      >
        Apply the typed dice
      </button>
      {error && <RefusalOrQuestion error={error} state={state} onAnswered={goOn} alert />}
    </section>
  );
}

/** The Bloody Streets report: each Area's die and what it did, and Morale. */
export function BloodyReportView(props: { report: BloodyReport }) {
  const r = props.report;
  return (
    <section class="card gc-card" aria-labelledby="gc-bsr-title" data-testid="bloody-report">
      <h2 class="gc-sub" id="gc-bsr-title">
        Bloody Streets rolled ({r.source === 'owner' ? 'typed' : 'app'}){' '}
        <span class="rule-tag">6.4.1</span>
      </h2>
      {/* A live region around the list, so the list keeps its list semantics. */}
      <div role="status">
        <ul class="gc-list">
          {r.areas.map((a) => (
            <li key={a.n}>
              Area {a.n}: die {a.die}
              {a.modifier > 0 ? ` +${a.modifier} (Guards, +4 TEM) = ${a.die + a.modifier}` : ''}
              {a.spent.length > 0 ? ` → ${a.spent.join(', ')} Spent` : ''}
            </li>
          ))}
          <li class="gc-result-line">
            Morale {r.moraleBefore}
            {r.moraleAfter !== r.moraleBefore ? ` → ${r.moraleAfter}` : ' (unchanged)'}
          </li>
        </ul>
      </div>
    </section>
  );
}
