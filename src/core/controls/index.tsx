/**
 * The app's shared, thumb-sized form controls: a stepper, a segmented choice, a switch and an
 * explainable number. Every screen takes them from here; controls.css draws them.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { haptic } from '../platform/haptics';
import './controls.css';

/** A number with big − and + buttons; arrow keys, Home and End work on either button. */
export function Stepper(props: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
  /** Text shown for the value (e.g. "17 · Strong"); the number alone when omitted. */
  display?: string;
  note?: ComponentChildren;
  step?: number;
  /** Spans the whole row of a grid (for long values). */
  wide?: boolean;
  /** The value can be typed as well as stepped (19 dice down to 4 is one entry, not 15 taps). */
  typed?: boolean;
}) {
  const { value, min, max } = props;
  const step = props.step ?? 1;
  // Typed text as it stands while the box has focus (null: show the value).
  const [draft, setDraft] = useState<string | null>(null);
  const wrong = draft === null ? null : typedProblem(draft, min, max);
  // The note describes the buttons and the box, as a Switch's note does its switch.
  const noteId = props.note ? `${props.id}-note` : undefined;
  // A whole number in bounds is taken as typed; anything else is named and changes nothing.
  const typeIn = (text: string) => {
    setDraft(text);
    if (typedProblem(text, min, max) === null && Number(text) !== value) {
      props.onChange(Number(text));
    }
  };
  const set = (n: number) => {
    setDraft(null);
    const v = Math.max(min, Math.min(max, n));
    if (v !== value) {
      props.onChange(v);
      haptic('tap');
    }
  };
  const onKey = (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowUp: value + step,
      ArrowRight: value + step,
      ArrowDown: value - step,
      ArrowLeft: value - step,
      Home: min,
      End: max,
    };
    const to = moves[e.key];
    if (to !== undefined) {
      e.preventDefault();
      set(to);
    }
  };
  return (
    <fieldset class={`field stepper${props.wide ? ' field-wide' : ''}`}>
      <legend class="field-label">{props.label}</legend>
      <div class="stepper-ctl">
        <button
          type="button"
          class="stepper-btn"
          aria-label={`${props.label}: less`}
          aria-describedby={noteId}
          aria-disabled={value <= min}
          onClick={() => set(value - step)}
          onKeyDown={onKey}
          data-testid={`${props.id}-less`}
        >
          −
        </button>
        {props.typed ? (
          <input
            class="stepper-value stepper-input"
            id={props.id}
            type="text"
            inputMode="numeric"
            enterKeyHint="done"
            autoComplete="off"
            aria-label={props.label}
            aria-invalid={wrong !== null}
            aria-describedby={
              [wrong && `${props.id}-wrong`, noteId].filter(Boolean).join(' ') || undefined
            }
            value={draft ?? String(value)}
            onFocus={(e) => e.currentTarget.select()}
            onInput={(e) => typeIn(e.currentTarget.value)}
            // Leaving the box shows the value in force again.
            onBlur={() => setDraft(null)}
            data-testid={props.id}
          />
        ) : (
          <output class="stepper-value" id={props.id} aria-live="polite" data-testid={props.id}>
            {props.display ?? value}
          </output>
        )}
        <button
          type="button"
          class="stepper-btn"
          aria-label={`${props.label}: more`}
          aria-describedby={noteId}
          aria-disabled={value >= max}
          onClick={() => set(value + step)}
          onKeyDown={onKey}
          data-testid={`${props.id}-more`}
        >
          +
        </button>
      </div>
      {wrong && (
        <p class="field-note stepper-wrong" id={`${props.id}-wrong`} role="alert">
          {wrong}
        </p>
      )}
      {props.note && (
        <p class="field-note" id={noteId}>
          {props.note}
        </p>
      )}
    </fieldset>
  );
}

/** Returns why typed text is not a value from `min` to `max`, or null when it is one. */
export function typedProblem(text: string, min: number, max: number): string | null {
  const t = text.trim();
  if (t === '') return `Type a number from ${min} to ${max}.`;
  if (!/^\d+$/.test(t)) return `“${t}” is not a whole number: type one from ${min} to ${max}.`;
  const n = Number(t);
  if (n < min) return `${n} is below ${min}, the least here.`;
  if (n > max) return `${n} is above ${max}, the most here.`;
  return null;
}

/**
 * One choice among a few, drawn as a row of big buttons (native radios underneath). The
 * choices are `options` named by `label`, or the keys of `labels` in order, named by it.
 */
export function Segmented<T extends string | number>(
  props: {
    name: string;
    legend: string;
    value: T;
    onChange: (v: T) => void;
    wide?: boolean;
    disabled?: boolean;
  } & (
    | { options: readonly T[]; label: (v: T) => string }
    | { labels: Readonly<Record<T & string, string>> }
  ),
) {
  const [options, label] =
    'labels' in props
      ? [Object.keys(props.labels) as T[], (v: T) => props.labels[v as T & string]]
      : [props.options, props.label];
  return (
    <fieldset class="field segmented" disabled={props.disabled}>
      <legend class="field-label">{props.legend}</legend>
      <div class={`segmented-row${props.wide ? ' segmented-wide' : ''}`}>
        {options.map((o) => (
          <label key={String(o)} class="pick segmented-opt">
            <input
              type="radio"
              name={props.name}
              value={String(o)}
              checked={props.value === o}
              onChange={() => {
                props.onChange(o);
                haptic('tap');
              }}
            />
            <span>{label(o)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** An on/off switch with its label and an optional one-line note. */
export function Switch(props: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  rule?: string;
  note?: ComponentChildren;
}) {
  return (
    <div class="switch">
      <label class="switch-label" for={props.id}>
        <span class="switch-text">
          {props.label}
          {props.rule && <span class="rule-tag">{props.rule}</span>}
        </span>
        {/* The state in a word beside the knob, for bad light (the switch itself announces it). */}
        <span class="switch-state" aria-hidden="true">
          {props.checked ? 'On' : 'Off'}
        </span>
        <input
          id={props.id}
          type="checkbox"
          role="switch"
          checked={props.checked}
          aria-checked={props.checked}
          aria-describedby={props.note ? `${props.id}-note` : undefined}
          onChange={(e) => {
            props.onChange(e.currentTarget.checked);
            haptic('tap');
          }}
        />
      </label>
      {props.note && (
        <p class="field-note" id={`${props.id}-note`}>
          {props.note}
        </p>
      )}
    </div>
  );
}

/** The fields of a record whose values are on/off. */
type FlagKey<T> = { [K in keyof T]-?: T[K] extends boolean ? K : never }[keyof T] & string;

/**
 * Returns a maker of Switches for the on/off fields of `values`: each shows one field and hands
 * `set` a patch of that field alone; its id is `prefix` and the field's name.
 */
export function flagSwitches<T>(values: T, set: (patch: Partial<T>) => void, prefix: string) {
  return (key: FlagKey<T>, label: string, rule?: string, note?: ComponentChildren) => (
    <Switch
      key={key}
      id={`${prefix}${key}`}
      label={label}
      rule={rule}
      note={note}
      checked={values[key] === true}
      onChange={(on) => set({ [key]: on } as Partial<T>)}
    />
  );
}

/** The fields of a record whose values are text: one of a few named values. */
type TextKey<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T] & string;

/**
 * Returns a maker of Segmented choices for the text fields of `values`: each shows one field's
 * values in the order of `labels`, named by it, and hands `set` a patch of that field alone; its
 * radios are named `prefix` and the field's name.
 */
export function fieldChoices<T>(values: T, set: (patch: Partial<T>) => void, prefix: string) {
  return <K extends TextKey<T>>(
    key: K,
    legend: string,
    labels: Readonly<Record<T[K] & string, string>>,
    wide?: boolean,
  ) => (
    <Segmented<T[K] & string>
      key={key}
      name={`${prefix}${key}`}
      legend={legend}
      labels={labels}
      value={values[key] as T[K] & string}
      onChange={(v) => set({ [key]: v } as Partial<T>)}
      wide={wide}
    />
  );
}

/**
 * A number with its label and rule that opens to the table's one-line explanation of that rule
 * when tapped or focused and activated (a native disclosure, so keyboards and screen readers
 * know it).
 */
export function Explain(props: {
  value: string;
  label: string;
  rule: string;
  text: string;
  class?: string;
  testid?: string;
}) {
  return (
    <details class={`explain ${props.class ?? ''}`} data-testid={props.testid}>
      <summary>
        <span class="explain-value">{props.value}</span>
        <span class="explain-label">{props.label}</span>
        <span class="rule-tag">{props.rule}</span>
      </summary>
      <p class="explain-text">
        <strong>{props.rule}</strong> {props.text}
      </p>
    </details>
  );
}

export { FlipButton } from './FlipButton';
export { Refusal } from './Refusal';
