/**
 * Recording the owner's answers: "the owner answers once and the kit remembers". Each answer
 * is checked against what the kit already knows, and the new kit is validated; a contradiction
 * is refused with a message naming the rule, and the kit is left unchanged.
 */

import { isPlainObject } from '../../../core/input';
import { err, foldResults, ok, type Result, type RuleError } from '../../../core/result';
import { TERRAINS } from '../types';
import { putEventRow } from './event-rows';
import {
  adjacency,
  areaOf,
  countersAt,
  eventRow,
  isAreaNumber,
  neighbours,
  placementIn,
  samePlace,
  setupPlaceKnown,
  temOf,
  terrainOf,
  unknownSetupPlaces,
} from './query';
import {
  AREA_NUMBERS,
  blankCounter,
  type ComponentKit,
  type CounterDetails,
  type EventRow,
  type Fact,
  type FactAnswers,
  type GermanCounter,
  type KitArea,
  type Placement,
  placeKey,
  SCENARIOS,
  type ScenarioId,
  type SetupName,
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

/** Inserts an event row after checking it covers the asked roll and overlaps no owner's row. */
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
  // 6.2, 13.2, 10.1: a row holding a rulebook row is taken with the rulebook's part kept.
  const rows = putEventRow(kit.events[fact.scenario], row, fact.scenario);
  if (!rows.ok) return rows;
  return ok({ ...kit, events: { ...kit.events, [fact.scenario]: rows.value } });
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

/** A copy of `c` starting in `p` in scenario `s`. */
function placed(c: GermanCounter, s: ScenarioId, p: Placement | 'absent' | null): GermanCounter {
  return s === 'main' ? { ...c, main: p } : { ...c, factory: p };
}

/**
 * Records the counters that start in one place (5.3, 14.3, 14.4). A designation the kit does not
 * know yet is added with only what the owner named (and the assault-gun flag 12.4 gives by
 * designation); a counter the kit places elsewhere, or one it places here that the answer leaves
 * out, is a contradiction. Once every place of the scenario is named, the list is complete and
 * every counter not placed is 'absent' from the scenario.
 */
function setSetup(
  kit: ComponentKit,
  fact: Extract<Fact, { kind: 'setup' }>,
  names: readonly SetupName[],
): Result<ComponentKit> {
  const { scenario: s, place } = fact;
  const rule = s === 'main' ? '5.3' : '14.3';
  const ids = names.map((n) => n.id.trim());
  if (ids.some((id) => id === ''))
    return err('kit.answer.shape', 'input', 'A counter is named by its designation.');
  if (new Set(ids).size !== ids.length)
    return err('kit.counters.duplicate', '4.3', 'The answer names a designation twice.');
  const left = countersAt(kit, s, place).find((c) => !ids.includes(c.id));
  if (left) return err('kit.setup.contradicts', rule, `The kit already places ${left.id} there.`);
  let counters = [...kit.germanCounters];
  names.forEach((n, i) => {
    const id = ids[i]!;
    const at = counters.findIndex((c) => c.id === id);
    const old = at >= 0 ? counters[at]! : null;
    const division = n.division?.trim() || null;
    if (!old) {
      counters.push(placed({ ...blankCounter(id), division }, s, place));
      return;
    }
    counters[at] = { ...placed(old, s, place), division: old.division ?? division };
  });
  for (const n of names) {
    const old = kit.germanCounters.find((c) => c.id === n.id.trim());
    const p = old ? placementIn(old, s) : null;
    if (old && p !== null && (p === 'absent' || !samePlace(p, place)))
      return err(
        'kit.setup.contradicts',
        rule,
        `The kit already has ${old.id} ${p === 'absent' ? 'out of this scenario' : `starting at ${placeKey(p)}`}.`,
      );
    const division = n.division?.trim() || null;
    if (old?.division && division && old.division !== division)
      return err(
        'kit.setup.contradicts',
        '4.3.2',
        `The kit already has ${old.id} in the ${old.division}.`,
      );
  }
  const known = [...(kit.setupKnown?.[s] ?? []), placeKey(place)];
  let next: ComponentKit = { ...kit, setupKnown: { ...kit.setupKnown, [s]: [...new Set(known)] } };
  if (unknownSetupPlaces(next, s).length === 0) {
    counters = counters.map((c) => (placementIn(c, s) === null ? placed(c, s, 'absent') : c));
    next = { ...next, germanCountersComplete: { ...next.germanCountersComplete, [s]: true } };
  }
  return ok({ ...next, germanCounters: counters });
}

/** Records one counter's type, Attack Factor and division (4.2, 4.3); refuses a contradiction. */
function setCounterDetails(kit: ComponentKit, id: string, d: CounterDetails): Result<ComponentKit> {
  const at = kit.germanCounters.findIndex((c) => c.id === id);
  const old = kit.germanCounters[at];
  if (!old) return err('kit.counter.unknown', '4.3', `The kit has no counter ${id}.`);
  if (d.type !== null && d.type !== 'armor' && d.type !== 'infantry')
    return err('kit.answer.shape', '4.2', 'A German unit is Armor or Infantry.');
  const division = d.division?.trim() || null;
  const clash =
    (old.type && d.type && old.type !== d.type && 'type') ||
    (old.attackFactor &&
      d.attackFactor &&
      old.attackFactor !== d.attackFactor &&
      'Attack Factor') ||
    (old.division !== null && division !== null && old.division !== division && 'division');
  if (clash)
    return err('kit.counter.contradicts', '4.3', `The kit already gives ${id} another ${clash}.`);
  const counters = [...kit.germanCounters];
  counters[at] = {
    ...old,
    type: d.type ?? old.type,
    attackFactor: d.attackFactor ?? old.attackFactor,
    division: old.division ?? division,
  };
  return ok({ ...kit, germanCounters: counters });
}

/** `details` recorded for every counter of `ids` (counters asked together share one answer). */
function setEachCounter(
  kit: ComponentKit,
  ids: readonly string[],
  details: CounterDetails,
): Result<ComponentKit> {
  return foldResults(kit, ids, (next, id) => setCounterDetails(next, id, details));
}

/**
 * The answer the kit already holds for `fact`, or null when it does not know it: what a game
 * started on an older copy of the kit is told instead of asking the owner again.
 */
export function knownAnswer<F extends Fact>(
  kit: ComponentKit,
  fact: F,
): FactAnswers[F['kind']] | null {
  const f = fact as Fact;
  const found = ((): FactAnswers[Fact['kind']] | null => {
    switch (f.kind) {
      case 'adjacency': {
        const a = adjacency(kit, f.a, f.b);
        return a === 'unknown' ? null : a === 'yes';
      }
      case 'neighbours': {
        const l = neighbours(kit, f.area);
        return l.complete ? l.known : null;
      }
      case 'terrain': {
        const t = terrainOf(kit, f.area);
        return t.kind === 'known' ? t.value : null;
      }
      case 'tem': {
        const t = temOf(kit, f.area);
        return t.kind === 'known' ? t.value : null;
      }
      case 'name':
        return areaOf(kit, f.area)?.name ?? null;
      case 'event': {
        const r = eventRow(kit, f.scenario, f.roll);
        return r.kind === 'known' ? r.value : null;
      }
      case 'germanCounters':
        return kit.germanCountersComplete[f.scenario]
          ? kit.germanCounters.filter((c) => placementIn(c, f.scenario) !== 'absent')
          : null;
      case 'setup':
        return setupPlaceKnown(kit, f.scenario, f.place)
          ? countersAt(kit, f.scenario, f.place).map((c) => ({ id: c.id, division: c.division }))
          : null;
      case 'counter': {
        const c = kit.germanCounters.find((x) => x.id === f.id);
        // Only what the fact asks must be known (its need: the type, or the division).
        const n = f.need;
        if (
          !c ||
          (c.type == null && n !== 'division') ||
          (c.attackFactor == null && !n) ||
          (!c.assaultGun && c.division == null && n !== 'type')
        )
          return null;
        // Counters asked together take one division: known only when the kit gives them all it.
        const same = (f.also ?? []).every(
          (id) => kit.germanCounters.find((x) => x.id === id)?.division === c.division,
        );
        return same ? { type: c.type, attackFactor: c.attackFactor, division: c.division } : null;
      }
    }
  })();
  return found as FactAnswers[F['kind']] | null;
}

/** `kit` without what it records about `fact` (so a contradicting answer can replace it). */
function forget(kit: ComponentKit, fact: Fact, answer: FactAnswers[Fact['kind']]): ComponentKit {
  const drop = (A: KitArea, m: number): KitArea => ({
    ...A,
    neighbours: A.neighbours.filter((x) => x !== m),
    notNeighbours: A.notNeighbours.filter((x) => x !== m),
    neighboursComplete: false,
  });
  switch (fact.kind) {
    case 'adjacency':
      return withArea(
        withArea(kit, fact.a, (A) => drop(A, fact.b)),
        fact.b,
        (A) => drop(A, fact.a),
      );
    case 'neighbours': {
      let next = kit;
      for (const m of AREA_NUMBERS)
        if (m !== fact.area && adjacency(next, fact.area, m) !== 'unknown')
          next = withArea(
            withArea(next, fact.area, (A) => drop(A, m)),
            m,
            (A) => drop(A, fact.area),
          );
      return next;
    }
    case 'terrain':
      return withArea(kit, fact.area, (A) => ({ ...A, terrain: null }));
    case 'tem':
      return withArea(kit, fact.area, (A) => ({ ...A, tem: null }));
    case 'name':
      return withArea(kit, fact.area, (A) => ({ ...A, name: null }));
    case 'event': {
      const row = answer as EventRow;
      const rows = kit.events[fact.scenario].filter((r) => r.hi < row.lo || row.hi < r.lo);
      return { ...kit, events: { ...kit.events, [fact.scenario]: rows } };
    }
    case 'setup': {
      const s = fact.scenario;
      const ids = (answer as readonly SetupName[]).map((n) => n.id.trim());
      const counters = kit.germanCounters.map((c) => {
        const p = placementIn(c, s);
        const here = p !== null && p !== 'absent' && samePlace(p, fact.place);
        return here || ids.includes(c.id) ? placed(c, s, null) : c;
      });
      const known = (kit.setupKnown?.[s] ?? []).filter((k) => k !== placeKey(fact.place));
      return {
        ...kit,
        germanCounters: counters,
        setupKnown: { ...kit.setupKnown, [s]: known },
        germanCountersComplete: { ...kit.germanCountersComplete, [s]: false },
      };
    }
    case 'counter': {
      const ids = [fact.id, ...(fact.also ?? [])];
      return {
        ...kit,
        germanCounters: kit.germanCounters.map((c) =>
          ids.includes(c.id) ? { ...c, type: null, attackFactor: null, division: null } : c,
        ),
      };
    }
    case 'germanCounters':
      return kit;
  }
}

/**
 * Records `answer` in place of what the kit says about `fact`: the owner chose the answer over
 * the kit. Still refused when the answer breaks a rule or a fact the rulebook gives.
 */
export function overruleFact<F extends Fact>(
  kit: ComponentKit,
  fact: F,
  answer: FactAnswers[F['kind']],
): Result<ComponentKit> {
  return answerFact(forget(kit, fact, answer), fact, answer);
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
    case 'setup':
      if (!Array.isArray(answer))
        return err('kit.answer.shape', 'input', 'A setup answer is the list of counters there.');
      return setSetup(kit, f, answer as readonly SetupName[]);
    case 'counter':
      if (!isPlainObject(answer))
        return err(
          'kit.answer.shape',
          'input',
          'A counter answer gives type, Attack Factor and division.',
        );
      return setEachCounter(kit, [f.id, ...(f.also ?? [])], answer as CounterDetails);
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
