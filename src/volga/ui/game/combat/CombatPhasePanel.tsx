/**
 * The Combat Phase (6.4) at the table: Bloody Streets (6.4.1), then Action Rounds (6.4.2) with
 * moves, attacks (reveal, Barrage, the combat screen prefilled from the engine), retreats, and
 * the end of the phase with the automatic victory check (11.1). Every step dispatches an action
 * and shows the engine's refusal (code, message, rule) when there is one.
 */
import { useState } from 'preact/hooks';
import type { AttackChoice } from '../../../engine/game';
import { areaLabel } from '../../../engine/kit';
import type { CombatReport } from '../../combat/CombatPanel';
import { Consequences, outcomeText } from '../../combat/Result';
import { ChooseActiveArea, RoundView } from './ActionRound';
import { AttackFlow } from './AttackFlow';
import { type BloodyReport, BloodyReportView, BloodyStreets } from './BloodyStreets';
import { TopCard } from './cards';
import type { GamePanelProps } from './run';

/**
 * Props of CombatPhasePanel: the game panels' shared props, and the choices of an attack roll
 * just undone (the engine's undoneAttackChoice), offered again as they were.
 */
export type CombatPhasePanelProps = GamePanelProps & { readonly undone?: AttackChoice | null };

/** Returns the Combat Phase (6.4) panel. */
export function CombatPhasePanel(props: CombatPhasePanelProps) {
  const { state, dispatch } = props;
  const [bloody, setBloody] = useState<BloodyReport | null>(null);
  const [last, setLast] = useState<{ report: CombatReport | null; serial: number } | null>(null);
  const [ended, setEnded] = useState<string | null>(null);

  if (state.phase === 'over' && state.result) {
    return (
      <div class="gc" data-testid="combat-phase">
        {ended && <p class="callout">{ended}</p>}
        <section class="card gc-card" role="status" data-testid="game-result">
          <h2 class="gc-title">
            {state.result.winner === 'german' ? 'German' : 'Soviet'} victory{' '}
            <span class="rule-tag">{state.result.rule}</span>
          </h2>
          <p>{state.result.message}</p>
        </section>
      </div>
    );
  }
  if (state.phase !== 'combat') {
    return (
      <div class="gc" data-testid="combat-phase">
        {ended && (
          <p class="callout" role="status" data-testid="combat-ended">
            Combat Phase ended. {ended}
          </p>
        )}
        <p class="note">The Combat Phase (6.4) follows the Supply Phase.</p>
      </div>
    );
  }

  const round = state.round;
  return (
    <div class="gc" data-testid="combat-phase">
      {state.step === 'bloodyStreets' ? (
        <BloodyStreets state={state} dispatch={dispatch} onDone={setBloody} />
      ) : (
        <>
          {bloody && <BloodyReportView report={bloody} />}
          {/* The result stays until the next Action Round begins, then leaves its controls the top. */}
          {last && (!round || round.serial === last.serial) && (
            <LastAttack report={last.report} state={state} />
          )}
          {round?.attack ? (
            <AttackFlow
              state={state}
              dispatch={dispatch}
              undone={props.undone ?? null}
              onResolved={(report) => setLast({ report, serial: round.serial })}
            />
          ) : round ? (
            <RoundView state={state} dispatch={dispatch} />
          ) : (
            <ChooseActiveArea state={state} dispatch={dispatch} onEnded={setEnded} />
          )}
        </>
      )}
    </div>
  );
}

/** The last attack's result and what was done on the board (from the engine's record). */
function LastAttack(props: { report: CombatReport | null; state: GamePanelProps['state'] }) {
  const rec = props.state.lastAttack;
  if (!rec) return null;
  const res = props.report?.resolution;
  return (
    // The attack just applied: its result comes to the top of the screen, where the attack was.
    <TopCard titleId="gc-last-title" testid="last-attack" scrollKey={props.report} class="gc-last">
      <h2 class="gc-sub" id="gc-last-title">
        Last attack: {areaLabel(props.state.kit, rec.area)}
      </h2>
      <p class="gc-result-line" role="status" data-testid="last-outcome">
        {res
          ? outcomeText(res)
          : rec.outcome === 'barrageRetreat'
            ? 'Barrage: the attackers are Spent and retreat, no combat (9.4)'
            : rec.outcome === 'barrageOnly'
              ? 'Barrage: the lone attacker is Out of Action, no combat (9.4)'
              : rec.outcome}
        {rec.at !== null && rec.dt !== null && ` · AT ${rec.at} against DT ${rec.dt}`}
      </p>
      {props.report && props.report.consequences.length > 0 && (
        <Consequences list={props.report.consequences} />
      )}
    </TopCard>
  );
}
