/**
 * The table roller: pick a table (or come here from a follow-up), set what the table asks
 * about, read every modifier as a chip with its source and the chance of every printed row,
 * then type the dice or let the app roll them. The engine reads the roll; the screen shows it.
 */
import { useState } from 'preact/hooks';
import { Segmented, Stepper, Switch } from '../../core/controls';
import { Section } from '../../core/controls/Section';
import { type DiceEntries, DiceEntry, type DieSlot } from '../../core/dice/DiceEntry';
import { lineSpan, pct, signed } from '../../core/format';
import type { Result } from '../../core/result';
import {
  contextFor,
  isMainTable,
  MAIN_TABLES,
  type MissionState,
  modifiersFor,
  oddsOf,
  prevailingAttitude,
  rowLabel,
  rowText,
  type Situation,
  setupChips,
  tableById,
} from '../engine';
import type { FromSlot, VotgModel } from '../state';
import { Problem } from './parts';
import { diceWords, SIDE_NAME, tableLabel, tableTitle } from './words';

/** What the roller is set to roll: a table, where the roll comes from, and its situation. */
export interface Target {
  readonly table: string;
  readonly from?: FromSlot;
  readonly why?: string;
  readonly situation: Situation;
}

/**
 * What the screen hands the roller, the results and the Mission card: the Mission's model, its
 * state, and how to aim the roller at a table.
 */
export interface MissionPartProps {
  readonly m: VotgModel;
  readonly s: MissionState;
  readonly onTarget: (t: Target) => void;
}

/** The situation controls a table asks for. */
function SituationControls(props: { table: string; s: Situation; set: (s: Situation) => void }) {
  const { table, s, set } = props;
  const put = (patch: Partial<Situation>) => set({ ...s, ...patch });
  const leader = table === 'G3' || table === 'R3';
  const summed = isMainTable(table) && table !== 'A11' && table !== 'G9R9';
  // A yes/no fact about the units, and a count of units (up to 10, as far as the tables read).
  const flag = (
    id: string,
    label: string,
    key: 'elite' | 'conscript' | 'reinforcing' | 'fortified',
  ) => (
    <Switch id={id} label={label} checked={s[key] === true} onChange={(v) => put({ [key]: v })} />
  );
  const count = (id: string, label: string, key: 'nkvd' | 'conscripts' | 'humanWaveLeaders') => (
    <Stepper
      id={id}
      label={label}
      value={s[key] ?? 0}
      min={0}
      max={10}
      onChange={(n) => put({ [key]: n })}
    />
  );
  // A further drm the player adds, signed, within what one (6) or two (12) dice could need.
  const drm = (id: string, label: string, key: 'coloredDrm' | 'drm', bound: number) => (
    <Stepper
      id={id}
      label={label}
      value={s[key] ?? 0}
      min={-bound}
      max={bound}
      display={signed(s[key] ?? 0)}
      onChange={(n) => put({ [key]: n })}
    />
  );
  // One of a few named values, shown as its default until the player picks.
  const choice = <K extends 'attitude' | 'column' | 'side'>(
    name: string,
    legend: string,
    key: K,
    fallback: NonNullable<Situation[K]>,
    labels: Readonly<Record<NonNullable<Situation[K]>, string>>,
  ) => (
    <Segmented<NonNullable<Situation[K]>>
      name={name}
      legend={legend}
      value={s[key] ?? fallback}
      labels={labels}
      onChange={(v) => put({ [key]: v })}
    />
  );
  return (
    <div class="votg-situation">
      {table === 'A1' &&
        choice('votg-attitude', 'S? Attitude', 'attitude', 'none', {
          none: 'None',
          hold: 'Hold',
          advance: 'Advance',
        })}
      {leader &&
        choice('votg-column', 'Leader column', 'column', 'infantry', {
          infantry: 'Infantry',
          armor: 'Armor',
        })}
      {(leader || table === 'A5') && (
        <>
          {flag('votg-elite', 'An accompanying MMC is Elite', 'elite')}
          {flag('votg-conscript', 'All accompanying MMC are Conscript', 'conscript')}
        </>
      )}
      {table === 'R3' && (
        <>
          <Switch
            id="votg-hw"
            label="Leader for a Human Wave"
            checked={s.humanWaveLeaders !== undefined}
            onChange={(v) => put({ humanWaveLeaders: v ? 0 : undefined })}
          />
          {s.humanWaveLeaders !== undefined &&
            count('votg-hw-n', 'Leaders already in the wave', 'humanWaveLeaders')}
        </>
      )}
      {table === 'R2' && flag('votg-reinf', 'Reinforcing S?', 'reinforcing')}
      {table === 'R3a' && (
        <>
          {count('votg-nkvd', 'Accompanying NKVD MMC', 'nkvd')}
          {count('votg-consc', 'Accompanying Conscripts', 'conscripts')}
          {flag('votg-fort', 'In a Fortified Building', 'fortified')}
        </>
      )}
      {table === 'OBA' && choice('votg-side', 'Whose OBA', 'side', 'german', SIDE_NAME)}
      {table === 'G9R9' && drm('votg-cdrm', 'Other colored-die drm', 'coloredDrm', 6)}
      {summed && drm('votg-drm', 'Other drm', 'drm', 12)}
    </div>
  );
}

/** Returns the roller for the target; `onTarget` changes it. */
export function Roller(
  props: MissionPartProps & {
    readonly target: Target;
    /** Called with the Mission as the roll left it. */
    readonly onRolled: (after: MissionState) => void;
  },
) {
  const { m, s, target } = props;
  const [dice, setDice] = useState<DiceEntries>({});
  const [problem, setProblem] = useState('');
  const t = tableById(target.table)!;
  const ctx = contextFor(s, t.id, target.situation);
  const chips = isMainTable(t.id) ? modifiersFor(t.id, ctx) : setupChips(s, t.id);
  const slots: DieSlot[] =
    t.dice === 'dr'
      ? [{ id: 'd', label: 'Die', group: `${tableLabel(t.id)} dr`, rule: t.rule }]
      : [
          {
            id: 'c',
            label: 'Colored',
            group: `${tableLabel(t.id)} ${t.dice}`,
            rule: t.rule,
            hint:
              t.dice === 'DD'
                ? 'Colored die gives the tens, white the units'
                : 'Colored and white dice',
          },
          { id: 'w', label: 'White', group: `${tableLabel(t.id)} ${t.dice}`, rule: t.rule },
        ];
  const done = (r: Result<MissionState>) => {
    setDice({});
    if (r.ok) {
      setProblem('');
      props.onRolled(r.value);
    } else setProblem(r.error.message);
  };
  const onDice = (next: DiceEntries) => {
    setDice(next);
    if (slots.every((x) => next[x.id] !== undefined))
      done(
        m.rollOwner(
          t.id,
          slots.map((x) => next[x.id]!.value),
          target.situation,
          target.from,
        ),
      );
  };
  return (
    <Section id="votg-roller" title="Roll a table" class="card stack" testid="votg-roller">
      <fieldset class="votg-tables">
        <legend class="sr-only">Table</legend>
        {MAIN_TABLES.map((id) => (
          <button
            key={id}
            type="button"
            class="btn-quiet votg-table-btn"
            aria-pressed={target.table === id && !target.from}
            onClick={() => props.onTarget({ table: id, situation: defaultSituation(s, id) })}
          >
            {tableLabel(id)}
          </button>
        ))}
      </fieldset>
      <h3 class="votg-sub" data-testid="votg-target">
        {tableTitle(t.id)}
        {target.why && <span class="votg-why"> · for: {target.why}</span>}{' '}
        <span class="rule-tag">
          {t.rule} · {lineSpan(t.lines)}
        </span>
      </h3>
      <p class="field-note">Rolled as a {diceWords(t.id)}.</p>
      <SituationControls
        table={t.id}
        s={target.situation}
        set={(situation) => props.onTarget({ ...target, situation })}
      />
      {chips.length === 0 ? (
        <p class="field-note">No modifiers</p>
      ) : (
        <ul class="votg-chips" aria-label="Modifiers" data-testid="votg-chips">
          {chips.map((c) => (
            <li key={c.why} class="votg-chip">
              <strong>{signed(c.value)}</strong> {c.why}
              {c.line !== null && <span class="rule-tag">line {c.line}</span>}
            </li>
          ))}
        </ul>
      )}
      <DiceEntry
        slots={slots}
        values={dice}
        onChange={onDice}
        idPrefix="votg-dice"
        onRollForMe={() => done(m.rollApp(t.id, target.situation, target.from))}
      />
      <Problem text={problem} />
    </Section>
  );
}

/** The situation a table starts with: A1 at the Mission's Prevailing Attitude, OBA the ENEMY's. */
export function defaultSituation(s: MissionState, table: string): Situation {
  if (table === 'A1') return { attitude: s.calledOff ? 'hold' : prevailingAttitude(s) };
  if (table === 'OBA') return { side: s.enemy };
  return {};
}

/** The exact chance of every printed row of the target table, with the modifiers in force. */
export function OddsView(props: { s: MissionState; target: Target }) {
  const t = tableById(props.target.table)!;
  const ctx = contextFor(props.s, t.id, props.target.situation);
  const chips = isMainTable(t.id) ? modifiersFor(t.id, ctx) : setupChips(props.s, t.id);
  const odds = oddsOf(
    t,
    chips.reduce((a, c) => a + c.value, 0),
  );
  return (
    <Section
      id="votg-odds-title"
      title={`Chance of each ${tableLabel(t.id)} row before the roll`}
      class="card stack votg-odds"
    >
      <ul data-testid="votg-odds">
        {odds.map((o) =>
          'offTable' in o ? (
            <li key="off" class="votg-off">
              <span>Not on the printed table</span>
              <span class="votg-p">{pct(o.p)}</span>
            </li>
          ) : (
            <li key={`${o.lo}-${o.hi}`}>
              <span class="votg-label">
                {rowLabel(t, t.rows.find((r) => r.lo === o.lo && r.hi === o.hi)!)}
              </span>
              <span class="votg-row-text">
                {rowText(t.rows.find((r) => r.lo === o.lo && r.hi === o.hi)!, ctx)}
              </span>
              <span class="votg-p">{pct(o.p)}</span>
            </li>
          ),
        )}
      </ul>
    </Section>
  );
}
