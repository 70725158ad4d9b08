/**
 * The one view of a refusal: a RuleError's message with its rule (and its code, when the player
 * may need to report it). Every table shows refused taps and greyed choices with it, so a
 * refusal reads the same wherever it comes from.
 */
import type { ComponentChildren } from 'preact';
import type { RuleError } from '../result';

/**
 * Returns the refusal: boxed and announced (`alert`) for a tap the rules refused, boxed for a
 * refusal that stands in for a panel (`box`), or a quiet note saying why a choice is greyed.
 */
export function Refusal(props: {
  error: RuleError;
  /** A refused tap: announced at once (role alert), and boxed. */
  alert?: boolean;
  /** Boxed without being announced (a panel that cannot be shown, and why). */
  box?: boolean;
  /** Words before the message, e.g. "Not changed:". */
  lead?: string;
  /** Shows the stable code after the rule (for a refused action the player may report). */
  code?: boolean;
  /** How the rule reads (default: as it is, e.g. "9.1"). */
  ruleLabel?: (rule: string) => string;
  id?: string;
  testid?: string;
  /** More under the refusal in its box (e.g. the question that would settle it). */
  children?: ComponentChildren;
}) {
  const e = props.error;
  const line = (
    <>
      {props.lead && `${props.lead} `}
      {props.alert || props.box ? <strong>{e.message}</strong> : e.message}{' '}
      <span class="rule-tag">{props.ruleLabel ? props.ruleLabel(e.rule) : e.rule}</span>
      {props.code && (
        <>
          {' '}
          <code class="refusal-code">{e.code}</code>
        </>
      )}
    </>
  );
  if (!props.alert && !props.box)
    return (
      <p class="refusal" id={props.id} data-testid={props.testid}>
        {line}
      </p>
    );
  return (
    <div
      class="refusal-box"
      role={props.alert ? 'alert' : undefined}
      id={props.id}
      data-testid={props.testid}
    >
      <p>{line}</p>
      {props.children}
    </div>
  );
}
