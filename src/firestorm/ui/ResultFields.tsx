/**
 * The fields of a battle's result, shared by recording it and correcting it: who won, the capture
 * roll where the engine says one applies, and the club's optional details (players, date, score,
 * notes), typed in and read by the engine's own reader, which names any problem.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { Segmented } from '../../core/controls';
import { type DiceEntries, DiceEntry } from '../../core/dice/DiceEntry';
import {
  type Battle,
  type BattleDetails,
  type BattleResult,
  CAPTURE_RULE,
  captureNeed,
  DETAIL_LIMITS,
  enemyOf,
  isCity,
  type LogEntry,
  RESULTS,
  readDetails,
  SIDE_NAME,
  SIDES,
  type Side,
} from '../engine';

type ResultEntry = Extract<LogEntry, { kind: 'result' }>;

/** The details as typed, every field text. */
interface DetailsText {
  readonly players: Readonly<Record<Side, string>>;
  readonly date: string;
  readonly score: Readonly<Record<Side, string>>;
  readonly notes: string;
}

const textOf = (d: BattleDetails | undefined): DetailsText => ({
  players: { german: d?.players?.german ?? '', soviet: d?.players?.soviet ?? '' },
  date: d?.date ?? '',
  score: {
    german: d?.score ? String(d.score.german) : '',
    soviet: d?.score ? String(d.score.soviet) : '',
  },
  notes: d?.notes ?? '',
});

/** A typed score: a whole number, or NaN so the reader names the problem; empty is none. */
const scoreOf = (t: string): number | undefined =>
  t.trim() === '' ? undefined : /^\d+$/.test(t.trim()) ? Number(t) : Number.NaN;

function detailsOf(t: DetailsText) {
  const german = scoreOf(t.score.german);
  const soviet = scoreOf(t.score.soviet);
  const anyScore = german !== undefined || soviet !== undefined;
  return readDetails(
    {
      players: t.players,
      date: t.date,
      notes: t.notes,
      ...(anyScore ? { score: { german, soviet } } : {}),
    },
    '',
  );
}

/** A result being typed: its fields, their setters, and the entry once it is whole (else null). */
export interface ResultDraft {
  readonly battle: Battle;
  readonly result: BattleResult | '';
  setResult(r: BattleResult): void;
  readonly dice: DiceEntries;
  setDice(d: DiceEntries): void;
  readonly details: DetailsText;
  setDetails(d: DetailsText): void;
  /** Why the details cannot be read, or ''. */
  readonly problem: string;
  readonly entry: ResultEntry | null;
}

/**
 * Returns a draft of battle `b`'s result; a correction starts from what was recorded (`recorded`
 * true: the result, the capture roll and the details), so only what was wrong is changed.
 */
export function useResultDraft(b: Battle, recorded = false): ResultDraft {
  const [result, setResult] = useState<BattleResult | ''>(recorded ? (b.result ?? '') : '');
  const [dice, setDice] = useState<DiceEntries>(
    recorded && b.capture ? { capture: b.capture } : {},
  );
  const [text, setText] = useState<DetailsText>(() => textOf(recorded ? b.details : undefined));
  const needsCapture = !isCity(b.target) && result === 'defender';
  const capture = dice.capture;
  const read = detailsOf(text);
  const entry: ResultEntry | null =
    result !== '' && (!needsCapture || capture) && read.ok
      ? {
          kind: 'result',
          battle: b.marker,
          result,
          ...(needsCapture && capture ? { capture } : {}),
          ...(read.value ? { details: read.value } : {}),
        }
      : null;
  return {
    battle: b,
    result,
    setResult: (r) => {
      setResult(r);
      setDice({});
    },
    dice,
    setDice,
    details: text,
    setDetails: setText,
    problem: read.ok ? '' : read.error.message,
    entry,
  };
}

/** One text field per side: the players' names, or the score. */
function SideFields(props: {
  what: 'player' | 'score';
  values: Readonly<Record<Side, string>>;
  onInput: (v: Record<Side, string>) => void;
  id: string;
}) {
  const score = props.what === 'score';
  return SIDES.map((side) => (
    <label key={side} class="fs-mini fs-grow">
      {SIDE_NAME[side]} {props.what}
      <input
        class="input"
        inputMode={score ? 'numeric' : undefined}
        maxLength={score ? 2 : DETAIL_LIMITS.name}
        autocomplete="off"
        value={props.values[side]}
        onInput={(e) => props.onInput({ ...props.values, [side]: e.currentTarget.value })}
        data-testid={`${props.id}-${props.what}-${side}`}
      />
    </label>
  ));
}

function DetailsInputs(props: { draft: ResultDraft; id: string; open: boolean }) {
  const { draft, id } = props;
  const t = draft.details;
  const set = (change: Partial<DetailsText>) => draft.setDetails({ ...t, ...change });
  return (
    <details class="fs-details" open={props.open} data-testid={`${id}-details`}>
      <summary class="fs-details-toggle">Players, date, score, notes (optional)</summary>
      <div class="fs-row">
        <SideFields
          what="player"
          values={t.players}
          onInput={(players) => set({ players })}
          id={id}
        />
      </div>
      <div class="fs-row">
        <label class="fs-mini fs-grow">
          Date played
          <input
            class="input"
            type="date"
            value={t.date}
            onInput={(e) => set({ date: e.currentTarget.value })}
            data-testid={`${id}-date`}
          />
        </label>
      </div>
      <div class="fs-row">
        <SideFields what="score" values={t.score} onInput={(score) => set({ score })} id={id} />
      </div>
      <label class="fs-mini">
        Notes
        <textarea
          class="input"
          rows={2}
          maxLength={DETAIL_LIMITS.notes}
          value={t.notes}
          onInput={(e) => set({ notes: e.currentTarget.value })}
          data-testid={`${id}-notes`}
        />
      </label>
      {draft.problem && (
        <p class="fs-problem" role="alert">
          {draft.problem}
        </p>
      )}
    </details>
  );
}

/** Returns the result's fields: who won (under `legend`), the capture roll, and the details. */
export function ResultFields(props: {
  draft: ResultDraft;
  id: string;
  legend: string;
  /** Says on the capture roll what it would take. */
  hint?: boolean;
  /** Shown just under who won (what the result does). */
  children?: ComponentChildren;
}) {
  const { draft, id } = props;
  const b = draft.battle;
  const need = b.mission ? captureNeed(b.mission.kind) : 6;
  const needText = need === 6 ? '6' : `${need}+`;
  const label = (r: BattleResult) =>
    r === 'draw'
      ? 'Neither won'
      : `${SIDE_NAME[r === 'attacker' ? b.placer : enemyOf(b.placer)]} (${r}) won`;
  const hasDetails = Object.values(draft.details).some((v) =>
    typeof v === 'string' ? v !== '' : Object.values(v).some((x) => x !== ''),
  );
  // Opened once at the start when a correction's battle has details; the reader opens it otherwise.
  const [open] = useState(hasDetails);
  return (
    <>
      <Segmented
        name={`${id}-result`}
        legend={props.legend}
        options={RESULTS}
        label={label}
        value={draft.result as BattleResult}
        onChange={draft.setResult}
        wide
      />
      {props.children}
      {!isCity(b.target) && draft.result === 'defender' && (
        <DiceEntry
          slots={[
            {
              id: 'capture',
              label: 'Die',
              group: `Capture roll (${needText})`,
              rule: CAPTURE_RULE,
              ...(props.hint && 'from' in b.target
                ? {
                    hint: `On ${need === 6 ? 'a 6' : needText} ${SIDE_NAME[enemyOf(b.placer)]} takes ${b.target.from}.`,
                  }
                : {}),
            },
          ]}
          values={draft.dice}
          onChange={draft.setDice}
          idPrefix={`${id}-capture`}
        />
      )}
      <DetailsInputs draft={draft} id={id} open={open} />
    </>
  );
}
