/**
 * What the rolls gave: the latest result with its chips, the follow-up rolls still open (a
 * button each; a garbled table gets a box for what the printed table says), and the log with
 * undo, redo, export and import.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { Section } from '../../core/controls/Section';
import { TextField } from '../../core/controls/TextField';
import { UndoRedo } from '../../core/controls/UndoRedo';
import { signed } from '../../core/format';
import { Link } from '../../core/nav/Link';
import { downloadText } from '../../core/platform/download';
import {
  atWords,
  GARBLED,
  type GarbledId,
  isGarbled,
  type MissionState,
  type Next,
  type Played,
} from '../engine';
import type { VotgModel } from '../state';
import { KeepForm } from './parts';
import { defaultSituation, type MissionPartProps } from './Roller';
import { logLine, rowNote, SIDE_NAME, tableLabel, tableTitle } from './words';

/** The box for a result typed from a garbled table. */
function TypedEntry(props: { m: VotgModel; p: Played; n: Next & { slot: number } }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const g = isGarbled(props.n.table) ? GARBLED[props.n.table as GarbledId] : null;
  const keep = () =>
    props.m.typed(props.n.table, text, { entry: props.p.index, slot: props.n.slot });
  return (
    <KeepForm
      class="votg-typed"
      keep="Keep"
      onKeep={keep}
      problem={problem}
      setProblem={setProblem}
    >
      <TextField
        class="votg-field"
        label={`${props.n.why}: ${g?.name ?? props.n.table} (garbled in the text: type your table’s result)`}
        value={text}
        onInput={setText}
      />
    </KeepForm>
  );
}

/** A follow-up's button words: why it is rolled and on what, said once when the name says both. */
const nextWords = (why: string, table: string) => {
  const name = tableLabel(table);
  return name.includes(why) ? name : `${why}: ${name}`;
};

/** A roll made on this screen to bring into view: its sequence number and the log length it makes. */
export interface Reveal {
  readonly seq: number;
  readonly count: number;
}

/** The latest result and the follow-ups still open. */
export function Results(props: MissionPartProps & { readonly rolled: Reveal | null }) {
  const { m, s } = props;
  const shown = useRef<HTMLDivElement>(null);
  const revealed = useRef(0);
  // After a roll made here, once the Mission shows it, the result is brought into view before
  // it is painted, so the player reads it where the tap left the page (and focus goes to it for
  // screen readers). Each roll is revealed once; rolls from another tab are not.
  const want = props.rolled;
  useLayoutEffect(() => {
    const el = shown.current;
    if (!want || !el || revealed.current === want.seq || s.played.length !== want.count) return;
    revealed.current = want.seq;
    // The whole part (result and follow-ups) when it fits; its top, under the bar, when not.
    (el.closest('section') ?? el).scrollIntoView?.({ block: 'nearest' });
    el.focus({ preventScroll: true });
  }, [want, s.played.length]);
  const latest = [...s.played].reverse().find((p) => p.outcome);
  const open = [...s.played].reverse().filter((p) => p.open.length > 0);
  if (!latest && open.length === 0) return null;
  const o = latest?.outcome;
  const go = (p: Played, n: Next & { slot: number }) => {
    const situation = {
      ...defaultSituation(s, n.table),
      ...(n.armor ? { column: 'armor' as const } : {}),
      ...(n.humanWave ? { humanWaveLeaders: 0 } : {}),
      ...(n.table === 'OBA'
        ? {
            side: p.entry.kind === 'roll' && p.entry.table === 'G9R9' ? s.record.friendly : s.enemy,
          }
        : {}),
    };
    props.onTarget({
      table: n.table,
      from: { entry: p.index, slot: n.slot },
      why: n.why,
      situation,
    });
  };
  const reroll = (p: Played) => {
    const e = p.entry;
    if (e.kind !== 'roll') return;
    props.onTarget({ table: e.table, why: 'reroll', situation: e.situation });
  };
  return (
    <Section id="votg-result" title="Result" class="card stack" testid="votg-result">
      {o && latest && (
        <div
          class={`votg-outcome${o.offTable ? ' votg-outcome-off' : ''}`}
          role="status"
          tabIndex={-1}
          ref={shown}
          data-testid="votg-outcome"
        >
          <p class="votg-outcome-head">
            {tableTitle(o.table)}: <strong data-testid="votg-final">{o.final}</strong>
            {rowNote(o) && <span class="votg-label">{rowNote(o)}</span>}
          </p>
          <p class="votg-outcome-text" data-testid="votg-outcome-text">
            {o.result}
            {o.row && <span class="rule-tag">line {o.row.line}</span>}
          </p>
          {latest.notes?.map((n) => (
            <p key={n} class="votg-note" data-testid="votg-outcome-note">
              {n}
            </p>
          ))}
          {o.modifiers.length > 0 && (
            <p class="field-note">
              {o.modifiers.map((c) => `${signed(c.value)} ${c.why}`).join(' · ')}
            </p>
          )}
          {o.reroll && (
            <button type="button" class="btn" onClick={() => reroll(latest)}>
              Reroll {tableLabel(o.table)}
            </button>
          )}
        </div>
      )}
      {open.map((p) => (
        <div key={p.index} class="votg-open" data-testid="votg-open">
          <p class="votg-open-head">
            Next rolls from #{p.index + 1}{' '}
            {p.entry.kind === 'roll' ? tableLabel(p.entry.table) : ''}
            {p.outcome ? rowNote(p.outcome) : ''}
          </p>
          <div class="votg-next">
            {p.open.map((n) => (
              <span key={n.slot} class="votg-offer">
                {n.garbled ? (
                  <TypedEntry m={m} p={p} n={n} />
                ) : (
                  <button type="button" class="btn-quiet votg-next-btn" onClick={() => go(p, n)}>
                    {nextWords(n.why, n.table)}
                    {n.armor ? ' (Armor)' : ''}
                  </button>
                )}
                <button
                  type="button"
                  class="btn-quiet votg-dismiss"
                  // Not the offer's own words, which would make its name a part of this one's.
                  aria-label={`Set aside the ${n.why} roll from #${p.index + 1}`}
                  title="Not rolling this one"
                  onClick={() => m.dismiss({ entry: p.index, slot: n.slot })}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </span>
            ))}
          </div>
        </div>
      ))}
    </Section>
  );
}

/** The Mission log, newest first, with undo, redo, export and import. */
export function Log(props: { m: VotgModel; s: MissionState }) {
  const { m, s } = props;
  return (
    <Section id="votg-log" title="Mission log" class="card stack" testid="votg-log">
      <div class="votg-row">
        <UndoRedo canUndo={m.canUndo.value} canRedo={m.canRedo.value} undo={m.undo} redo={m.redo} />
      </div>
      {s.played.length === 0 ? (
        <p class="field-note">Nothing rolled yet.</p>
      ) : (
        <ol class="votg-log-list" reversed>
          {[...s.played].reverse().map((p) => (
            <li key={p.index} class={p.outcome?.reroll ? 'votg-rerolled' : undefined}>
              {logLine(p)}
              {p.superseded && <span class="votg-superseded"> · {p.superseded}</span>}
              {p.entry.kind !== 'phase' && p.entry.kind !== 'card' && (
                <span class="rule-tag votg-at">{atWords(p.at)}</span>
              )}
            </li>
          ))}
        </ol>
      )}
      <div class="votg-row">
        <button
          type="button"
          class="btn-quiet"
          data-testid="votg-export"
          onClick={() => downloadText(m.fileText(), m.fileName())}
        >
          Export Mission
        </button>
        {/* The Import screen's one path: checked in slices, a plan, a confirm, the old one kept. */}
        <Link to="import" class="btn-quiet">
          Import Mission
        </Link>
      </div>
      <p class="field-note">
        Playing {SIDE_NAME[s.record.friendly]} against {SIDE_NAME[s.enemy]}: saved on this device as
        you roll.
      </p>
    </Section>
  );
}
