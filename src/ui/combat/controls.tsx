/**
 * Thumb-sized form controls for the combat screen: a stepper, a segmented choice, a switch and
 * an explainable number. Shared widgets of this folder; other screens may import them.
 */
import type { ComponentChildren } from 'preact';
import { haptic } from '../platform/haptics';
import { explainRule } from './explain';
import './combat.css';

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
}) {
  const { value, min, max } = props;
  const step = props.step ?? 1;
  const set = (n: number) => {
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
    <fieldset class={`cb-field cb-stepper${props.wide ? ' cb-wide' : ''}`}>
      <legend class="cb-label">{props.label}</legend>
      <div class="cb-stepper-ctl">
        <button
          type="button"
          class="cb-step"
          aria-label={`${props.label}: less`}
          aria-disabled={value <= min}
          onClick={() => set(value - step)}
          onKeyDown={onKey}
          data-testid={`${props.id}-less`}
        >
          −
        </button>
        <output class="cb-step-value" id={props.id} aria-live="polite" data-testid={props.id}>
          {props.display ?? value}
        </output>
        <button
          type="button"
          class="cb-step"
          aria-label={`${props.label}: more`}
          aria-disabled={value >= max}
          onClick={() => set(value + step)}
          onKeyDown={onKey}
          data-testid={`${props.id}-more`}
        >
          +
        </button>
      </div>
      {props.note && <p class="cb-note">{props.note}</p>}
    </fieldset>
  );
}

/** One choice among a few, drawn as a row of big buttons (native radios underneath). */
export function Segmented<T extends string | number>(props: {
  name: string;
  legend: string;
  options: readonly T[];
  label: (v: T) => string;
  value: T;
  onChange: (v: T) => void;
  wide?: boolean;
  disabled?: boolean;
}) {
  return (
    <fieldset class="cb-field cb-seg" disabled={props.disabled}>
      <legend class="cb-label">{props.legend}</legend>
      <div class={`cb-seg-row${props.wide ? ' cb-seg-wide' : ''}`}>
        {props.options.map((o) => (
          <label key={String(o)} class="cb-seg-opt">
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
            <span>{props.label(o)}</span>
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
    <div class="cb-switch">
      <label class="cb-switch-label" for={props.id}>
        <span class="cb-switch-text">
          {props.label}
          {props.rule && <span class="cb-rule">{props.rule}</span>}
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
        <p class="cb-note" id={`${props.id}-note`}>
          {props.note}
        </p>
      )}
    </div>
  );
}

/**
 * A number with its label and rule that opens to our one-line explanation when tapped or
 * focused and activated (a native disclosure, so keyboards and screen readers know it).
 */
export function Explain(props: {
  value: string;
  label: string;
  rule: string;
  text?: string;
  class?: string;
  testid?: string;
}) {
  return (
    <details class={`cb-explain ${props.class ?? ''}`} data-testid={props.testid}>
      <summary>
        <span class="cb-explain-value">{props.value}</span>
        <span class="cb-explain-label">{props.label}</span>
        <span class="cb-rule">{props.rule}</span>
      </summary>
      <p class="cb-explain-text">
        <strong>{props.rule}</strong> {props.text ?? explainRule(props.rule)}
      </p>
    </details>
  );
}

/** A titled part of the combat screen. */
export function Panel(props: {
  id: string;
  title: string;
  children: ComponentChildren;
  aside?: ComponentChildren;
}) {
  return (
    <section class="cb-panel" aria-labelledby={`${props.id}-title`} id={props.id}>
      <div class="cb-panel-head">
        <h2 class="section-title" id={`${props.id}-title`}>
          {props.title}
        </h2>
        {props.aside}
      </div>
      {props.children}
    </section>
  );
}

/** Formats a probability as a percentage with one decimal ("<0.1%" for tiny non-zero chances). */
export function pct(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  if (p < 0.0005) return '<0.1%';
  if (p > 0.9995) return '>99.9%';
  return `${(p * 100).toFixed(1)}%`;
}

/** Formats a term value with its sign ("+2", "−3", "6" for the first term). */
export function signed(n: number, first = false): string {
  if (first) return String(n);
  return n < 0 ? `−${-n}` : `+${n}`;
}
