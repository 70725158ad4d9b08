/**
 * Recording the owner's answers: "the owner answers once and the kit remembers". Each answer
 * is checked against what the kit already knows, and the new kit is validated; a contradiction
 * is refused with a message naming the rule, and the kit is left unchanged.
 */
import { err, ok, type Result, type RuleError, TERRAINS } from '../types';
import { adjacency, areaOf, isAreaNumber, placementIn } from './query';
import {
  AREA_NUMBERS,
  type ComponentKit,
  type EventRow,
  type Fact,
  type FactAnswers,
  type GermanCounter,
  type KitArea,
  SCENARIOS,
  SHOULDER_AREAS,
  SHOULDER_NEIGHBOURS,
} from './types';
import { validateKit } from './validate';

const sortNums = (xs: Iterable<number>) => [...new Set(xs)].sort((x, y) => x - y);

/** A copy of `kit` with Area `n` replaced by `f(area)`. */
function withArea(kit: ComponentKit, n: number, f: (a: KitArea) => KitArea): ComponentKit {
  const A = kit.areas[n];
  if (!A) return kit;
  return { ...kit, areas: { ...kit.areas, [n]: f(A) } };
}

/** True when 12.2 decides this pair: a shoulder Area and an Area outside 42-47. */
function shoulderLimited(a: number, b: number): boolean {
  return (
    (SHOULDER_AREAS.includes(a) && !SHOULDER_NEIGHBOURS.includes(b)) ||
    (SHOULDER_AREAS.includes(b) && !SHOULDER_NEIGHBOURS.includes(a))
  );
}

/** Records a border (or its absence) on both sides; refuses if the kit says otherwise. */
function setPair(kit: ComponentKit, a: number, b: number, adjacent: boolean): Result<ComponentKit> {
  if (!isAreaNumber(a) || !isAreaNumber(b))
    return err('kit.area.number', '3.1', `Areas are numbered 1..50; got ${a} and ${b}.`);
  if (a === b) return err('kit.adjacency.self', '3.1', `Area ${a} cannot border itself.`);
  const now = adjacency(kit, a, b);
  if (now !== 'unknown' && now !== (adjacent ? 'yes' : 'no'))
    return err(
      'kit.adjacency.contradicts',
      shoulderLimited(a, b) ? '12.2' : '3.1',
      `The kit already says Areas ${a} and ${b} are ${now === 'yes' ? '' : 'not '}adjacent.`,
    );
  let next = kit;
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    next = withArea(next, x, (A) =>
      adjacent
        ? { ...A, neighbours: sortNums([...A.neighbours, y]) }
        : { ...A, notNeighbours: sortNums([...A.notNeighbours, y]) },
    );
  }
  return ok(next);
}

/** Records that `list` is every Area bordering `n`. */
function setNeighbourList(
  kit: ComponentKit,
  n: number,
  list: readonly number[],
): Result<ComponentKit> {
  if (!isAreaNumber(n)) return err('kit.area.number', '3.1', `There is no Area ${n}.`);
  const bad = list.find((m) => !isAreaNumber(m) || m === n);
  if (bad !== undefined)
    return err('kit.neighbours.entry', '3.1', `Area ${n} cannot border ${bad}.`);
  let next = kit;
  for (const m of AREA_NUMBERS) {
    if (m === n) continue;
    const listed = list.includes(m);
    // Unlisted Areas need no record: the complete flag makes them 'no'. Only check them.
    const r = listed
      ? setPair(next, n, m, true)
      : adjacency(next, n, m) === 'yes'
        ? err(
            'kit.adjacency.contradicts',
            shoulderLimited(n, m) ? '12.2' : '3.1',
            `The kit already says Areas ${n} and ${m} are adjacent.`,
          )
        : ok(next);
    if (!r.ok)
      return err(
        r.error.code,
        r.error.rule,
        `${r.error.message} The list given for Area ${n} ${listed ? 'includes' : 'leaves out'} ${m}.`,
      );
    next = r.value;
  }
  return ok(withArea(next, n, (A) => ({ ...A, neighboursComplete: true })));
}

/** Inserts an event row after checking it covers the asked roll and overlaps nothing. */
function addEventRow(
  kit: ComponentKit,
  fact: Extract<Fact, { kind: 'event' }>,
  row: EventRow,
): Result<ComponentKit> {
  if (!(row.lo <= fact.roll && fact.roll <= row.hi))
    return err(
      'kit.event.range',
      '6.2',
      `The row ${row.lo}-${row.hi} does not contain the roll ${fact.roll} that was asked about.`,
    );
  const rows = kit.events[fact.scenario];
  const clash = rows.find((r) => r.lo <= row.hi && row.lo <= r.hi);
  if (clash)
    return err(
      'kit.event.overlap',
      '6.2',
      `Rolls ${row.lo}-${row.hi} overlap the existing row ${clash.lo}-${clash.hi} (${clash.name}).`,
    );
  const sorted = [...rows, row].sort((x, y) => x.lo - y.lo);
  return ok({ ...kit, events: { ...kit.events, [fact.scenario]: sorted } });
}

/** Merges the owner's full counter list for one scenario into the kit. */
function setCounters(
  kit: ComponentKit,
  fact: Extract<Fact, { kind: 'germanCounters' }>,
  list: readonly GermanCounter[],
): Result<ComponentKit> {
  const s = fact.scenario;
  const ids = new Set(list.map((c) => c.id));
  const other = SCENARIOS.find((x) => x !== s) ?? 'factory';
  const merged: GermanCounter[] = [];
  for (const old of kit.germanCounters) {
    const given = list.find((c) => c.id === old.id);
    if (given) {
      // Keep what is known of the other scenario if the answer leaves it open.
      const otherPlacement = placementIn(given, other) ?? placementIn(old, other);
      merged.push(
        s === 'main' ? { ...given, factory: otherPlacement } : { ...given, main: otherPlacement },
      );
      continue;
    }
    const was = placementIn(old, s);
    if (was !== null && was !== 'absent')
      return err(
        'kit.counters.missing',
        s === 'main' ? '5.3' : '14.3',
        `Counter ${old.id} is known to be used in the ${s} scenario but is missing from the list.`,
      );
    merged.push(s === 'main' ? { ...old, main: 'absent' } : { ...old, factory: 'absent' });
  }
  for (const c of list) if (!kit.germanCounters.some((o) => o.id === c.id)) merged.push(c);
  if (ids.size !== list.length)
    return err('kit.counters.duplicate', '4.3', 'The counter list names a designation twice.');
  return ok({
    ...kit,
    germanCounters: merged,
    germanCountersComplete: { ...kit.germanCountersComplete, [s]: true },
  });
}

/** Applies an answer without the whole-kit check. */
function apply<F extends Fact>(
  kit: ComponentKit,
  fact: F,
  answer: FactAnswers[F['kind']],
): Result<ComponentKit> {
  const f = fact as Fact;
  switch (f.kind) {
    case 'adjacency':
      if (typeof answer !== 'boolean')
        return err('kit.answer.shape', 'input', 'An adjacency answer is true or false.');
      return setPair(kit, f.a, f.b, answer);
    case 'neighbours':
      if (!Array.isArray(answer))
        return err('kit.answer.shape', 'input', 'A neighbour answer is a list of Area numbers.');
      return setNeighbourList(kit, f.area, answer as readonly number[]);
    case 'terrain': {
      const A = areaOf(kit, f.area);
      if (!A) return err('kit.area.number', '3.1', `There is no Area ${f.area}.`);
      if (!TERRAINS.includes(answer as never))
        return err('kit.answer.shape', '3.1.2', `Terrain is one of ${TERRAINS.join(', ')}.`);
      if (A.terrain !== null && A.terrain !== answer)
        return err(
          'kit.fact.known',
          '3.1.2',
          `Area ${f.area} is already recorded as ${A.terrain}.`,
        );
      return ok(withArea(kit, f.area, (x) => ({ ...x, terrain: answer as KitArea['terrain'] })));
    }
    case 'tem': {
      const A = areaOf(kit, f.area);
      if (!A) return err('kit.area.number', '3.1', `There is no Area ${f.area}.`);
      if (typeof answer !== 'number' || !Number.isInteger(answer) || answer < 1 || answer > 4)
        return err('kit.tem.range', '3.1.2', `A TEM is a whole number from +1 to +4.`);
      if (A.tem !== null && A.tem !== answer)
        return err('kit.fact.known', '3.1.2', `Area ${f.area} already has TEM +${A.tem}.`);
      return ok(withArea(kit, f.area, (x) => ({ ...x, tem: answer })));
    }
    case 'name': {
      const A = areaOf(kit, f.area);
      if (!A) return err('kit.area.number', '3.1', `There is no Area ${f.area}.`);
      if (typeof answer !== 'string' || answer.trim() === '')
        return err('kit.answer.shape', 'input', 'A name is a non-empty text.');
      return ok(withArea(kit, f.area, (x) => ({ ...x, name: answer.trim() })));
    }
    case 'event':
      return addEventRow(kit, f, answer as EventRow);
    case 'germanCounters':
      if (!Array.isArray(answer))
        return err('kit.answer.shape', 'input', 'A counter answer is the list of counters.');
      return setCounters(kit, f, answer as readonly GermanCounter[]);
  }
}

/**
 * Records the owner's answer to `fact` and returns the new kit, or a RuleError when the
 * answer is malformed or contradicts the kit (validation errors the kit did not have before).
 */
export function answerFact<F extends Fact>(
  kit: ComponentKit,
  fact: F,
  answer: FactAnswers[F['kind']],
): Result<ComponentKit> {
  const applied = apply(kit, fact, answer);
  if (!applied.ok) return applied;
  const before = new Set(validateKit(kit).errors.map((e) => `${e.code} ${e.path}`));
  const fresh = validateKit(applied.value).errors.filter((e) => !before.has(`${e.code} ${e.path}`));
  const first = fresh[0];
  if (first) {
    const error: RuleError = {
      code: first.code,
      rule: first.rule,
      message: `${first.message} (${first.path})`,
    };
    return { ok: false, error };
  }
  return ok(applied.value);
}
