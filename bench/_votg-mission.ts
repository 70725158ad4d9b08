/**
 * A valid VotG Mission of any length for the import benchmarks and tests: top rolls on A1, A11
 * and G9/R9 in turn, each followed through every roll it offers (typed results for the garbled
 * tables), with the dice drawn from the Mission's own seeded stream, as the roller's "Roll" does.
 */
import {
  generatedDice,
  type LogEntry,
  type MissionRecord,
  missionFileText,
  missionReplay,
  newMission,
} from '../src/votg/engine';

const TOP = ['A1', 'A11', 'G9R9'] as const;

/** Returns a v1 Mission record whose log holds `rolls` entries, every one valid. */
export function votgMission(rolls: number, seed = 20_000): MissionRecord {
  const mission = newMission('v1', 'german', seed);
  const replaying = missionReplay(mission);
  let s = replaying.state();
  const log: LogEntry[] = [];
  let top = 0;
  const add = (e: LogEntry) => {
    const r = replaying.add(e);
    if (!r.ok) throw new Error(`${e.kind} ${'table' in e ? e.table : ''}: ${r.error.message}`);
    s = r.value;
    log.push(e);
  };
  while (log.length < rolls) {
    const open = [...s.played.slice(-12)].reverse().find((p) => p.open.length > 0);
    const n = open?.open[0];
    if (open && n) {
      const from = { entry: open.index, slot: n.slot };
      if (n.garbled) add({ kind: 'typed', table: n.table, text: 'LMG', from });
      else
        add({
          kind: 'roll',
          table: n.table,
          dice: generatedDice(s, n.table),
          source: 'app',
          situation: {},
          from,
        });
      continue;
    }
    const table = TOP[top++ % TOP.length]!;
    const situation = table === 'A1' ? { attitude: 'hold' as const } : {};
    add({ kind: 'roll', table, dice: generatedDice(s, table), source: 'app', situation });
  }
  return { ...mission, log, redo: [] };
}

/** The Mission file text of `votgMission(rolls)`. */
export const votgMissionText = (rolls: number): string => missionFileText(votgMission(rolls));
