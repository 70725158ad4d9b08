/**
 * Small pieces shared by the kit screen and the fact question: validation messages beside a
 * field, the lock note of a rulebook fact, the 1..50 Area number grid, the Identifier shapes,
 * progress bars and the one-line text box.
 */
import type { ComponentChildren, TargetedEvent } from 'preact';
import { useState } from 'preact/hooks';
import { Refusal, Switch } from '../../../core/controls';
import { Section } from '../../../core/controls/Section';
import type { RuleError } from '../../../core/result';
import type { KitIssue } from '../../engine/kit';
import { AREA_NUMBERS } from '../../engine/kit';
import { placeholderRefusal } from '../../engine/kit/placeholder';
import type { Terrain } from '../../engine/types';
import type { FieldError } from '../../state/kit';
import type { Lock } from './locks';

/**
 * A one-line text box in the kit's style, with the browser's suggestions off (designations and
 * printed names are not words it knows). `onText` gets the whole text at every keystroke.
 */
export function TextInput(props: {
  id: string;
  /** The text, when the screen holds it (with onText); otherwise defaultValue and onChange. */
  value?: string;
  onText?: (text: string) => void;
  defaultValue?: string;
  /** Called when the player leaves a changed box (or presses Enter). */
  onChange?: (e: TargetedEvent<HTMLInputElement>) => void;
  placeholder?: string;
  readOnly?: boolean;
  /** The id of a <datalist> of suggestions. */
  list?: string;
  inputMode?: 'numeric';
  'aria-describedby'?: string;
  'data-testid'?: string;
}) {
  const { onText, ...rest } = props;
  return (
    <input
      class="input kit-input"
      type="text"
      autocomplete="off"
      {...rest}
      onInput={onText && ((e) => onText(e.currentTarget.value))}
    />
  );
}

/** The engine's messages for one field: message, then the rule, as an alert-free list. */
export function Issues(props: { issues: readonly KitIssue[]; id?: string }) {
  if (props.issues.length === 0) return null;
  return (
    <ul class="kit-issues" id={props.id}>
      {props.issues.map((i) => (
        <li key={`${i.code}|${i.path}|${i.message}`} class="kit-issue" data-code={i.code}>
          <span class="kit-issue-mark" aria-hidden="true">
            !
          </span>
          <span>
            {i.message} <span class="rule-tag">{ruleText(i.rule)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A refused change shown beside the field it came from (announced once). */
export function FieldErrorNote(props: { refusal: FieldError | null; where: string }) {
  const r = props.refusal;
  if (!r || r.where !== props.where) return null;
  return <Refusal error={r} alert lead="Not changed:" ruleLabel={ruleText} testid="kit-refusal" />;
}

/** "Rule 3.1", or "Input" for malformed data. */
export function ruleText(rule: string): string {
  return rule === 'input' ? 'Input' : `Rule ${rule}`;
}

/** The note under a locked rulebook fact. */
export function LockNote(props: { lock: Lock; what?: string }) {
  return (
    <p class="kit-lock">
      <LockIcon /> {props.what ?? 'From the rulebook'},{' '}
      <span class="rule-tag">{props.lock.rule}</span>
    </p>
  );
}

/** A small padlock drawn inline. */
export function LockIcon() {
  return (
    <svg class="kit-lock-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <rect x="3" y="7" width="10" height="8" rx="1.5" fill="currentColor" />
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" stroke-width="2" />
    </svg>
  );
}

/** The Identifier shape of each terrain (5.4): circle, triangle, square, pentagon. */
export function TerrainShape(props: { terrain: Terrain; size?: number }) {
  const s = props.size ?? 20;
  const shape = {
    clear: <circle cx="10" cy="10" r="8" />,
    elevated: <path d="M10 2 18.5 17.5H1.5Z" />,
    lightUrban: <rect x="2.5" y="2.5" width="15" height="15" />,
    heavyUrban: <path d="M10 1.5 18.5 7.7 15.3 17.8H4.7L1.5 7.7Z" />,
  }[props.terrain];
  return (
    <svg class="kit-shape" viewBox="0 0 20 20" width={s} height={s} aria-hidden="true">
      <g fill="none" stroke="currentColor" stroke-width="2">
        {shape}
      </g>
    </svg>
  );
}

/** How one number of the Area grid looks and what it says to a screen reader. */
export interface GridCell {
  /** Pressed (selected / listed as a neighbour). */
  readonly on: boolean;
  /** Cannot be changed (itself, or a locked rulebook fact). */
  readonly disabled?: boolean;
  /** A visible mark: 'no' = known not to border, 'error', 'done', 'open'. */
  readonly mark?: 'no' | 'error' | 'done' | 'open' | 'locked';
  /** The accessible name, e.g. "Area 10, borders, rulebook fact". */
  readonly label: string;
}

/** The 1..50 Area numbers as a grid of toggle buttons (aria-pressed). */
export function AreaGrid(props: {
  label: string;
  cell: (n: number) => GridCell;
  onTap: (n: number) => void;
  testid: string;
}) {
  return (
    <fieldset class="kit-grid-set" data-testid={props.testid}>
      <legend class="sr-only">{props.label}</legend>
      <div class="kit-grid">
        {AREA_NUMBERS.map((n) => {
          const c = props.cell(n);
          return (
            <button
              key={n}
              type="button"
              class={`kit-cell${c.on ? ' is-on' : ''}${c.mark ? ` is-${c.mark}` : ''}`}
              aria-pressed={c.on}
              aria-label={c.label}
              disabled={c.disabled}
              onClick={() => props.onTap(n)}
              data-n={n}
            >
              <span aria-hidden="true">{n}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A labelled progress bar with "known of total". */
export function Progress(props: {
  label: string;
  known: number;
  total: number;
  percent: number;
  /** What the count counts, read after it: '10 of 28' + ' counters have every detail'. */
  what?: string;
  note?: ComponentChildren;
  testid?: string;
}) {
  const count = `${props.known} of ${props.total}${props.what ? ` ${props.what}` : ''}`;
  return (
    <div class="kit-progress" data-testid={props.testid}>
      <div class="kit-progress-head">
        <span class="kit-progress-label">{props.label}</span>
        <span class="kit-progress-count">{count}</span>
      </div>
      <div
        class="kit-bar"
        role="progressbar"
        aria-label={props.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={props.percent}
        aria-valuetext={`${count}, ${props.percent}%`}
      >
        <span style={{ width: `${props.percent}%` }} />
      </div>
      {props.note && <p class="kit-progress-note">{props.note}</p>}
    </div>
  );
}

/** The verdict badge: complete / incomplete / invalid. */
export function StatusBadge(props: { status: 'complete' | 'incomplete' | 'invalid' }) {
  const text = { complete: 'Complete', incomplete: 'Incomplete', invalid: 'Invalid' }[props.status];
  return (
    <span class={`kit-status is-${props.status}`} data-testid="kit-status">
      {text}
    </span>
  );
}

/** An on/off field of a kit entry: its label, its rule, and one line for each state. */
export interface FlagSpec {
  readonly label: string;
  readonly rule: string;
  readonly on: string;
  readonly off: string;
}

/** The switch for an on/off field, the line for the state it is in, then the field's issues. */
export function FlagField(props: {
  id: string;
  spec: FlagSpec;
  checked: boolean;
  onChange: (on: boolean) => void;
  issues: readonly KitIssue[];
}) {
  const { spec } = props;
  return (
    <>
      <Switch
        id={props.id}
        label={spec.label}
        rule={spec.rule}
        checked={props.checked}
        note={props.checked ? spec.on : spec.off}
        onChange={props.onChange}
      />
      <Issues issues={props.issues} />
    </>
  );
}

/** A labelled field of a kit form: the label over its box, then what is said about it. */
export function Field(props: { id: string; label: string; children: ComponentChildren }) {
  return (
    <div class="kit-field">
      <label class="field-label" for={props.id}>
        {props.label}
      </label>
      {props.children}
    </div>
  );
}

/** One labelled choice among fixed options ([value, words]) of a kit form. */
export function PickField(props: {
  id: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  disabled?: boolean;
  onPick: (value: string) => void;
  /** What is said about the field under its box (a lock, its issues). */
  children?: ComponentChildren;
}) {
  return (
    <Field id={props.id} label={props.label}>
      <select
        id={props.id}
        class="input kit-input"
        value={props.value}
        disabled={props.disabled}
        onChange={(ev) => props.onPick(ev.currentTarget.value)}
      >
        {props.options.map(([v, words]) => (
          <option key={v} value={v}>
            {words}
          </option>
        ))}
      </select>
      {props.children}
    </Field>
  );
}

/**
 * A box for a counter's designation with its Add button, and under it the line that says why
 * the last one was not added. The question holds the text and decides what is added; a
 * designation in the placeholder form is refused here, as everywhere a counter is named (4.3).
 */
export function DesignationForm(props: {
  id: string;
  /** What the box is for, read by screen readers. */
  label: string;
  text: string;
  onText: (text: string) => void;
  note: string;
  onAdd: () => void;
}) {
  const [refused, setRefused] = useState<RuleError | null>(null);
  return (
    <>
      <form
        class="kit-row"
        onSubmit={(e) => {
          e.preventDefault();
          const placeholder = placeholderRefusal(props.text, 'kit.counter.placeholder');
          setRefused(placeholder);
          if (!placeholder) props.onAdd();
        }}
      >
        <label class="sr-only" for={props.id}>
          {props.label}
        </label>
        <TextInput
          id={props.id}
          placeholder="Designation, e.g. 29/1"
          value={props.text}
          onText={props.onText}
        />
        <button type="submit" class="outlined kit-btn-secondary">
          Add
        </button>
      </form>
      {refused && (
        <Refusal
          error={refused}
          alert
          lead="Not added:"
          ruleLabel={ruleText}
          testid={`${props.id}-refused`}
        />
      )}
      {props.note && <p class="kit-small">{props.note}</p>}
    </>
  );
}

/** A card of the kit screen: a section named by its heading, so a screen reader lists it. */
export function KitCard(props: {
  /** The heading's id, which names the section. */
  id: string;
  title: ComponentChildren;
  /** Classes beside `card`. */
  class?: string;
  testid?: string;
  children: ComponentChildren;
}) {
  return (
    <Section
      id={props.id}
      title={props.title}
      class={props.class ? `card ${props.class}` : 'card'}
      testid={props.testid}
      sub="kit-h3"
    >
      {props.children}
    </Section>
  );
}

/**
 * One entry of a kit list that opens in place to edit it: a summary line (what it is, a short
 * description, how many problems it has) over a body drawn only while it is open. The screen
 * holds which entry is open, so opening one closes the one before.
 */
export function KitEntry(props: {
  open: boolean;
  /** Called when the player opens or closes this entry. */
  onOpen: (open: boolean) => void;
  title: ComponentChildren;
  text: ComponentChildren;
  problems: number;
  children: ComponentChildren;
}) {
  return (
    <details
      class="kit-details"
      open={props.open}
      onToggle={(e) => {
        const open = (e.currentTarget as HTMLDetailsElement).open;
        if (open !== props.open) props.onOpen(open);
      }}
    >
      <summary class="kit-summary">
        <span class="kit-summary-title">{props.title}</span>
        <span class="kit-summary-text">{props.text}</span>
        {props.problems > 0 && (
          <span class="kit-count-bad">
            {props.problems} problem{props.problems === 1 ? '' : 's'}
          </span>
        )}
      </summary>
      {props.open && props.children}
    </details>
  );
}
