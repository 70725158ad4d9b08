/**
 * The German setup asked one place at a time (5.3, 14.3, 14.4): the owner names the counters
 * that show this setup Area (or arrival Turn) by tapping a division chip and a known designation,
 * or typing a new one; and one counter's type, Attack Factor and division when play first needs
 * them (4.2, 4.3). Only what the owner names is recorded: nothing is filled in for them.
 */
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
import { DesignationForm } from './widgets';
import './setup.css';

type Submit = (answer: never) => void;

/** The divisions the kit and the rulebook know for a scenario, rulebook ones first. */
function divisionsOf(kit: ComponentKit, scenario: 'main' | 'factory'): string[] {
  const named = KNOWN_DIVISION_FACTS.filter((f) => f.scenario === scenario).map((f) => f.division);
  const inKit = kit.germanCounters.flatMap((c) => (c.division ? [c.division] : []));
  return [...new Set([...named, ...inKit])];
}

/** One row of tappable chips; the pressed one is marked. */
function Chips(props: {
  label: string;
  options: readonly string[];
  pressed?: string | null;
  onTap: (o: string) => void;
  testid: string;
}) {
  return (
    <fieldset class="su-chips" data-testid={props.testid}>
      <legend class="field-label">{props.label}</legend>
      {props.options.map((o) => (
        <button
          key={o}
          type="button"
          class="outlined su-chip"
          aria-pressed={props.pressed === undefined ? undefined : props.pressed === o}
          onClick={() => props.onTap(o)}
        >
          {o}
        </button>
      ))}
    </fieldset>
  );
}

/** Returns the screen for one setup place: the counters named there, and how to add one. */
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
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const fixed = new Set(already.map((c) => c.id));
  // Designations the kit knows that may start here: not yet placed in this scenario.
  const known = kit.germanCounters
    .filter((c) => placementIn(c, s) === null && !names.some((n) => n.id === c.id))
    .filter((c) => division === null || c.division === null || c.division === division)
    .map((c) => c.id);
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
      <Chips
        label="Division of the next counter"
        options={divisionsOf(kit, s)}
        pressed={division}
        onTap={(d) => setDivision(division === d ? null : d)}
        testid="setup-divisions"
      />
      {known.length > 0 && (
        <Chips label="Counters the kit knows" options={known} onTap={add} testid="setup-known" />
      )}
      <DesignationForm
        id="setup-new"
        label="Designation of a counter here"
        text={text}
        onText={setText}
        note={note}
        onAdd={() => add(text)}
      />
      <ul class="su-named" data-testid="setup-named">
        {names.map((n) => (
          <li key={n.id}>
            <span>
              <strong>{n.id}</strong> {n.division ?? (fixed.has(n.id) ? '' : 'division not given')}
            </span>
            {!fixed.has(n.id) && (
              <button
                type="button"
                class="outlined kit-btn-secondary"
                aria-label={`Remove ${n.id}`}
                onClick={() => setNames(names.filter((x) => x.id !== n.id))}
              >
                Remove
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

/**
 * One counter's details (4.2, 4.3): only what the kit does not know is asked (13.4 gives
 * 29/RCN's Attack Factor and division, so it is asked its type alone); what is known shows as a
 * line. The division is one of the chips or typed, since the rulebook does not list them all.
 */
export function CounterAnswer(props: {
  kit: ComponentKit;
  fact: Extract<Fact, { kind: 'counter' }>;
  submit: Submit;
}) {
  const c = props.kit.germanCounters.find((x) => x.id === props.fact.id);
  const [type, setType] = useState<UnitType | null>(c?.type ?? null);
  const [af, setAf] = useState<number | null>(c?.attackFactor ?? null);
  const [division, setDivision] = useState<string | null>(c?.division ?? null);
  const askType = c?.type == null;
  const askAf = c?.attackFactor == null;
  const needsDivision = !c?.assaultGun && c?.division == null;
  const typed = division?.trim() ?? '';
  const ready = type !== null && af !== null && (!needsDivision || typed !== '');
  const answer: CounterDetails | null =
    type !== null && af !== null
      ? { type, attackFactor: af, division: typed === '' ? null : typed }
      : null;
  const known = [
    !askType && c?.type ? (c.type === 'armor' ? 'Armor' : 'Infantry') : '',
    !askAf ? `Attack Factor ${c?.attackFactor}` : '',
    !needsDivision && c?.division ? c.division : '',
  ].filter(Boolean);
  const typeName = (t: UnitType) =>
    `${t === 'armor' ? 'Armor' : 'Infantry'} (MF ${MOVEMENT_FACTOR[t]})`;
  const chips = [...new Set([...Object.values(DIVISIONS), ...divisionsOf(props.kit, 'main')])];
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
          onTap={(o) => setType(o.startsWith('Armor') ? 'armor' : 'infantry')}
          testid="counter-type"
        />
      )}
      {askAf && (
        <Chips
          label="Attack Factor (Fresh side)"
          options={Array.from({ length: 10 }, (_, i) => String(i + 1))}
          pressed={af === null ? null : String(af)}
          onTap={(o) => setAf(Number(o))}
          testid="counter-af"
        />
      )}
      {needsDivision && (
        <>
          <Chips
            label="Division"
            options={chips}
            pressed={division}
            onTap={setDivision}
            testid="counter-division"
          />
          <label class="field-label" for="counter-division-text">
            Or type the division as printed
          </label>
          <input
            id="counter-division-text"
            class="input kit-input"
            type="text"
            autocomplete="off"
            data-testid="counter-division-text"
            value={chips.includes(division ?? '') ? '' : (division ?? '')}
            onInput={(e) => setDivision(e.currentTarget.value)}
          />
        </>
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
