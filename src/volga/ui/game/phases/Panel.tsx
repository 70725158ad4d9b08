/**
 * What every Phase panel shares: its props (the game model and the snapshot it shows), the
 * titled frame with the rule of the step the game is at, and the refusal of its last action.
 */
import type { ComponentChildren } from 'preact';
import { Refusal } from '../../../../core/controls';
import { currentStep, type GameState } from '../../../engine/game';
import type { GameModel, GameSnapshot } from '../../../state/game';
import type { Act } from '../act';
import type { Dispatch } from '../combat/run';

/** Props of every Phase panel. */
export interface PhaseProps {
  readonly model: GameModel;
  readonly snap: GameSnapshot;
}

/** What the game screen gives the panel of the Phase the game is at. */
export interface PhaseFlowProps extends PhaseProps {
  /** The model's dispatch for panels that ask for facts inline themselves (the Combat Phase). */
  readonly dispatch: Dispatch;
}

/** A titled panel with the rule of the step the game is at (from the engine's SEQUENCE), or `rule`. */
export function PhasePanel(props: {
  id: string;
  title: string;
  state: GameState;
  rule?: string;
  children: ComponentChildren;
}) {
  const rule = props.rule ?? currentStep(props.state).step.rule;
  return (
    <section class="card gp" aria-labelledby={`${props.id}-h`} data-testid={`phase-${props.id}`}>
      <h2 class="gp-title" id={`${props.id}-h`}>
        {props.title} <span class="rule-tag">{rule}</span>
      </h2>
      {props.children}
    </section>
  );
}

/** The engine's refusal of the panel's last action, announced. */
export function ActRefusal(props: { act: Act }) {
  return props.act.error ? <Refusal error={props.act.error} alert /> : null;
}
