/**
 * Valor of the Guards Solitaire ASL (route 'votg'): the turn, the Mission card, the table roller, what
 * the rolls gave with their follow-ups, and the Mission log. Saved on the device as it goes.
 */
import { useEffect, useState } from 'preact/hooks';
import { SaveStatus } from '../../core/controls/SaveStatus';
import { Link } from '../../core/nav/Link';
import { votgModel } from '../state';
import { AcCheck } from './AcCheck';
import { DueRolls } from './DueRolls';
import { MissionCard, StartMission } from './MissionCard';
import { Log, Results, type Reveal } from './Results';
import { defaultSituation, OddsView, Roller, type Target } from './Roller';
import { keepRollerPlace, rollerPlace } from './rollerPlace';
import { TurnBar } from './TurnBar';
import './votg.css';

/** Returns the Mission roller screen. */
export function VotgScreen() {
  const m = votgModel();
  const [target, setTargetState] = useState<Target | null>(null);
  // Counts the rolls made on this screen, so the result is brought into view after each one
  // (not after a roll another tab made).
  const [rolled, setRolled] = useState<Reveal | null>(null);
  useEffect(() => {
    if (!m.loaded.value) void m.load();
  }, [m]);
  if (!m.loaded.value) return <p class="note">Loading the Mission…</p>;
  const s = m.state.value;
  const t = s
    ? (target ?? rollerPlace(s) ?? { table: 'A1', situation: defaultSituation(s, 'A1') })
    : null;
  const setTarget = (next: Target) => {
    setTargetState(next);
    keepRollerPlace(next);
  };
  const pick = (next: Target) => {
    setTarget(next);
    document.getElementById('votg-roller')?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <div class="votg stack">
      <SaveStatus status={m} testid="votg" />
      {s === null || t === null ? (
        <StartMission m={m} replacing={false} />
      ) : (
        <>
          <TurnBar m={m} s={s} />
          {/* What the turn makes due comes first, where a step of the turn bar shows it; then the
              card and its setup rolls, above the roller, so a player sees them without scrolling. */}
          <DueRolls m={m} s={s} onTarget={pick} />
          <MissionCard m={m} s={s} onTarget={pick} />
          <AcCheck m={m} s={s} />
          <Roller
            m={m}
            s={s}
            target={t}
            onTarget={setTarget}
            onRolled={(after) => {
              if (t.from) setTarget({ table: t.table, situation: t.situation });
              // An 8.7 check is one DR: the next A11 roll is an ordinary Random Event again.
              else if (t.situation.artilleryCheck)
                setTarget({ table: t.table, situation: defaultSituation(s, t.table) });
              setRolled((r) => ({ seq: (r?.seq ?? 0) + 1, count: after.played.length }));
            }}
          />
          <Results m={m} s={s} onTarget={pick} rolled={rolled} />
          <OddsView s={s} target={t} />
          <Log m={m} s={s} />
          <details class="card votg-new fold">
            <summary>Start another Mission</summary>
            <StartMission m={m} replacing />
          </details>
        </>
      )}
      <p>
        <Link to="votg-about" class="btn-quiet votg-about-link">
          About these tables
        </Link>{' '}
        <Link to="votg-cg" class="btn-quiet">
          Campaign Game
        </Link>
      </p>
    </div>
  );
}
