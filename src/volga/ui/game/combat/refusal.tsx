/**
 * The engine's refusal as a panel shows it: its box (message, rule and code), the component fact
 * it asks for with the question under it, and why a choice is greyed.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { Refusal } from '../../../../core/controls';
import type { GameError, GameState } from '../../../engine/game';
import { FactPrompt } from '../FactPrompt';
import './game-combat.css';

/**
 * The engine's refusal in its box (message, rule and code), or, when the engine needs a component
 * fact, its words with the question under them.
 */
export function RefusalOrQuestion(props: {
  error: GameError;
  state: GameState;
  onAnswered?: () => void;
  /** A rejected dispatch, announced; otherwise boxed in place of what cannot be shown. */
  alert?: boolean;
  /** The question may be put off and play go on without it (FactPrompt's `later`). */
  later?: { readonly note: string; readonly onLater: () => void };
}) {
  const e = props.error;
  return (
    <Refusal
      error={e}
      alert={props.alert}
      box
      // A question is not a refusal: its internal code means nothing to the player.
      code={!e.fact}
      testid={props.alert ? 'rule-error' : undefined}
    >
      {e.fact && (
        <FactPrompt
          fact={e.fact}
          kit={props.state.kit}
          onAnswered={props.onAnswered}
          later={props.later}
        />
      )}
    </Refusal>
  );
}

/**
 * A choice the engine cannot judge until the owner answers a component fact (its refusal carries
 * the fact): the engine's words, and a button that opens the question. Once answered, the state
 * changes and the caller offers the choice with the engine's new answer.
 */
export function FactNeeded(props: {
  error: GameError;
  state: GameState;
  /** Short words for what waits on the answer, e.g. "Move FC/1 to Area 5". */
  what: string;
  testid: string;
  /** Shown instead of the engine's message (the caller lays the reason out itself). */
  reason?: ComponentChildren;
  onAnswered?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const fact = props.error.fact;
  if (!fact) return null;
  return (
    <div class="gc-needs" data-testid={props.testid}>
      {props.reason ?? <p class="gc-why">{props.error.message}</p>}
      <button
        type="button"
        class="btn gc-quiet gc-needs-open"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        // The name is the visible words (voice control says what it sees); the context is the description.
        aria-describedby={`${props.testid}-what`}
        data-testid={`${props.testid}-open`}
      >
        {open ? 'Not now' : 'Answer it now'}
      </button>
      <span class="sr-only" id={`${props.testid}-what`}>
        {props.what}: answer from your components first
      </span>
      {open && (
        <FactPrompt
          fact={fact}
          kit={props.state.kit}
          onAnswered={() => {
            setOpen(false);
            props.onAnswered?.();
          }}
        />
      )}
    </div>
  );
}

/** Why a choice is greyed: the engine's refusal (message and rule), or the fact it asks for. */
export function GreyedWhy(props: {
  error: GameError;
  state: GameState;
  what: string;
  testid: string;
}) {
  const e = props.error;
  if (e.fact)
    return (
      <FactNeeded error={e} state={props.state} what={props.what} testid={`${props.testid}-fact`} />
    );
  return <Refusal error={e} testid={props.testid} />;
}
