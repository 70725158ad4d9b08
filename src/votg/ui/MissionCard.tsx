/**
 * The Mission card: what the text gives for the Mission and FRIENDLY side chosen, what the owner
 * types from the printed card (AC#, RE numbers), the counters, the once-per-Mission register and
 * the reminders events left.
 */
import { useState } from 'preact/hooks';
import { Segmented } from '../../core/controls';
import { Section } from '../../core/controls/Section';
import { TextField } from '../../core/controls/TextField';
import {
  type BoobyTrap,
  ffeStrengthLimit,
  MISSION_IDS,
  MISSIONS,
  type MissionId,
  type MissionState,
  SETUP,
  type Side,
} from '../engine';
import type { VotgModel } from '../state';
import { StartCard } from './kit/StartCard';
import { KeepForm } from './parts';
import type { MissionPartProps } from './Roller';
import { dateWords, SIDE_NAME } from './words';

/** Picks a Mission and the FRIENDLY side, and starts it. */
export function StartMission(props: { m: VotgModel; replacing: boolean }) {
  const [mission, setMission] = useState<MissionId>('v1');
  const [friendly, setFriendly] = useState<Side>('german');
  return (
    <StartCard
      id="votg-start"
      title={['Start a Mission', 'New Mission']}
      replacing={props.replacing}
      kept="The Mission in play is kept as the previous one."
    >
      <Segmented
        name="votg-mission"
        legend="Mission"
        value={mission}
        options={MISSION_IDS}
        // Each Mission by its number and name, so the player picks without trying each.
        label={(v) => `${v} ${MISSIONS[v].name}`}
        onChange={setMission}
      />
      <Segmented
        name="votg-friendly"
        legend="FRIENDLY side"
        value={friendly}
        labels={SIDE_NAME}
        onChange={setFriendly}
      />
      <button type="button" class="btn" onClick={() => props.m.start(mission, friendly)}>
        {props.replacing ? 'Start this Mission instead' : 'Start'}
      </button>
    </StartCard>
  );
}

/** What the owner types from the printed card: AC# and RE numbers. */
function CardEntry(props: { m: VotgModel; s: MissionState }) {
  const { s } = props;
  const [ac, setAc] = useState(s.ac === null ? '' : String(s.ac));
  const [enemyRe, setEnemyRe] = useState(s.enemyRe.join('/'));
  const [friendlyRe, setFriendlyRe] = useState(s.friendlyRe.join('/'));
  const [san, setSan] = useState(s.san === null ? '' : String(s.san));
  const [boobyTrap, setBoobyTrap] = useState(s.boobyTrap ?? '');
  const [problem, setProblem] = useState('');
  const number = (t: string) => (t.trim() === '' ? null : Number(t));
  // The engine refuses a level other than A-C with its rule; only the letter's case is eased.
  const level = boobyTrap.trim() === '' ? null : (boobyTrap.trim().toUpperCase() as BoobyTrap);
  const save = () =>
    props.m.setCard(number(ac), enemyRe, friendlyRe, { san: number(san), boobyTrap: level });
  return (
    <KeepForm
      class="votg-card-entry"
      keep="Keep card values"
      onKeep={save}
      problem={problem}
      setProblem={setProblem}
    >
      <TextField
        class="votg-field"
        label="ENEMY AC#"
        value={ac}
        onInput={setAc}
        numeric
        testid="votg-ac"
      />
      <TextField
        class="votg-field"
        label="ENEMY RE#"
        value={enemyRe}
        onInput={setEnemyRe}
        placeholder="e.g. 5/6"
      />
      <TextField
        class="votg-field"
        label="FRIENDLY RE#"
        value={friendlyRe}
        onInput={setFriendlyRe}
        placeholder="e.g. 4/5"
      />
      <TextField
        class="votg-field"
        label="ENEMY SAN"
        value={san}
        onInput={setSan}
        numeric
        testid="votg-san"
      />
      {s.enemy === 'russian' && (
        <TextField
          class="votg-field"
          label="Booby Trap level"
          value={boobyTrap}
          onInput={setBoobyTrap}
          placeholder="A, B or C"
          testid="votg-booby"
        />
      )}
    </KeepForm>
  );
}

/** The Mission card of the Mission in play. */
export function MissionCard(props: MissionPartProps) {
  const { s } = props;
  const mission = MISSIONS[s.record.mission];
  const rules = mission.tableRules.filter((r) => !r.enemy || r.enemy === s.enemy);
  const na = mission.naEvents[s.enemy];
  return (
    <Section
      id="votg-card"
      title={`Mission ${mission.id}: ${mission.name}`}
      class="card stack"
      testid="votg-card"
    >
      {/* What moves during play and the setup rolls come first, above the roller, so the
          first screen shows them; the fixed facts and the register fold below. */}
      <dl class="votg-facts" data-testid="votg-card-now">
        <dt>AC# now</dt>
        <dd data-testid="votg-ac-now">{s.ac ?? 'not typed yet'}</dd>
        <dt>RE numbers now</dt>
        <dd>
          ENEMY {s.enemyRe.join('/') || '–'}, FRIENDLY {s.friendlyRe.join('/') || '–'}
        </dd>
        <dt>ENEMY SAN now</dt>
        <dd data-testid="votg-san-now">{s.san ?? 'not typed yet'}</dd>
        {s.enemy === 'russian' && (
          <>
            <dt>Booby Trap level</dt>
            <dd data-testid="votg-booby-now">{s.boobyTrap ?? 'not typed yet'}</dd>
          </>
        )}
        <dt>ENEMY FFE strengths</dt>
        <dd data-testid="votg-ffe-now">
          {s.ffe.map((n) => `${n}+`).join(', ') || 'none yet'}, at most{' '}
          {ffeStrengthLimit(s.record.mission)} <span class="rule-tag">8.72</span>
        </dd>
      </dl>
      {SETUP[mission.id].length > 0 && (
        <div class="votg-next" data-testid="votg-setup">
          {SETUP[mission.id].map((r) => (
            <button
              key={r.table.id}
              type="button"
              class="btn-quiet votg-next-btn"
              onClick={() =>
                props.onTarget({ table: r.table.id, why: 'Mission setup', situation: {} })
              }
            >
              Roll {r.table.name.replace(`${mission.id} `, '')}
            </button>
          ))}
        </div>
      )}
      {/* What events left to remember stays in sight: it changes how the next rolls are made. */}
      {s.reminders.length > 0 && (
        <ul class="votg-kept" data-testid="votg-reminders">
          {s.reminders.map((r) => (
            <li key={r.source} class="votg-reminder">
              {r.text} <span class="rule-tag">{r.source}</span>
            </li>
          ))}
        </ul>
      )}
      <details class="fold" open={s.ac === null}>
        <summary>Type from the printed card</summary>
        <CardEntry
          key={`${s.ac}-${s.enemyRe.join()}-${s.friendlyRe.join()}-${s.san}-${s.boobyTrap}`}
          m={props.m}
          s={s}
        />
        <p class="field-note">
          Type the AC#, RE numbers, SAN and Booby Trap level from your printed Mission card where
          the app has no setup roll for them.
        </p>
      </details>
      <details class="fold" data-testid="votg-card-facts">
        <summary>Mission facts, what is kept, its rules</summary>
        <dl class="votg-facts">
          <dt>FRIENDLY</dt>
          <dd>{SIDE_NAME[s.record.friendly]}</dd>
          <dt>ENEMY</dt>
          <dd>{SIDE_NAME[s.enemy]}</dd>
          <dt>Date</dt>
          <dd>
            {dateWords(s.date)} <span class="rule-tag">line {mission.dateLine}</span>
          </dd>
          <dt>Prevailing Attitude</dt>
          <dd>
            {mission.attitude === 'hold' ? 'Hold' : 'Advance'}{' '}
            <span class="rule-tag">line {mission.attitudeLine}</span>
          </dd>
          <dt>G9/R9 colored die</dt>
          <dd>
            {mission.coloredDrm > 0 ? `+${mission.coloredDrm}` : `−${-mission.coloredDrm}`}{' '}
            <span class="rule-tag">line {mission.coloredDrmLine}</span>
          </dd>
          <dt>ELR</dt>
          <dd>
            {mission.elr.map((e) => `${e.who} ${e.value}`).join(', ')}{' '}
            <span class="rule-tag">line {mission.elrLine}</span>
          </dd>
          {mission.friendlySan !== undefined && (
            <>
              <dt>FRIENDLY SAN</dt>
              <dd>{mission.friendlySan}</dd>
            </>
          )}
        </dl>
        <h3 class="votg-sub">Kept for this Mission</h3>
        <ul class="votg-kept" data-testid="votg-kept">
          <li data-testid="votg-g3">
            G3 good Infantry Leaders so far: <strong>{s.goodLeaders.G3}</strong>
            {s.goodLeaders.G3 > 0 && ` (next G3 roll +${s.goodLeaders.G3})`}
          </li>
          <li data-testid="votg-r3">
            R3 good Infantry Leaders so far: <strong>{s.goodLeaders.R3}</strong>
            {s.goodLeaders.R3 > 0 && ` (next R3 roll +${s.goodLeaders.R3})`}
          </li>
          <li data-testid="votg-done">
            Once-per-Mission events done: A11 {s.done.A11.join(', ') || 'none'}; G9/R9{' '}
            {s.done.G9R9.join(', ') || 'none'}
          </li>
        </ul>
        {(rules.length > 0 || na) && (
          <>
            <h3 class="votg-sub">Mission rules that change tables</h3>
            <ul class="votg-kept">
              {rules.map((r) => (
                <li key={r.line + r.text}>
                  {r.table}: {r.text} <span class="rule-tag">line {r.line}</span>
                </li>
              ))}
              {na && (
                <li>
                  A11 events {na.join(', ')} are NA: the roller says reroll.{' '}
                  <span class="rule-tag">line {mission.naLine}</span>
                </li>
              )}
            </ul>
          </>
        )}
      </details>
    </Section>
  );
}
