/**
 * The German setup sheet (5.3, 5.3.2, 14.3, 14.4): before the first roll of a game, every setup
 * place the kit does not know on one screen, one row per counter (designation, Armor or Infantry,
 * Attack Factor) and a division per place, prefilled from the kit and the rulebook. What is left
 * blank, or a place left at "Not now", is asked when play first needs it. The sheet's answers go
 * through the model's fact answers, so the game logs them and the owner's kit learns them.
 */
import { useState } from 'preact/hooks';
import { FIRST_TURN, type GameState, STACK_LIMIT } from '../../../engine/game';
import {
  ASSAULT_GUNS,
  areaLabel,
  BLANK_ROW,
  divisionFromDesignations,
  openSheet,
  placeKey,
  type SheetPlace,
  type SheetRow,
  sheetAnswers,
  sheetFromKit,
  sheetPlaceName,
  unplacedDesignations,
} from '../../../engine/kit';
import { parseKitText } from '../../../engine/kit/text';
import type { GameModel } from '../../../state/game';
import { DivisionChips, designationRun, divisionsOf, nextDesignation } from '../../kit/SetupAnswer';
import './setup-sheet.css';

/**
 * Counts offered for a place: an Area holds at most four German units (7.1); a Turn's arrivals
 * may be more, the excess waiting in the box (6.1.1).
 */
function countsFor(p: SheetPlace): number[] {
  return Array.from({ length: p.place.at === 'area' ? STACK_LIMIT : 6 }, (_, i) => i + 1);
}

/**
 * True when the sheet is offered: the first Turn of the game before its first roll (the Random
 * Event, or the Factory District's Supply, 14.6.1), while some setup place is not known.
 */
export function setupSheetDue(s: GameState): boolean {
  return (
    s.turn === FIRST_TURN[s.scenario] &&
    s.event === null &&
    s.supplyRoll === null &&
    (s.phase === 'dawn' || s.phase === 'randomEvent' || s.phase === 'supply') &&
    openSheet(s.kit, s.scenario).length > 0
  );
}

const isGun = (id: string) => (ASSAULT_GUNS as readonly string[]).includes(id.trim());

/** The heading of a place: "Area 1 (Hill 126.3)", "Turn 2 arrivals (T2)". */
function heading(s: GameState, p: SheetPlace): string {
  const at = p.place;
  return at.at === 'area'
    ? areaLabel(s.kit, at.area)
    : at.at === 'arrival'
      ? `Turn ${at.turn} arrivals (T${at.turn})`
      : sheetPlaceName(at);
}

/**
 * One counter's row: designation (a suggestion chip when blank, and on the first blank row a
 * chip that names it and the blank rows under it in one run), type, Attack Factor.
 */
function Row(props: {
  where: string;
  n: number;
  row: SheetRow;
  suggest: string | null;
  /** The run of designations from this row down (two or more), or null. */
  run: readonly string[] | null;
  testid: string;
  onRow: (r: SheetRow) => void;
  onRun: (ids: readonly string[]) => void;
}) {
  const { row, where, n } = props;
  const label = `${where}, counter ${n}`;
  const [af, setAf] = useState(row.attackFactor === null ? '' : String(row.attackFactor));
  const afBad = af.trim() !== '' && row.attackFactor === null;
  return (
    <fieldset class="ss-row" data-testid={props.testid}>
      <legend class="sr-only">{label}</legend>
      <input
        class="input ss-id"
        type="text"
        autocomplete="off"
        aria-label={`${label}: designation (optional)`}
        placeholder="Desig."
        value={row.id}
        onInput={(e) => props.onRow({ ...row, id: e.currentTarget.value })}
      />
      <fieldset class="ss-type">
        <legend class="sr-only">{label}: Armor or Infantry</legend>
        {(['armor', 'infantry'] as const).map((t) => (
          <button
            key={t}
            type="button"
            class="outlined su-chip"
            aria-pressed={row.type === t}
            onClick={() => props.onRow({ ...row, type: row.type === t ? null : t })}
          >
            {t === 'armor' ? 'Armor' : 'Infantry'}
          </button>
        ))}
      </fieldset>
      <input
        class="input ss-af"
        type="text"
        inputMode="numeric"
        autocomplete="off"
        aria-label={`${label}: Attack Factor`}
        aria-invalid={afBad}
        placeholder="AF"
        value={af}
        onInput={(e) => {
          const v = e.currentTarget.value;
          setAf(v);
          const x = Number(v);
          props.onRow({
            ...row,
            attackFactor: v.trim() !== '' && Number.isInteger(x) && x >= 1 && x <= 20 ? x : null,
          });
        }}
      />
      {props.suggest !== null && row.id.trim() === '' && (
        <div class="ss-suggest">
          <button
            type="button"
            class="outlined su-chip su-chip-next"
            aria-label={`${label}: ${props.suggest}`}
            onClick={() =>
              props.onRow({
                ...row,
                id: props.suggest!,
                division: row.division ?? null,
              })
            }
          >
            {props.suggest}?
          </button>
          {props.run && (
            <button
              type="button"
              class="outlined su-chip su-chip-next"
              aria-label={`${where}, counters ${n} to ${n + props.run.length - 1}: ${props.run.join(', ')}`}
              onClick={() => props.onRun(props.run!)}
            >
              {props.run.length > 2
                ? `${props.run[0]} to ${props.run[props.run.length - 1]}`
                : props.run.join(', ')}
              ?
            </button>
          )}
        </div>
      )}
      {afBad && (
        <p class="ss-bad" role="alert">
          An Attack Factor is a whole number, as printed on the Fresh side (4.3.1).
        </p>
      )}
    </fieldset>
  );
}

/** One setup place: its count chips, then its division and one row per counter. */
function Place(props: {
  state: GameState;
  place: SheetPlace;
  /** The division given for the place; undefined while untouched ('' once cleared). */
  division: string | undefined;
  divisions: readonly string[];
  used: ReadonlySet<string>;
  known: readonly string[];
  onPlace: (p: SheetPlace) => void;
  onDivision: (d: string) => void;
}) {
  const { place: p } = props;
  const key = placeKey(p.place);
  const where = sheetPlaceName(p.place);
  const rows = Array.from({ length: p.count ?? 0 }, (_, i) => p.rows[i] ?? BLANK_ROW);
  const setRow = (i: number, r: SheetRow) => {
    const next = [...rows];
    next[i] = r;
    props.onPlace({ ...p, rows: [...next, ...p.rows.slice(rows.length)] });
  };
  // A suggestion for a blank row: the designation after the row above, else a counter the kit
  // knows but places nowhere (29/RCN, 13.4), each only while no row of the sheet has it.
  const suggestFor = (i: number): string | null => {
    const above = rows[i - 1]?.id.trim();
    const next = above ? nextDesignation(above) : null;
    if (next && !props.used.has(next)) return next;
    return i === 0 ? (props.known.find((id) => !props.used.has(id)) ?? null) : null;
  };
  // The whole stack in one tap when its designations run on: offered on the first blank row,
  // over the blank rows under it. A typing aid, not a rule: the rulebook does not say how a
  // stack's counters are numbered (4.3.2 gives only their Parent Organization), so the chip is
  // offered and the owner takes it only when the counters show that run.
  const firstBlank = rows.findIndex((r) => r.id.trim() === '');
  const runFor = (i: number): string[] | null => {
    const first = i === firstBlank ? suggestFor(i) : null;
    if (first === null) return null;
    let blanks = 0;
    while (i + blanks < rows.length && rows[i + blanks]!.id.trim() === '') blanks += 1;
    const run = designationRun(first, blanks, props.used);
    return run.length > 1 ? run : null;
  };
  const setRun = (i: number, ids: readonly string[]) => {
    const next = rows.map((r, j) =>
      j >= i && j < i + ids.length ? { ...r, id: ids[j - i]!, division: r.division ?? null } : r,
    );
    props.onPlace({ ...p, rows: [...next, ...p.rows.slice(rows.length)] });
  };
  const needsDivision = rows.some((r) => r.division === null && !isGun(r.id));
  // Under the rows: the division the designations just given point to comes first (4.3.2).
  const fromIds = divisionFromDesignations(
    rows.map((r) => r.id),
    props.divisions,
  );
  const chips = fromIds ? [...new Set([fromIds, ...props.divisions])] : props.divisions;
  // Until the owner picks or clears one, the division is the one the designations point to.
  const division = props.division ?? fromIds ?? '';
  return (
    <section class="ss-place" aria-label={heading(props.state, p)} data-testid={`sheet-${key}`}>
      <h3 class="ss-head">{heading(props.state, p)}</h3>
      <fieldset class="su-chips ss-count" data-testid={`sheet-count-${key}`}>
        <legend class="sr-only">How many counters show {where}?</legend>
        <button
          type="button"
          class="outlined su-chip"
          aria-pressed={p.count === null}
          onClick={() => props.onPlace({ ...p, count: null })}
        >
          Not now
        </button>
        {countsFor(p).map((n) => (
          <button
            key={n}
            type="button"
            class="outlined su-chip"
            aria-pressed={p.count === n}
            aria-label={`${n} counter${n === 1 ? '' : 's'} at ${where}`}
            onClick={() => props.onPlace({ ...p, count: n })}
          >
            {n}
          </button>
        ))}
      </fieldset>
      {rows.map((r, i) => (
        <Row
          key={i}
          where={where}
          n={i + 1}
          row={r}
          suggest={suggestFor(i)}
          run={runFor(i)}
          testid={`sheet-row-${key}-${i + 1}`}
          onRow={(x) => setRow(i, x)}
          onRun={(ids) => setRun(i, ids)}
        />
      ))}
      {rows.length > 0 && needsDivision && (
        <DivisionChips
          names
          extraClass="ss-division"
          testid={`sheet-division-${key}`}
          label="Division of these counters (optional)"
          divisions={chips}
          chosen={chips.includes(division) ? division : null}
          typed={chips.includes(division) ? '' : division}
          onChip={(d) => props.onDivision(d ?? '')}
          onTyped={props.onDivision}
          inputLabel={`${where}: division as printed`}
        />
      )}
    </section>
  );
}

/** Pasted kit text read into the sheet: the counters it places fill their places. */
function Paste(props: { onKit: (read: ReturnType<typeof parseKitText>) => void }) {
  const [text, setText] = useState('');
  return (
    <details class="gp-fold ss-paste">
      <summary>Paste kit text</summary>
      <textarea
        class="input ss-paste-text"
        aria-label="Kit text"
        rows={4}
        placeholder={'counter 29/1 infantry af 5 div "29th Motorized" main 1'}
        value={text}
        onInput={(e) => setText(e.currentTarget.value)}
      />
      <button type="button" class="outlined" onClick={() => props.onKit(parseKitText(text))}>
        Fill the sheet from it
      </button>
    </details>
  );
}

/**
 * The sheet itself: every unknown place, then Save (the answers recorded in order) or Later.
 * `onClose` is called once the answers are saved, or when the owner leaves it for later.
 */
export function SetupSheet(props: { model: GameModel; state: GameState; onClose: () => void }) {
  const s = props.state;
  const [sheet, setSheet] = useState(() => openSheet(s.kit, s.scenario));
  const [divisions, setDivisions] = useState<Readonly<Record<string, string>>>({});
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Each paste starts the rows afresh (their Attack Factor boxes keep what they show).
  const [pasted, setPasted] = useState(0);
  const known = unplacedDesignations(s.kit, s.scenario);
  const used = new Set(
    sheet.flatMap((p) => p.rows.slice(0, p.count ?? 0).map((r) => r.id.trim())).filter(Boolean),
  );
  const typed = Object.values(divisions).filter((d) => d.trim() !== '');
  const chips = [...new Set([...divisionsOf(s.kit, s.scenario), ...typed.map((d) => d.trim())])];
  // A place's division goes to each of its rows that gives none (not to an assault gun, 12.4):
  // the one given, else the one its designations point to (as its chips show it picked).
  const filled = (): SheetPlace[] =>
    sheet.map((p) => {
      const ids = p.rows.slice(0, p.count ?? 0).map((r) => r.id);
      const given = divisions[placeKey(p.place)];
      const d = (given ?? divisionFromDesignations(ids, chips) ?? '').trim() || null;
      return d === null
        ? p
        : {
            ...p,
            rows: p.rows.map((r) =>
              r.division === null && !isGun(r.id) ? { ...r, division: d } : r,
            ),
          };
    });
  const save = async () => {
    const r = sheetAnswers(s.kit, s.scenario, filled());
    if (!r.ok) return setNote(`Not saved: ${r.error.message} (${r.error.rule})`);
    setBusy(true);
    for (const a of r.value.answers) {
      const done = await props.model.answer(a.fact, a.answer as never);
      if (!done.ok) {
        setBusy(false);
        return setNote(`Stopped: ${done.error.message} (${done.error.rule})`);
      }
    }
    setBusy(false);
    props.onClose();
  };
  const answered = sheet.filter((p) => p.count !== null).length;
  return (
    <section class="card gp ss" aria-labelledby="ss-h" data-testid="setup-sheet">
      <h2 class="gp-title" id="ss-h">
        German setup <span class="rule-tag">5.3</span>
      </h2>
      <p class="gp-note">
        How many counters show each setup Area; a designation, type or Attack Factor only if you
        have it to hand. Anything left out is asked when play needs it.
      </p>
      <Paste
        onKit={(read) => {
          if (!read.ok)
            return setNote(`Line ${read.error.line}: ${read.error.message} (${read.error.rule})`);
          setSheet(sheetFromKit(sheet, read.value.kit, s.scenario));
          setPasted(pasted + 1);
          setNote('The sheet now shows the counters the text places.');
        }}
      />
      {sheet.map((p) => (
        <Place
          key={`${placeKey(p.place)}-${pasted}`}
          state={s}
          place={p}
          division={divisions[placeKey(p.place)]}
          divisions={chips}
          used={used}
          known={known}
          onPlace={(x) => setSheet(sheet.map((y) => (y === p ? x : y)))}
          onDivision={(d) => setDivisions({ ...divisions, [placeKey(p.place)]: d })}
        />
      ))}
      {note && (
        <p class="ss-note" role="alert" data-testid="sheet-note">
          {note}
        </p>
      )}
      <div class="ss-actions">
        <button type="button" class="btn" disabled={busy} onClick={save} data-testid="sheet-save">
          {answered === 0 ? 'Save: nothing now' : `Save ${answered} of ${sheet.length} places`}
        </button>
        <button type="button" class="outlined" disabled={busy} onClick={props.onClose}>
          Later
        </button>
      </div>
    </section>
  );
}

/**
 * Where the sheet is offered: a short card before the first roll, opening the sheet in place of
 * the Phase panel (`open`, held by the game screen so the panel can make way).
 */
export function SetupSheetEntry(props: {
  model: GameModel;
  state: GameState;
  open: boolean;
  onOpen: (open: boolean) => void;
}) {
  const [left, setLeft] = useState(false);
  if (left || !setupSheetDue(props.state)) return null;
  if (props.open)
    return (
      <SetupSheet
        model={props.model}
        state={props.state}
        onClose={() => {
          setLeft(true);
          props.onOpen(false);
        }}
      />
    );
  const places = openSheet(props.state.kit, props.state.scenario).map((p) =>
    sheetPlaceName(p.place),
  );
  return (
    <div class="ss-entry" data-testid="setup-entry">
      <p>
        Before play <span class="rule-tag">5.3</span>: German setup not named yet for{' '}
        {places.length > 4 ? `${places.length} places` : places.join(', ')}.
      </p>
      <button
        type="button"
        class="outlined"
        onClick={() => props.onOpen(true)}
        data-testid="setup-open"
      >
        Open the setup sheet
      </button>
    </div>
  );
}
