/** Shared steps of the Mission tests: a fresh replayed Mission, and a line applied or thrown. */
import {
  applyEntry,
  type LogEntry,
  type MissionState,
  newMission,
  replay,
} from '../../../src/votg/engine';

/** A Mission replayed from its card (v1, FRIENDLY German by default). */
export function startMission(
  mission: 'v1' | 'v2' | 'v3' | 'v4' = 'v1',
  friendly: 'german' | 'russian' = 'german',
  seed = 42,
): MissionState {
  const r = replay(newMission(mission, friendly, seed));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The Mission after `e`; throws with the rules' words when they refuse it. */
export function addLine(s: MissionState, e: LogEntry): MissionState {
  const r = applyEntry(s, e);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
