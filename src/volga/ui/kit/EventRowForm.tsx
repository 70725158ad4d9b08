/**
 * One Random Event Chart row (6.2): roll range, name, an effect from the engine's vocabulary
 * with its parameters, the chart's text, and whether it is "no result" on Turn 1 (10.1).
 */

import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { labelsOf } from '../../../core/catalogue';
import {
  DIVISIONS,
  EVENT_EFFECT,
  EVENT_EFFECT_KINDS,
  EVENT_MARKERS_MAX,
  EVENT_MORALE_MAX,
  EVENT_SUPPLY_MAX,
  type EventEffect,
  type EventEffectKind,
  type EventRow,
  effectOfNamedEvent,
  isTurn1NoResultName,
  type KitIssue,
  SUPPORT_MARKER,
  SUPPORT_MARKER_TYPES,
  type SupportMarkerType,
} from '../../engine/kit';
import { issuesAt, issuesUnder } from './issues';
import { Field, FlagField, type FlagSpec, Issues, PickField, TextInput } from './widgets';

/** Plain words for each effect of the vocabulary: the catalogue's names. */
export const EFFECT_LABEL: Readonly<Record<EventEffectKind, string>> = labelsOf(EVENT_EFFECT);

/** 10.1: a row may be no result when rolled on Turn 1. */
const TURN_1_NO_RESULT: FlagSpec = {
  label: 'Cancel this row on Turn 1',
  rule: '10.1',
  on: 'On: rolled on Turn 1, this row is no result.',
  off: 'Off: this row applies on Turn 1 as on every other Turn.',
};

/** The amounts 1..n a row may carry, as select options. */
const amounts = (n: number): [string, string][] =>
  Array.from({ length: n }, (_, i) => [String(i + 1), String(i + 1)]);

/** The effect of `kind` with default parameters (kept from `from` when it is the same kind). */
export function effectOfKind(kind: EventEffectKind, from: EventEffect): EventEffect {
  if (from.kind === kind) return from;
  switch (kind) {
    case 'withdrawDivision':
      return {
        kind,
        division: '',
        returnTo: { kind: 'areas', areas: [] },
        moralePerOutOfAction: 1,
        ifAlreadyWithdrawnUseRoll: null,
      };
    case 'noActivation':
      return { kind, divisions: [], units: [] };
    case 'morale':
    case 'supplyPoints':
      return { kind, change: 1 };
    case 'supportMarkers':
      return { kind, marker: 'artillery', count: 1, to: 'available' };
    default:
      return { kind };
  }
}

/** Splits "a, b ,c" into ['a', 'b', 'c']. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The rolls of the Random Events chart, 3 to 18 (6.2). */
export const ROLLS = Array.from({ length: 16 }, (_, i) => i + 3);

/** True when `a` and `b` are the same effect with the same numbers. */
const sameEffect = (a: EventEffect | null, b: EventEffect) =>
  a !== null && JSON.stringify(a) === JSON.stringify(b);

/** A blank row for the given roll range. */
export function blankRow(lo: number, hi: number, name = ''): EventRow {
  return { lo, hi, name, effect: { kind: 'none' }, text: '', turn1NoResult: false };
}

/**
 * The From and To rolls of a chart row, side by side (ids `<id>-lo` and `<id>-hi`). With
 * `hiFromLo` the To roll offers only rolls from the From roll up.
 */
export function RollRange(props: {
  id: string;
  lo: number;
  hi: number;
  disabled?: boolean;
  hiFromLo?: boolean;
  onLo: (lo: number) => void;
  onHi: (hi: number) => void;
}) {
  return (
    <div class="kit-pair">
      <RollSelect
        id={`${props.id}-lo`}
        label="From roll"
        value={props.lo}
        disabled={props.disabled}
        onPick={props.onLo}
      />
      <RollSelect
        id={`${props.id}-hi`}
        label="To roll"
        value={props.hi}
        from={props.hiFromLo ? props.lo : undefined}
        disabled={props.disabled}
        onPick={props.onHi}
      />
    </div>
  );
}

/** A roll of the chart to pick, from `from` (default 3) up to 18; a value off the chart is kept. */
function RollSelect(props: {
  id: string;
  label: string;
  value: number;
  from?: number;
  disabled?: boolean;
  onPick: (n: number) => void;
}) {
  const offered = ROLLS.filter((r) => r >= (props.from ?? ROLLS[0]!));
  const rolls = offered.includes(props.value) ? offered : [...offered, props.value];
  return (
    <PickField
      id={props.id}
      label={props.label}
      value={String(props.value)}
      disabled={props.disabled}
      options={rolls.map((r) => [String(r), String(r)])}
      onPick={(v) => props.onPick(Number(v))}
    />
  );
}

/** A comma-separated list typed in one box, read when the player leaves it. */
function ListField(props: {
  id: string;
  label: string;
  items: readonly string[];
  onList: (items: string[]) => void;
}) {
  return (
    <Field id={props.id} label={props.label}>
      <TextInput
        key={props.items.join(',')}
        id={props.id}
        defaultValue={props.items.join(', ')}
        onChange={(ev) => props.onList(splitList(ev.currentTarget.value))}
      />
    </Field>
  );
}

/** The row's name as printed, with what naming it sets (10.1's Turn-1 cancel, a printed effect). */
function EventNameField(props: {
  id: string;
  row: EventRow;
  readOnly: boolean;
  issues: readonly KitIssue[];
  onName: (name: string) => void;
}) {
  const { id, row } = props;
  const e = row.effect;
  // The box keeps what is typed. A name the rulebook's charts print (or one 10.1 lists) is given
  // to the row as soon as it is typed, so its effect is picked with no tap to close the keyboard;
  // any other name when the box is left, as before (the Kit tab saves each change it is given).
  const [text, setText] = useState(row.name);
  useEffect(() => {
    setText((t) => (t.trim() === row.name ? t : row.name));
  }, [row.name]);
  const give = (t: string) => {
    if (t.trim() !== row.name) props.onName(t.trim());
  };
  return (
    <Field id={`${id}-name`} label="Event name">
      <TextInput
        id={`${id}-name`}
        value={text}
        readOnly={props.readOnly}
        placeholder="As printed, e.g. Commissars"
        onText={(t) => {
          setText(t);
          if (effectOfNamedEvent(t) !== null || isTurn1NoResultName(t)) give(t);
        }}
        onChange={(ev) => give(ev.currentTarget.value)}
      />
      <Issues issues={props.issues} />
      {e.kind !== 'none' && sameEffect(effectOfNamedEvent(row.name), e) && (
        <p class="field-note" role="status" data-testid={`${id}-named-effect`}>
          {row.name} does what the rulebook's {row.name} does: "{EFFECT_LABEL[e.kind]}" is picked
          below; pick another if the chart says otherwise.
        </p>
      )}
      {isTurn1NoResultName(row.name) && (
        <p class="field-note" role="status" data-testid={`${id}-t1-named`}>
          {row.name} is no result on Turn 1 (10.1): "Cancel this row on Turn 1" is on.
        </p>
      )}
    </Field>
  );
}

/** The legend of each effect's parameter box, for the kinds that carry parameters. */
const PARAMS_LEGEND: Partial<Record<EventEffectKind, string>> = {
  withdrawDivision: 'Withdrawal (6.2.1)',
  noActivation: 'Who may not activate',
  morale: 'German Morale (5.2)',
  supplyPoints: 'Banked Supply Points (6.3.1)',
  supportMarkers: 'Support markers (3.5, 3.6)',
};

/** The fields of the effect's parameters, or null for a kind that carries none. */
function paramFields(id: string, e: EventEffect, onEffect: (next: EventEffect) => void) {
  switch (e.kind) {
    case 'withdrawDivision':
      return <WithdrawalFields id={id} effect={e} onEffect={onEffect} />;
    case 'noActivation':
      return <NoActivationFields id={id} effect={e} onEffect={onEffect} />;
    case 'morale':
    case 'supplyPoints':
      return <ChangeFields id={id} effect={e} onEffect={onEffect} />;
    case 'supportMarkers':
      return <SupportMarkerFields id={id} effect={e} onEffect={onEffect} />;
    default:
      return null;
  }
}

/** The parameters of the row's effect in one box under its legend, for the kinds that carry any. */
function EffectParams(props: {
  id: string;
  effect: EventEffect;
  readOnly: boolean;
  onEffect: (next: EventEffect) => void;
}) {
  const legend = PARAMS_LEGEND[props.effect.kind];
  if (legend === undefined) return null;
  return (
    <fieldset class="kit-params" disabled={props.readOnly}>
      <legend class="field-label">{legend}</legend>
      {paramFields(props.id, props.effect, props.onEffect)}
    </fieldset>
  );
}

/** The props of one effect's parameter fields: the effect of that kind and where a change goes. */
interface ParamsProps<K extends EventEffectKind> {
  id: string;
  effect: Extract<EventEffect, { kind: K }>;
  onEffect: (next: EventEffect) => void;
}

/** 6.2.1's withdrawal: the Division, where it returns, its Morale cost, the roll read instead. */
function WithdrawalFields(props: ParamsProps<'withdrawDivision'>) {
  const { id, effect: e, onEffect } = props;
  return (
    <>
      <Field id={`${id}-wd-div`} label="Division">
        <TextInput
          key={e.division}
          id={`${id}-wd-div`}
          list="kit-event-divisions"
          defaultValue={e.division}
          onChange={(ev) => onEffect({ ...e, division: ev.currentTarget.value.trim() })}
        />
        <datalist id="kit-event-divisions">
          {Object.values(DIVISIONS).map((d) => (
            <option key={d} value={d} />
          ))}
        </datalist>
      </Field>
      <PickField
        id={`${id}-wd-ret`}
        label="Returns next Dawn to"
        value={e.returnTo.kind}
        options={[
          ['areas', 'The Areas listed below'],
          ['anyVacant', 'Any Vacant Area'],
        ]}
        onPick={(v) =>
          onEffect({
            ...e,
            returnTo: v === 'anyVacant' ? { kind: 'anyVacant' } : { kind: 'areas', areas: [] },
          })
        }
      />
      {e.returnTo.kind === 'areas' && (
        <Field id={`${id}-wd-areas`} label="Return Areas (numbers, comma separated)">
          <TextInput
            key={e.returnTo.areas.join(',')}
            id={`${id}-wd-areas`}
            inputMode="numeric"
            defaultValue={e.returnTo.areas.join(', ')}
            onChange={(ev) =>
              onEffect({
                ...e,
                returnTo: {
                  kind: 'areas',
                  areas: splitList(ev.currentTarget.value).map(Number),
                },
              })
            }
          />
        </Field>
      )}
      <div class="kit-pair">
        <PickField
          id={`${id}-wd-morale`}
          label="Morale lost per unit Out of Action"
          value={String(e.moralePerOutOfAction)}
          options={[0, 1, 2, 3].map((n) => [String(n), String(n)])}
          onPick={(v) => onEffect({ ...e, moralePerOutOfAction: Number(v) })}
        />
        <PickField
          id={`${id}-wd-sub`}
          label="If already withdrawn, read as"
          value={e.ifAlreadyWithdrawnUseRoll === null ? '' : String(e.ifAlreadyWithdrawnUseRoll)}
          options={[['', 'No other roll'], ...ROLLS.map((r) => [String(r), `Roll ${r}`] as const)]}
          onPick={(v) => onEffect({ ...e, ifAlreadyWithdrawnUseRoll: v === '' ? null : Number(v) })}
        />
      </div>
    </>
  );
}

/** The Divisions and units the event keeps from activating. */
function NoActivationFields(props: ParamsProps<'noActivation'>) {
  const { id, effect: e, onEffect } = props;
  return (
    <>
      <ListField
        id={`${id}-na-div`}
        label="Divisions (comma separated)"
        items={e.divisions}
        onList={(divisions) => onEffect({ ...e, divisions })}
      />
      <ListField
        id={`${id}-na-units`}
        label="Units (designations, comma separated)"
        items={e.units}
        onList={(units) => onEffect({ ...e, units })}
      />
    </>
  );
}

/**
 * A pick (the children) and, beside it in one row, the amount 1..`max` it goes with: a gain or
 * loss and by how much, a Support marker type and how many.
 */
function WithAmount(props: {
  id: string;
  label: string;
  value: number;
  max: number;
  onAmount: (n: number) => void;
  children: ComponentChildren;
}) {
  return (
    <div class="kit-pair">
      {props.children}
      <PickField
        id={props.id}
        label={props.label}
        value={String(props.value)}
        options={amounts(props.max)}
        onPick={(v) => props.onAmount(Number(v))}
      />
    </div>
  );
}

/** A change of German Morale (5.2) or of banked Supply Points (6.3.1): its sign and size. */
function ChangeFields(props: ParamsProps<'morale' | 'supplyPoints'>) {
  const { id, effect: e, onEffect } = props;
  const sign = (
    <PickField
      id={`${id}-ch-sign`}
      label="Gained or lost"
      value={e.change < 0 ? '-' : '+'}
      options={[
        ['+', 'Gained (+)'],
        ['-', 'Lost (−)'],
      ]}
      onPick={(v) => onEffect({ ...e, change: (v === '-' ? -1 : 1) * Math.abs(e.change) })}
    />
  );
  return (
    <WithAmount
      id={`${id}-ch-n`}
      label="By"
      value={Math.abs(e.change)}
      max={e.kind === 'morale' ? EVENT_MORALE_MAX : EVENT_SUPPLY_MAX}
      onAmount={(n) => onEffect({ ...e, change: Math.sign(e.change || 1) * n })}
    >
      {sign}
    </WithAmount>
  );
}

/** Support markers (3.5, 3.6) moved between the Available and Used boxes: type, count, way. */
function SupportMarkerFields(props: ParamsProps<'supportMarkers'>) {
  const { id, effect: e, onEffect } = props;
  const type = (
    <PickField
      id={`${id}-sm-type`}
      label="Type"
      value={e.marker}
      options={SUPPORT_MARKER_TYPES.map((m) => [m, SUPPORT_MARKER[m].name])}
      onPick={(v) => onEffect({ ...e, marker: v as SupportMarkerType })}
    />
  );
  return (
    <>
      <WithAmount
        id={`${id}-sm-n`}
        label="How many"
        value={e.count}
        max={EVENT_MARKERS_MAX}
        onAmount={(count) => onEffect({ ...e, count })}
      >
        {type}
      </WithAmount>
      <PickField
        id={`${id}-sm-to`}
        label="Gained or lost"
        value={e.to}
        options={[
          ['available', 'Gained: Used box → Available box'],
          ['used', 'Lost: Available box → Used box'],
        ]}
        onPick={(v) => onEffect({ ...e, to: v === 'used' ? 'used' : 'available' })}
      />
    </>
  );
}

/** Returns the row's fields; `onChange` gets the whole changed row. */
export function EventRowForm(props: {
  row: EventRow;
  idPrefix: string;
  path: string;
  issues: readonly KitIssue[];
  readOnly: boolean;
  onChange: (next: EventRow) => void;
}) {
  const { row, readOnly } = props;
  const id = props.idPrefix;
  const e = row.effect;
  const set = (patch: Partial<EventRow>) => props.onChange({ ...row, ...patch });
  const setEffect = (next: EventEffect) => set({ effect: next });
  const at = (f: string) => issuesAt(props.issues, `${props.path}.${f}`);
  return (
    <div class="kit-event">
      <Issues issues={issuesAt(props.issues, props.path)} />
      <RollRange
        id={id}
        lo={row.lo}
        hi={row.hi}
        disabled={readOnly}
        onLo={(lo) => set({ lo, hi: Math.max(lo, row.hi) })}
        onHi={(hi) => set({ hi, lo: Math.min(hi, row.lo) })}
      />
      <EventNameField
        id={id}
        row={row}
        readOnly={readOnly}
        issues={at('name')}
        onName={(name) => {
          // 10.1: an event it names is no result on Turn 1; naming it turns the cancel on.
          // An event the rulebook's charts print does what they say, until the owner picks.
          const printed = e.kind === 'none' ? effectOfNamedEvent(name) : null;
          set({
            name,
            ...(isTurn1NoResultName(name) ? { turn1NoResult: true } : {}),
            ...(printed ? { effect: printed } : {}),
          });
        }}
      />
      <PickField
        id={`${id}-effect`}
        label="What it does in the app"
        value={e.kind}
        options={EVENT_EFFECT_KINDS.map((k) => [k, EFFECT_LABEL[k]])}
        disabled={readOnly}
        onPick={(v) => setEffect(effectOfKind(v as EventEffectKind, e))}
      >
        <Issues issues={issuesUnder(props.issues, `${props.path}.effect`)} />
      </PickField>
      <EffectParams id={id} effect={e} readOnly={readOnly} onEffect={setEffect} />
      <Field id={`${id}-text`} label="Text on the chart (in your words)">
        <textarea
          key={row.text}
          id={`${id}-text`}
          class="input kit-input kit-textarea"
          rows={2}
          defaultValue={row.text}
          readOnly={readOnly}
          onChange={(ev) => set({ text: ev.currentTarget.value })}
        />
      </Field>
      <FlagField
        id={`${id}-t1`}
        spec={TURN_1_NO_RESULT}
        checked={row.turn1NoResult}
        onChange={(on) => set({ turn1NoResult: on })}
        issues={at('turn1NoResult')}
      />
    </div>
  );
}
