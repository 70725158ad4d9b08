/**
 * The VotG SASL Campaign Game (route 'votg-cg'): the CG card at the top (CG Date, ELR, SAN,
 * Booby Traps, AC#, RE numbers), the step the record asks for next with its drm named line by
 * line, each CG Day's rolls below, and the CG's initial setup and special rules. Every value
 * comes from the engine through the CG model; the screen computes no rule.
 */
import { useEffect } from 'preact/hooks';
import { SaveStatus } from '../../../core/controls/SaveStatus';
import { Section } from '../../../core/controls/Section';
import { UndoRedo } from '../../../core/controls/UndoRedo';
import { Link } from '../../../core/nav/Link';
import type { ScreenProps } from '../../../core/table';
import { CAMPAIGNS, cgDate, cgDays } from '../../engine/cg/campaigns';
import { type CgDayRecord, type CgState, elrHistory } from '../../engine/cg/record';
import { type CgModel, cgModel } from '../../state/cg-model';
import { SIDE_NAME } from '../kit/sides';
import { ScenarioRolls, scenarioWords } from './CgScenario';
import { CgFileRow, OpenSharedCg, ShareCg } from './CgShare';
import { StartCg, StepPanel } from './CgStep';
import { NoteList } from './NoteList';
import { BOOBY_TRAP_WORDS, CHIT_WORDS, ROLL_WORDS, resultWords, signed } from './words';
import '../votg.css';
import './cg.css';

/** Returns the Campaign Game screen; `args` ['shared', payload] open a shared CG's link. */
export function CgScreen(props: Partial<ScreenProps>) {
  const args = props.args ?? [];
  const m = cgModel();
  useEffect(() => {
    if (!m.loaded.value) void m.load();
  }, [m]);
  if (!m.loaded.value) return <p class="note">Loading the Campaign Game…</p>;
  const s = m.state.value;
  if (args[0] === 'shared' && args[1])
    return (
      <div class="votg cg stack">
        <OpenSharedCg m={m} payload={args[1]} />
      </div>
    );
  return (
    <div class="votg cg stack">
      <SaveStatus status={m} testid="cg" />
      {s === null ? (
        <>
          <StartCg m={m} replacing={false} />
          <CgFileRow m={m} />
        </>
      ) : (
        <>
          <CgCard s={s} />
          <ScenarioRolls m={m} s={s} />
          <StepPanel m={m} s={s} />
          <CgLog m={m} s={s} />
          <CgNotes s={s} />
          {m.record.value && <ShareCg record={m.record.value} />}
          <CgFileRow m={m} />
          <details class="card">
            <summary>New Campaign Game</summary>
            <StartCg m={m} replacing={true} />
          </details>
        </>
      )}
      <p>
        <Link to="votg" class="btn-quiet">
          Mission roller
        </Link>{' '}
        <Link to="votg-about" class="btn-quiet">
          What the tables cover
        </Link>
      </p>
    </div>
  );
}

/** The day whose values the card shows: the one in hand, or the last one when the CG is over. */
const shownDay = (s: CgState): CgDayRecord | null => s.current ?? s.days.at(-1) ?? null;

/** The CG card: the CG, its date and the values the next scenario plays with. */
function CgCard(props: { s: CgState }) {
  const { s } = props;
  const cg = CAMPAIGNS[s.start.cg];
  const d = shownDay(s);
  const over = s.current === null;
  const elrs = elrHistory(s)
    .map((e) => (e.day === 0 ? `${e.elr} at start` : `${e.elr} from Day ${e.day}`))
    .join(', ');
  return (
    <Section id="cg-card" title={`CG ${cg.id}: ${cg.name}`} class="card stack" testid="cg-card">
      <dl class="votg-facts">
        <dt>CG Day</dt>
        <dd data-testid="cg-day">
          {over
            ? 'The CG is over'
            : `Day ${d?.day} of ${cgDays(s.start.cg)}: ${cgDate(s.start.cg, d?.day ?? 1)}`}
        </dd>
        <dt>ENEMY</dt>
        <dd>{SIDE_NAME[s.start.enemy]}</dd>
        <dt>ENEMY ELR</dt>
        <dd data-testid="cg-elr">
          {d?.elr} <span class="note">({elrs})</span>
        </dd>
        <dt>ENEMY SAN</dt>
        <dd data-testid="cg-san">{d?.san}</dd>
        {s.start.enemy === 'russian' && (
          <>
            <dt>Booby Traps</dt>
            <dd data-testid="cg-bt">{BOOBY_TRAP_WORDS[d?.boobyTrap ?? 0]}</dd>
          </>
        )}
        <dt>ENEMY AC#</dt>
        <dd data-testid="cg-ac">{d?.acNumber ?? 'not rolled yet'}</dd>
        <dt>RE numbers</dt>
        <dd data-testid="cg-re">
          ENEMY {d?.reEnemy ?? '–'}, FRIENDLY{' '}
          {d?.reFriendly ?? (d?.reCpp === 0 ? 'none bought' : '–')}
        </dd>
        <dt>Chits</dt>
        <dd data-testid="cg-chits">
          FRIENDLY {d?.friendlyChit ? CHIT_WORDS[d.friendlyChit] : '–'}, ENEMY{' '}
          {d?.enemyChit ? CHIT_WORDS[d.enemyChit] : '–'}
          {d?.counterattack ? ' (Russian Counterattack)' : ''}
        </dd>
      </dl>
    </Section>
  );
}

/** One day's line in the log: its chits, rolls and result. */
function DayLines(props: { d: CgDayRecord; cg: CgState['start']['cg'] }) {
  const { d } = props;
  return (
    <li data-testid={`cg-day-${d.day}`}>
      <strong>
        Day {d.day}, {cgDate(props.cg, d.day)}
      </strong>
      {d.idle && ' — Idle Day, no scenario'}
      <ul>
        {d.prisoners.length > 0 && (
          <li>
            Prisoners: {d.prisoners.map((p) => (p === 'keep' ? 'kept' : 'executed')).join(', ')}
          </li>
        )}
        {d.rolls.map((r, i) => (
          <li key={i}>
            {ROLL_WORDS[r.step]}: [{r.dice.join(', ')}]{r.source === 'app' ? ' (app dice)' : ''}{' '}
            {r.outcome.modifiers.map((x) => signed(x.value)).join(' ') || 'no drm'} ={' '}
            {r.outcome.final}: {resultWords(r.step, r.outcome.result)}
            {r.step === 'elr' && `; ELR ${d.elr} read on V12.619`}
          </li>
        ))}
        {d.scenarioRolls.map((r, i) => (
          <li key={`s${i}`}>{scenarioWords(r)}</li>
        ))}
        {d.result && (
          <li>
            {d.result.winner === 'friendly' ? 'FRIENDLY' : 'ENEMY'} won
            {d.result.night ? ' (Night)' : ''}; ENEMY Casualty VP {d.result.casualtyVP}; Activated:
            {` ${d.result.eliteSquads} Elite, ${d.result.firstLineSquads} 1st Line, ${d.result.afv} AFV`}
          </li>
        )}
      </ul>
    </li>
  );
}

/** The CG's days, latest first, with undo and redo. */
function CgLog(props: { m: CgModel; s: CgState }) {
  const { m, s } = props;
  const days = [...(s.current ? [s.current] : []), ...[...s.days].reverse()];
  return (
    <Section id="cg-log" title="CG Days" class="card stack" testid="cg-log">
      <div class="cg-undo">
        <UndoRedo
          canUndo={m.canUndo.value}
          canRedo={m.canRedo.value}
          undo={m.undo}
          redo={m.redo}
          testid="cg"
        />
      </div>
      <ol class="cg-days" reversed>
        {days.map((d) => (
          <DayLines key={d.day} d={d} cg={s.start.cg} />
        ))}
      </ol>
    </Section>
  );
}

/** The CG's special rules, and its initial ENEMY setup while the initial scenario is in hand. */
function CgNotes(props: { s: CgState }) {
  const { s } = props;
  const cg = CAMPAIGNS[s.start.cg];
  const initial = s.current?.day === 1;
  return (
    <Section id="cg-notes" title="CG rules" class="card stack" testid="cg-notes">
      {initial && (
        <>
          <h3 class="votg-sub">Initial {SIDE_NAME[s.start.enemy]} ENEMY setup and SSRs</h3>
          <NoteList notes={cg.initial[s.start.enemy]} />
        </>
      )}
      <h3 class="votg-sub">CG {cg.id} special rules</h3>
      <NoteList notes={cg.rules} />
    </Section>
  );
}
