/**
 * What importing a kit would change, one line each, for the plan shown before the owner confirms
 * (kit text, a kit link or a kit file): the name, the Areas, the counters, the event rows, and
 * how much of what play needs becomes known.
 */
import { AREA_NUMBERS, type ComponentKit, SCENARIOS, type ScenarioId } from './types';
import { validateKit } from './validate';

const SCENARIO_NAME: Readonly<Record<ScenarioId, string>> = {
  main: 'main game',
  factory: 'Factory District',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const some = (xs: readonly (string | number)[]) =>
  xs.length <= 8 ? xs.join(', ') : `${xs.slice(0, 8).join(', ')}, …`;

/** Returns one line per part of the kit that `to` would change in `from`, and the progress change. */
export function kitImportPlan(from: ComponentKit, to: ComponentKit): string[] {
  const lines: string[] = [];
  if (from.name !== to.name) lines.push(`Name: "${from.name}" becomes "${to.name}".`);
  const areas = AREA_NUMBERS.filter((n) => !same(from.areas[n], to.areas[n]));
  if (areas.length > 0) lines.push(`Map: ${plural(areas.length, 'Area')} change (${some(areas)}).`);
  const before = new Map(from.germanCounters.map((c) => [c.id, c]));
  const after = new Map(to.germanCounters.map((c) => [c.id, c]));
  const added = [...after.keys()].filter((id) => !before.has(id));
  const removed = [...before.keys()].filter((id) => !after.has(id));
  const changed = [...after.keys()].filter(
    (id) => before.has(id) && !same(before.get(id), after.get(id)),
  );
  const counters = [
    added.length > 0 ? `${added.length} added (${some(added)})` : '',
    changed.length > 0 ? `${changed.length} changed (${some(changed)})` : '',
    removed.length > 0 ? `${removed.length} removed (${some(removed)})` : '',
  ].filter(Boolean);
  if (counters.length > 0) lines.push(`German counters: ${counters.join(', ')}.`);
  for (const s of SCENARIOS) {
    if (from.germanCountersComplete[s] !== to.germanCountersComplete[s])
      lines.push(
        `The ${SCENARIO_NAME[s]} counter list is marked ${to.germanCountersComplete[s] ? 'complete' : 'not complete'}.`,
      );
    if (!same(from.events[s], to.events[s]))
      lines.push(
        `The ${SCENARIO_NAME[s]} Random Event Chart: ${plural(from.events[s].length, 'row')} replaced by ${plural(to.events[s].length, 'row')}.`,
      );
  }
  if (lines.length === 0) return ['Nothing changes: this kit holds the same facts as yours.'];
  const p = (k: ComponentKit) => validateKit(k).progress.overallPercent;
  lines.push(`Known of what play needs: ${p(from)}% now, ${p(to)}% after.`);
  return lines;
}
