/**
 * Counters entered by count (5.3, 6.1.1, 14.3): the owner may say how many German counters start
 * in a setup place without typing their designations. Each one the owner does not name gets a
 * placeholder designation made from its place and its number there ("Area 1 · 2", "T2 · 1"), an
 * ordinary designation for the kit, the game and their files, so it is kept and shown like any
 * other; a printed designation, when the owner gives it, is what the counter is known by.
 */
import type { RuleError } from '../../../core/result';
import { KNOWN_DIVISION_FACTS } from './known';
import type { ComponentKit, Placement, ScenarioId, SetupName } from './types';

/** The placeholder designation of the `n`th counter (from 1) entered by count at `place`. */
export function placeholderId(place: Placement, n: number): string {
  const where =
    place.at === 'area' ? `Area ${place.area}` : place.at === 'arrival' ? `T${place.turn}` : 'Out';
  return `${where} · ${n}`;
}

/**
 * The stack `names` completed to `count` counters with placeholders, each the first
 * placeholder of its place the kit and the stack do not already use; `names` when it already
 * has `count` or more. A placeholder arriving on a Turn that the rulebook gives one division
 * (6.1.1: the 389th on Turn 2; 14.4) is of that division, the only one it can be.
 */
export function countedStack(
  kit: ComponentKit,
  scenario: ScenarioId,
  place: Placement,
  names: readonly SetupName[],
  count: number,
): SetupName[] {
  const used = new Set([...kit.germanCounters.map((c) => c.id), ...names.map((x) => x.id)]);
  const arriving =
    place.at === 'arrival'
      ? KNOWN_DIVISION_FACTS.filter((f) => f.scenario === scenario && f.arrival === place.turn)
      : [];
  const division = arriving.length === 1 ? arriving[0]!.division : null;
  const out = [...names];
  for (let n = 1; out.length < count; n++) {
    const id = placeholderId(place, n);
    if (!used.has(id)) out.push({ id, division });
  }
  return out;
}

/**
 * True when `id` has the placeholder form ("Area 1 · 2", "T2 · 1", "Out · 1"), however spaced or
 * cased: that form is the app's, kept for counters entered by count, so no printed designation
 * (4.3) takes it.
 */
export function isPlaceholderId(id: string): boolean {
  return /^(area\s*\d+|t\s*\d+|out)\s*·\s*\d+$/i.test(id.trim());
}

/**
 * The refusal of `designation` as a counter's printed designation (4.3) when it has the
 * placeholder form, or null; `code` names the edit refused (a rename, a counter added).
 */
export function placeholderRefusal(designation: string, code: string): RuleError | null {
  const name = designation.trim();
  return isPlaceholderId(name)
    ? {
        code,
        rule: '4.3',
        message: `“${name}” is the form the app gives counters entered by count; type the designation printed on the counter, e.g. 29/1.`,
      }
    : null;
}
