/** The button that records a log entry, with the engine's refusal beneath it when there is one. */
import type { ComponentChildren } from 'preact';

/** Returns the record button and, after a refused entry, the engine's message. */
export function RecordButton(props: {
  ready: boolean;
  onClick: () => void;
  testid: string;
  problem: string;
  children: ComponentChildren;
}) {
  return (
    <>
      <button
        type="button"
        class="btn"
        disabled={!props.ready}
        onClick={props.onClick}
        data-testid={props.testid}
      >
        {props.children}
      </button>
      {props.problem && (
        <p class="fs-problem" role="alert">
          {props.problem}
        </p>
      )}
    </>
  );
}
