/** The button that records a log entry, with the engine's refusal beneath it when there is one. */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { Result } from '../../core/result';
import type { LogEntry } from '../engine';

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

/** Returns the record button of a form whose `entry` is null until it is ready; it adds the entry. */
export function RecordEntry(props: {
  add: (e: LogEntry) => Result<unknown>;
  entry: LogEntry | null;
  testid: string;
  children: ComponentChildren;
}) {
  const [problem, setProblem] = useState('');
  const record = () => {
    if (!props.entry) return;
    const r = props.add(props.entry);
    if (!r.ok) setProblem(r.error.message);
  };
  return (
    <RecordButton
      ready={props.entry !== null}
      onClick={record}
      testid={props.testid}
      problem={problem}
    >
      {props.children}
    </RecordButton>
  );
}
