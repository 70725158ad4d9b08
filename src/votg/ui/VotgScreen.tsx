/**
 * Valor of the Guards Solitaire ASL (route 'votg'): the Mission card, the table roller, what
 * the rolls gave with their follow-ups, and the Mission log. Saved on the device as it goes.
 */
import { useEffect, useState } from 'preact/hooks';
import { Link } from '../../core/nav/Link';
import { votgModel } from '../state';
import { MissionCard, StartMission } from './MissionCard';
import { Log, Results } from './Results';
import { defaultSituation, OddsView, Roller, type Target } from './Roller';
import './votg.css';

/** Returns the Mission roller screen. */
export function VotgScreen() {
  const m = votgModel();
  const [target, setTarget] = useState<Target | null>(null);
  useEffect(() => {
    if (!m.loaded.value) void m.load();
  }, [m]);
  if (!m.loaded.value) return <p class="note">Loading the Mission…</p>;
  const s = m.state.value;
  const t = s ? (target ?? { table: 'A1', situation: defaultSituation(s, 'A1') }) : null;
  const pick = (next: Target) => {
    setTarget(next);
    document.getElementById('votg-roller')?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <div class="votg stack">
      {s === null || t === null ? (
        <StartMission m={m} replacing={false} />
      ) : (
        <>
          <Roller
            m={m}
            s={s}
            target={t}
            onTarget={setTarget}
            onRolled={() => {
              if (t.from) setTarget({ table: t.table, situation: t.situation });
            }}
          />
          <Results m={m} s={s} onTarget={pick} />
          <OddsView s={s} target={t} />
          <MissionCard m={m} s={s} onTarget={pick} />
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
        </Link>
      </p>
      {m.saveFailed.value && (
        <p class="votg-problem" role="alert">
          The Mission could not be saved on this device; export it to keep it.
        </p>
      )}
    </div>
  );
}
