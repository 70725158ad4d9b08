/**
 * The German setup asked one place at a time (5.3, 14.3, 14.4): the owner names the counters
 * that show this setup Area (or arrival Turn) by tapping a division chip and a known designation,
 * or typing a new one; and one counter's type, Attack Factor and division when play first needs
 * them (4.2, 4.3). Only what the owner names is recorded: nothing is filled in for them.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import {
  type ComponentKit,
  type CounterDetails,
  countersAt,
  DIVISIONS,
  type Fact,
  KNOWN_DIVISION_FACTS,
  MOVEMENT_FACTOR,
  placementIn,
  type SetupName,
  UNIT_TYPES,
  type UnitType,
} from '../../engine/kit';
import { countedStack, isPlaceholderId } from '../../engine/kit/placeholder';
import { DesignationForm, TextInput } from './widgets';
import './setup.css';

export type Submit = (answer: never) => void;

/** The divisions the kit and the rulebook know for a scenario, rulebook ones first. */
export function divisionsOf(kit: ComponentKit, scenario: 'main' | 'factory'): string[] {
  const named = KNOWN_DIVISION_FACTS.filter((f) => f.scenario === scenario).map((f) => f.division);
  const inKit = kit.germanCounters.flatMap((c) => (c.division ? [c.division] : []));
  return [...new Set([...named, ...inKit])];
}

/** The division chips of a counter question: the rulebook's divisions, then the kit's. */
export function divisionChips(kit: ComponentKit): string[] {
  return [...new Set([...Object.values(DIVISIONS), ...divisionsOf(kit, 'main')])];
}

/**
 * One row of tappable chips under a legend; the pressed one is marked. With `chipTestids` each
 * chip's test id is the row's followed by `-` and the chip's words.
 */
export function Chips(props: {
  label: ComponentChildren;
  options: readonly string[];
  pressed?: string | null;
  onTap: (o: string) => void;
  testid: string;
  /** Names (divisions), laid out in equal columns rather than each as wide as its words. */
  names?: boolean;
  /** A class added to the row's own, for where it stands. */
  extraClass?: string;
  /** Every chip refuses taps (while an answer is being recorded). */
  disabled?: boolean;
  /** Each chip's accessible name, where its words alone do not say what the tap does. */
  name?: (o: string) => string;
  chipTestids?: boolean;
  /** What follows the chips inside the row (a box for an answer the chips do not hold). */
  children?: ComponentChildren;
}) {
  const cls = [props.names ? 'su-chips su-names' : 'su-chips', props.extraClass].filter(Boolean);
  return (
    <fieldset class={cls.join(' ')} data-testid={props.testid}>
      <legend class="field-label">{props.label}</legend>
      {props.options.map((o) => (
        <button
          key={o}
          type="button"
          class="outlined su-chip"
          disabled={props.disabled}
          aria-label={props.name?.(o)}
          aria-pressed={props.pressed === undefined ? undefined : props.pressed === o}
          onClick={() => props.onTap(o)}
          data-testid={props.chipTestids ? `${props.testid}-${o}` : undefined}
        >
          {o}
        </button>
      ))}
      {props.children}
    </fieldset>
  );
}

/**
 * The division question of setting up counters: a chip for each division the kit knows and a
 * box for one typed as printed, answering one division or none; tapping the pressed chip
 * clears it. The setup sheet and the kit's setup question ask it alike, each keeping the
 * answer in its own state.
 */
export function DivisionChips(props: {
  label: string;
  /** The kit's divisions, one chip each. */
  divisions: readonly string[];
  /** The division whose chip is pressed, or null (none, or one typed in the box). */
  chosen: string | null;
  /** What the box shows. */
  typed: string;
  onChip: (division: string | null) => void;
  onTyped: (text: string) => void;
  inputLabel: string;
  testid: string;
  inputTestid?: string;
  names?: boolean;
  extraClass?: string;
}) {
  return (
    <Chips
      label={props.label}
      options={props.divisions}
      pressed={props.chosen}
      onTap={(d) => props.onChip(props.chosen === d ? null : d)}
      testid={props.testid}
      names={props.names}
      extraClass={props.extraClass}
    >
      <input
        class="input su-chip-input"
        type="text"
        autocomplete="off"
        aria-label={props.inputLabel}
        placeholder="Other division"
        data-testid={props.inputTestid}
        value={props.typed}
        onInput={(e) => props.onTyped(e.currentTarget.value)}
      />
    </Chips>
  );
}

/** The stack sizes offered as one-tap counts (placeholders stand for the unnamed ones). */
const COUNTS = [1, 2, 3, 4, 5, 6];

/**
 * The designation after `id` when it ends in a number ("29/2" after "29/1"); after a division's
 * lettered unit, that division's first numbered one ("29/1" after "29/RCN": a designation opens
 * with its Parent Organization's number, 4.3.2); else null. Null after a placeholder too, whose
 * next would be a placeholder, not a printed designation (4.3). A typing aid: offered, not taken.
 */
export function nextDesignation(id: string): string | null {
  if (isPlaceholderId(id)) return null;
  const m = /^(.*?)(\d+)$/.exec(id);
  if (m) return `${m[1]}${Number(m[2]) + 1}`;
  const lettered = /^(\d{1,3})\/[A-Za-z]+$/.exec(id.trim());
  return lettered ? `${lettered[1]}/1` : null;
}

/**
 * The designations of `count` blank rows in a row from `first` on, each the one after the last
 * ("29/RCN, 29/1, 29/2, 29/3"), stopping short at one `used` already has or at none to count
 * from. A typing aid for a stack: one tap when the counters show that run, offered, not taken.
 */
export function designationRun(first: string, count: number, used: ReadonlySet<string>): string[] {
  const run = [first];
  while (run.length < count) {
    const next = nextDesignation(run[run.length - 1]!);
    if (next === null || used.has(next) || run.includes(next)) break;
    run.push(next);
  }
  return run;
}

/**
 * Returns the screen for one setup place, its whole German stack on one screen: the counters named
 * so far as chips (a tap removes one), chips for designations the kit knows and for the one after
 * the last named (a typing aid: the owner taps it only if the counter shows it), a box for any
 * other, and an optional division (a chip, or typed when the rulebook does not list it).
 */
export function SetupAnswer(props: {
  kit: ComponentKit;
  fact: Extract<Fact, { kind: 'setup' }>;
  submit: Submit;
}) {
  const { kit, fact } = props;
  const s = fact.scenario;
  const already = countersAt(kit, s, fact.place);
  const [names, setNames] = useState<readonly SetupName[]>(() =>
    already.map((c) => ({ id: c.id, division: c.division })),
  );
  const [division, setDivision] = useState<string | null>(null);
  const [typedDivision, setTypedDivision] = useState('');
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const fixed = new Set(already.map((c) => c.id));
  const divisions = divisionsOf(kit, s);
  // Designations the kit knows that may start here: not yet placed in this scenario.
  const known = kit.germanCounters
    .filter((c) => placementIn(c, s) === null && !names.some((n) => n.id === c.id))
    .filter((c) => division === null || c.division === null || c.division === division)
    .map((c) => c.id);
  // The designation after the last one named here (or, first, the last one the kit learned).
  const last = names.at(-1)?.id ?? kit.germanCounters.at(-1)?.id ?? null;
  const next = last === null ? null : nextDesignation(last);
  const taken = (id: string) =>
    names.some((n) => n.id === id) || kit.germanCounters.some((c) => c.id === id);
  const add = (raw: string) => {
    const id = raw.trim();
    if (id === '') return setNote('Type the designation printed on the counter.');
    if (names.some((n) => n.id === id)) return setNote(`${id} is already named here.`);
    const c = kit.germanCounters.find((x) => x.id === id);
    setNames([...names, { id, division: c?.division ?? division }]);
    setText('');
    setNote('');
  };
  return (
    <>
      <fieldset class="su-chips" data-testid="setup-count">
        <legend class="field-label">How many counters start here? (names may wait)</legend>
        {COUNTS.filter((n) => n > names.length).map((n) => (
          <button
            key={n}
            type="button"
            class="outlined su-chip"
            aria-label={`${n} counter${n === 1 ? '' : 's'} here`}
            onClick={() => props.submit(countedStack(kit, s, fact.place, names, n) as never)}
          >
            {n}
          </button>
        ))}
      </fieldset>
      <DivisionChips
        testid="setup-divisions"
        inputTestid="setup-division-text"
        label="Division of the next counter (optional)"
        divisions={divisions}
        chosen={typedDivision === '' ? division : null}
        typed={typedDivision}
        onChip={(d) => {
          setDivision(d);
          setTypedDivision('');
        }}
        onTyped={(v) => {
          setTypedDivision(v);
          setDivision(v.trim() === '' ? null : v.trim());
        }}
        inputLabel="Or type its division as printed"
      />
      {(known.length > 0 || (next !== null && !taken(next))) && (
        <fieldset class="su-chips" data-testid="setup-known">
          <legend class="field-label">Tap to name it here</legend>
          {next !== null && !taken(next) && (
            <button
              type="button"
              class="outlined su-chip su-chip-next"
              aria-label={`${next} (the next designation)`}
              onClick={() => add(next)}
              data-testid="setup-next"
            >
              {next}
            </button>
          )}
          {known.map((id) => (
            <button key={id} type="button" class="outlined su-chip" onClick={() => add(id)}>
              {id}
            </button>
          ))}
        </fieldset>
      )}
      <DesignationForm
        id="setup-new"
        label="Designation of a counter here"
        text={text}
        onText={setText}
        note={note}
        onAdd={() => add(text)}
      />
      <ul class="su-named" data-testid="setup-named" aria-label="Named here">
        {names.map((n) => (
          <li key={n.id}>
            {fixed.has(n.id) ? (
              <span class="su-named-chip">
                <strong>{n.id}</strong> {n.division ?? ''}
              </span>
            ) : (
              <button
                type="button"
                class="outlined su-named-chip"
                aria-label={`Remove ${n.id}${n.division ? ` (${n.division})` : ''}`}
                onClick={() => setNames(names.filter((x) => x.id !== n.id))}
              >
                <strong>{n.id}</strong>
                {n.division && <span class="su-named-div"> {n.division}</span>}
                <span aria-hidden="true"> ×</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <button type="button" class="btn" onClick={() => props.submit(names as never)}>
        {names.length === 0
          ? 'Save: no German counter starts here'
          : names.length === 1
            ? `Save: ${names[0]!.id} is the only counter here`
            : `Save: these ${names.length} are every counter here`}
      </button>
    </>
  );
}

/** The division chips that leave the division for later, or open its choices. */
const NOT_NOW = 'Not now';
const GIVE_IT = 'Give it now';

/**
 * One counter's details (4.2, 4.3): only what the kit does not know is asked (13.4 gives
 * 29/RCN's Attack Factor and division, so it is asked its type alone); what is known shows as a
 * line. The division is one of the chips or typed, since the rulebook does not list them all;
 * when the type or Attack Factor is what play waits for, the division may wait ("Not now"): the
 * engine asks it again when a rule counts divisions (6.1.2, 9.5.2D, 12.4).
 */
export function CounterAnswer(props: {
  kit: ComponentKit;
  fact: Extract<Fact, { kind: 'counter' }>;
  submit: Submit;
}) {
  const c = props.kit.germanCounters.find((x) => x.id === props.fact.id);
  // A type-only question (4.2) asks neither the Attack Factor nor the division.
  const need = props.fact.need;
  const askType = need !== 'division' && c?.type == null;
  const askAf = need === undefined && c?.attackFactor == null;
  const needsDivision = need !== 'type' && !c?.assaultGun && c?.division == null;
  const canWait = needsDivision && (askType || askAf);
  const [type, setType] = useState<UnitType | null>(c?.type ?? null);
  const [af, setAf] = useState<number | null>(c?.attackFactor ?? null);
  const [division, setDivision] = useState<string | null>(
    c?.division ?? (canWait ? NOT_NOW : null),
  );
  // A division that may wait is one row until the owner chooses to give it.
  const [open, setOpen] = useState(false);
  const typed = division === NOT_NOW ? '' : (division?.trim() ?? '');
  const details = (t: UnitType | null, f: number | null, d: string): CounterDetails | null =>
    (t !== null || !askType) && (f !== null || !askAf) && (!needsDivision || canWait || d !== '')
      ? { type: t, attackFactor: f, division: d === '' ? null : d }
      : null;
  const answer = details(type, af, typed);
  const ready = answer !== null;
  // A chip that completes the answer saves it, when no division choice is left open.
  const settle = (t: UnitType | null, f: number | null, d = typed) => {
    const done = details(t, f, d);
    if (done && (d !== '' || !needsDivision || (canWait && !open))) props.submit(done as never);
  };
  const known = [
    !askType && c?.type ? (c.type === 'armor' ? 'Armor' : 'Infantry') : '',
    // A type-only question (4.2) leaves an unknown Attack Factor out: only what is known shows.
    !askAf && c?.attackFactor != null ? `Attack Factor ${c.attackFactor}` : '',
    !needsDivision && c?.division ? c.division : '',
  ].filter(Boolean);
  const typeName = (t: UnitType) =>
    `${t === 'armor' ? 'Armor' : 'Infantry'} (MF ${MOVEMENT_FACTOR[t]})`;
  const chips = divisionChips(props.kit);
  return (
    <>
      {known.length > 0 && (
        <p class="kit-small" data-testid="counter-known">
          Known: {known.join(', ')}.
        </p>
      )}
      {askType && (
        <Chips
          label="Type"
          options={UNIT_TYPES.map(typeName)}
          pressed={type === null ? null : typeName(type)}
          onTap={(o) => {
            const t = o.startsWith('Armor') ? 'armor' : 'infantry';
            setType(t);
            settle(t, af);
          }}
          testid="counter-type"
        />
      )}
      {askAf && (
        <Chips
          label="Attack Factor (Fresh side)"
          options={Array.from({ length: 10 }, (_, i) => String(i + 1))}
          pressed={af === null ? null : String(af)}
          onTap={(o) => {
            setAf(Number(o));
            settle(type, Number(o));
          }}
          testid="counter-af"
        />
      )}
      {canWait && !open && (
        <Chips
          label="Division (may wait)"
          options={[NOT_NOW, GIVE_IT]}
          pressed={NOT_NOW}
          onTap={(o) => setOpen(o === GIVE_IT)}
          testid="counter-division-wait"
        />
      )}
      {needsDivision && (!canWait || open) && (
        <>
          <Chips
            label={canWait ? 'Division (may wait)' : 'Division'}
            options={canWait ? [NOT_NOW, ...chips] : chips}
            pressed={division}
            onTap={(d) => {
              setDivision(d);
              if (d !== NOT_NOW) settle(type, af, d);
            }}
            testid="counter-division"
            names
          />
          <label class="field-label" for="counter-division-text">
            Or type the division as printed
          </label>
          <TextInput
            id="counter-division-text"
            value={division === NOT_NOW || chips.includes(division ?? '') ? '' : (division ?? '')}
            onText={setDivision}
            data-testid="counter-division-text"
          />
        </>
      )}
      {canWait && division === NOT_NOW && (
        <p class="kit-small" data-testid="division-later">
          Play goes on without it; the app asks again when a rule counts divisions (6.1.2, 9.5.2D,
          12.4).
        </p>
      )}
      <button
        type="button"
        class="btn"
        disabled={!ready}
        onClick={() => answer && props.submit(answer as never)}
      >
        Save {props.fact.id}
      </button>
    </>
  );
}
