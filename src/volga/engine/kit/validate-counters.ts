/**
 * Kit validation of the German counters: designations, factors, placements, the arrivals and
 * division sizes the rulebook gives, and setup stacking (4.2, 4.3, 5.3, 6.1, 7.1, 12.4, 13.4,
 * 14.3, 14.4).
 */
import { KNOWN_DIVISION_FACTS } from './known';
import { isAreaNumber, placementIn } from './query';
import {
  ARRIVAL_TURNS,
  ASSAULT_GUNS,
  type ComponentKit,
  DIVISIONS,
  FACTORY_SETUP_AREAS,
  GERMAN_START_AREAS,
  type GermanCounter,
  type Placement,
  SCENARIOS,
  type ScenarioId,
  UNIT_TYPES,
} from './types';
import { isInt, type KitIssue, list } from './validate-common';

/** A placement's shape and whether the scenario allows it (5.3.1, 5.3.2, 14.3.1, 14.4). */
function checkPlacement(
  p: Placement,
  s: ScenarioId,
  path: string,
  id: string,
  out: KitIssue[],
): void {
  const add = (rule: string, message: string): void => {
    out.push({ code: 'kit.counter.placement', rule, path, message: `${id}: ${message}` });
  };
  if (p.at === 'area') {
    if (!isAreaNumber(p.area)) {
      add('3.1', `setup Area ${p.area} is not 1..50.`);
      return;
    }
    if (s === 'main' && !GERMAN_START_AREAS.includes(p.area))
      add(
        '5.3.1',
        `main-game units set up only in Areas ${list(GERMAN_START_AREAS)}, not ${p.area}.`,
      );
    if (s === 'factory' && !FACTORY_SETUP_AREAS.includes(p.area))
      add(
        '14.3.1',
        `Factory District units set up only in Areas ${list(FACTORY_SETUP_AREAS)}, not ${p.area}.`,
      );
  } else if (p.at === 'arrival') {
    if (!ARRIVAL_TURNS[s].includes(p.turn))
      add(
        s === 'main' ? '5.3.2' : '14.4',
        `reinforcements arrive on Turn ${ARRIVAL_TURNS[s].join(' or ')}, not ${p.turn}.`,
      );
  } else if (p.at === 'outOfAction') {
    if (s === 'main') add('5.3', 'only the Factory District starts units Out of Action.');
  } else {
    add('input', 'a placement is an Area, an arrival Turn, or the Out of Action Box.');
  }
}

/** German counters (4.2, 4.3, 5.3, 6.1, 7.1, 12.4, 13.4, 14.3, 14.4). */
export function checkCounters(kit: ComponentKit, out: KitIssue[]): void {
  const ids = new Map<string, number>();
  kit.germanCounters.forEach((c: GermanCounter, i) => {
    const path = `germanCounters[${i}]`;
    const add = (code: string, rule: string, field: string, message: string) =>
      out.push({ code, rule, path: field ? `${path}.${field}` : path, message });
    if (typeof c.id !== 'string' || c.id.trim() === '')
      add('kit.counter.id', '4.3', 'id', 'Each counter has its designation.');
    else if (ids.has(c.id))
      add(
        'kit.counter.duplicate',
        '4.3',
        'id',
        `${c.id} appears twice (also germanCounters[${ids.get(c.id)}]).`,
      );
    else ids.set(c.id, i);
    if (c.type !== null && !UNIT_TYPES.includes(c.type))
      add('kit.counter.type', '4.2', 'type', `${c.id}: type is armor or infantry.`);
    if (
      c.attackFactor !== null &&
      (!isInt(c.attackFactor) || c.attackFactor < 1 || c.attackFactor > 20)
    )
      add(
        'kit.counter.attackFactor',
        '4.3.1',
        'attackFactor',
        `${c.id}: Attack Factor ${c.attackFactor} is not a whole number 1..20.`,
      );
    const isGun = (ASSAULT_GUNS as readonly string[]).includes(c.id);
    if (c.assaultGun !== isGun)
      add(
        'kit.counter.assaultGun',
        '12.4',
        'assaultGun',
        `${c.id} ${isGun ? 'is' : 'is not'} an assault gun (12.4 names ${ASSAULT_GUNS.join(', ')}).`,
      );
    if (c.id === '29/RCN' && c.attackFactor !== null && c.attackFactor !== 6)
      add('kit.counter.known', '13.4', 'attackFactor', '29/RCN has Attack Factor 6.');
    if (c.id === '29/RCN' && c.division !== DIVISIONS.motorized29)
      add(
        'kit.counter.known',
        '13.4',
        'division',
        `29/RCN belongs to the ${DIVISIONS.motorized29}.`,
      );
    for (const s of SCENARIOS) {
      const p = placementIn(c, s);
      if (p !== null && p !== 'absent') checkPlacement(p, s, `${path}.${s}`, c.id, out);
      if (kit.germanCountersComplete[s] && p === null)
        add(
          'kit.counter.incomplete',
          s === 'main' ? '5.3' : '14.3',
          s,
          `${c.id}: the ${s} list is marked complete but this counter's ${s} placement is unknown.`,
        );
      // A complete list says who starts where; a unit's type, Attack Factor and division may
      // still be open: play asks for them when the unit first moves, leads or returns.
    }
  });
  checkKnownPlacements(kit, out);
  for (const s of SCENARIOS) checkStacking(kit, s, out);
}

/** Who arrives when, and division sizes (6.1.1, 6.1.2, 14.3, 14.4, 14.6.1). */
function checkKnownPlacements(kit: ComponentKit, out: KitIssue[]): void {
  const gunArrivals: Record<string, [ScenarioId, number, string]> = {
    '245A': ['main', 2, '6.1.1'],
    '245B': ['main', 7, '6.1.1'],
    '244C': ['factory', 12, '14.4'],
  };
  kit.germanCounters.forEach((c, i) => {
    const gun = gunArrivals[c.id];
    if (gun) {
      const p = placementIn(c, gun[0]);
      if (p !== null && !(p !== 'absent' && p.at === 'arrival' && p.turn === gun[1]))
        out.push({
          code: 'kit.counter.known',
          rule: gun[2],
          path: `germanCounters[${i}].${gun[0]}`,
          message: `${c.id} arrives on Turn ${gun[1]}.`,
        });
    }
    for (const f of KNOWN_DIVISION_FACTS) {
      if (c.division !== f.division || c.assaultGun) continue;
      const p = placementIn(c, f.scenario);
      if (p === null) continue;
      const good =
        p === 'absent'
          ? false
          : f.arrival === null
            ? p.at !== 'arrival'
            : p.at === 'arrival' && p.turn === f.arrival;
      if (!good)
        out.push({
          code: 'kit.counter.known',
          rule: f.rule,
          path: `germanCounters[${i}].${f.scenario}`,
          message:
            f.arrival === null
              ? `${c.id} (${f.division}) is on the map from the start of the ${f.scenario === 'main' ? 'main game' : 'Factory District'}.`
              : `${c.id} (${f.division}) arrives on Turn ${f.arrival}.`,
        });
    }
  });
  // Reinforcement turns carry only the named division and its assault gun (6.1.1, 14.4).
  for (const s of SCENARIOS) {
    kit.germanCounters.forEach((c, i) => {
      const p = placementIn(c, s);
      if (p === null || p === 'absent' || p.at !== 'arrival') return;
      const division = KNOWN_DIVISION_FACTS.find((f) => f.scenario === s && f.arrival === p.turn);
      const gun = Object.entries(gunArrivals).find(([, g]) => g[0] === s && g[1] === p.turn)?.[0];
      if (division && c.division !== division.division && c.id !== gun)
        out.push({
          code: 'kit.counter.known',
          rule: division.rule,
          path: `germanCounters[${i}].${s}`,
          message: `Only the ${division.division} and ${gun} arrive on Turn ${p.turn}; ${c.id} does not.`,
        });
    });
  }
  for (const f of KNOWN_DIVISION_FACTS) {
    if (f.units === null) continue;
    const units = kit.germanCounters.filter((c) => {
      const p = placementIn(c, f.scenario);
      return c.division === f.division && !c.assaultGun && p !== null && p !== 'absent';
    });
    const tooMany = units.length > f.units;
    const tooFew = kit.germanCountersComplete[f.scenario] && units.length < f.units;
    if (tooMany || tooFew)
      out.push({
        code: 'kit.counter.divisionSize',
        rule: f.rule,
        path: 'germanCounters',
        message: `The ${f.division} has ${f.units} units in the ${f.scenario} scenario; the kit has ${units.length}.`,
      });
  }
}

/** At most four German units per Area at setup (7.1). */
function checkStacking(kit: ComponentKit, s: ScenarioId, out: KitIssue[]): void {
  const byArea = new Map<number, string[]>();
  for (const c of kit.germanCounters) {
    const p = placementIn(c, s);
    if (p === null || p === 'absent' || p.at !== 'area') continue;
    byArea.set(p.area, [...(byArea.get(p.area) ?? []), c.id]);
  }
  for (const [area, ids] of byArea)
    if (ids.length > 4)
      out.push({
        code: 'kit.counter.stacking',
        rule: '7.1',
        path: 'germanCounters',
        message: `${ids.length} units (${ids.join(', ')}) set up in Area ${area} in the ${s} scenario; at most four may stack.`,
      });
}
