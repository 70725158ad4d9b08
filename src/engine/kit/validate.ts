/**
 * Kit validation. Separates "invalid" (the kit contradicts a rule or a known fact) from
 * "incomplete" (facts still unknown), and reports how much of each section is known.
 */
import { TERRAIN_LABEL, TERRAINS, type Terrain } from '../types';
import {
  FACTORY_EVENTS,
  KNOWN_AREA_NAMES,
  KNOWN_DIVISION_FACTS,
  KNOWN_TEM,
  KNOWN_TERRAIN,
} from './known';
import { adjacency, isAreaNumber, neighbours, placementIn, temOf } from './query';
import {
  AREA_NUMBERS,
  ARRIVAL_TURNS,
  ASSAULT_GUNS,
  type ComponentKit,
  DIVISIONS,
  EVENT_EFFECT_KINDS,
  type EventEffect,
  type EventRow,
  FACTORY_SETUP_AREAS,
  GERMAN_START_AREAS,
  type GermanCounter,
  MAMAYEV_KURGAN_AREA,
  type Placement,
  SCENARIOS,
  type ScenarioId,
  SHOULDER_AREAS,
  SHOULDER_NEIGHBOURS,
  TERRAIN_POOL,
  TERRAIN_TEM,
  TURN1_NO_RESULT_NAMES,
  UNIT_TYPES,
  VOLGA_AREAS,
} from './types';

/** One problem found in a kit: where, what, and which rule. */
export interface KitIssue {
  /** Stable code, e.g. 'kit.adjacency.asymmetric'. */
  readonly code: string;
  /** Rulebook section, or 'input' for malformed data. */
  readonly rule: string;
  /** Where in the kit, e.g. 'areas[33].neighbours' (Areas are keyed by number). */
  readonly path: string;
  readonly message: string;
}

/** How much of one section is known. */
export interface SectionProgress {
  readonly known: number;
  readonly total: number;
  /** 0..100, rounded down. */
  readonly percent: number;
}

/** Completeness of each part of the kit, for the transcription screen. */
export interface KitProgress {
  /** Soviet Areas (7-47) whose terrain is known. */
  readonly terrain: SectionProgress;
  /** Soviet Areas whose TEM is known or forced by terrain (9.5.3B). */
  readonly tem: SectionProgress;
  /** Areas whose neighbour list is fully decided. */
  readonly neighbourLists: SectionProgress;
  /** Area pairs whose adjacency is decided (of 1,225). */
  readonly adjacencyPairs: SectionProgress;
  /** Areas with a name recorded (names are optional for play). */
  readonly names: SectionProgress;
  /** Rolls 3..18 covered, per chart. */
  readonly events: Readonly<Record<ScenarioId, SectionProgress>>;
  /** Whether the owner has marked each scenario's counter list complete, and fields known. */
  readonly germanCounters: Readonly<
    Record<ScenarioId, { readonly listComplete: boolean; readonly fields: SectionProgress }>
  >;
  /** Unweighted mean of the sections needed for play. */
  readonly overallPercent: number;
}

/** The verdict on a kit. */
export interface KitValidation {
  /** 'invalid' if any error; else 'incomplete' while facts needed for play are unknown. */
  readonly status: 'complete' | 'incomplete' | 'invalid';
  readonly errors: readonly KitIssue[];
  /** One line per section that still has unknown facts (not errors). */
  readonly gaps: readonly KitIssue[];
  readonly progress: KitProgress;
}

const SOVIET_AREAS = AREA_NUMBERS.filter((n) => !GERMAN_START_AREAS.includes(n));

const progress = (known: number, total: number): SectionProgress => ({
  known,
  total,
  percent: total === 0 ? 100 : Math.floor((known * 100) / total),
});

/** Names compared loosely: case, spaces and punctuation ignored. */
const sameName = (x: string, y: string) =>
  x.toLowerCase().replace(/[^a-z0-9.]/g, '') === y.toLowerCase().replace(/[^a-z0-9.]/g, '');

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

const list = (xs: readonly number[]) => xs.join(', ');

/** Checks the 50 Areas one by one (3.1, 3.1.1, 3.1.2, 9.5.3B). */
function checkAreas(kit: ComponentKit, out: KitIssue[]): void {
  const add = (code: string, rule: string, path: string, message: string) =>
    out.push({ code, rule, path, message });
  for (const n of AREA_NUMBERS) {
    const A = kit.areas[n];
    const p = `areas[${n}]`;
    if (!A) {
      add('kit.area.missing', '3.1', p, `Area ${n} is missing; the map has Areas 1 to 50.`);
      continue;
    }
    if (A.number !== n)
      add(
        'kit.area.number',
        '3.1',
        `${p}.number`,
        `Area keyed ${n} says it is number ${A.number}.`,
      );
    if (A.volga !== VOLGA_AREAS.includes(n))
      add(
        'kit.area.volga',
        '3.1',
        `${p}.volga`,
        `Area ${n} is ${A.volga ? 'marked' : 'not marked'} as adjacent to the Volga; 3.1 lists exactly ${list(VOLGA_AREAS)}.`,
      );
    const control = GERMAN_START_AREAS.includes(n) ? 'german' : 'soviet';
    if (A.initialControl !== control)
      add(
        'kit.area.initialControl',
        '3.1.1',
        `${p}.initialControl`,
        `Area ${n} starts ${control === 'german' ? 'German' : 'Soviet'}-controlled (gray Identifiers: ${list(GERMAN_START_AREAS)}).`,
      );
    const knownName = KNOWN_AREA_NAMES[n];
    if (A.name !== null && knownName !== undefined && !sameName(A.name, knownName))
      add(
        'kit.area.name',
        '5.3.1',
        `${p}.name`,
        `Area ${n} is ${knownName} in the rulebook, not "${A.name}".`,
      );
    if (A.terrain !== null && !TERRAINS.includes(A.terrain))
      add(
        'kit.area.terrain',
        '3.1.2',
        `${p}.terrain`,
        `Area ${n} has an unknown terrain "${A.terrain}".`,
      );
    const knownTerrain = KNOWN_TERRAIN[n];
    if (A.terrain !== null && knownTerrain !== undefined && A.terrain !== knownTerrain)
      add(
        'kit.area.terrainKnown',
        n === 10 ? '13.4' : '14.5.1',
        `${p}.terrain`,
        `Area ${n} is ${TERRAIN_LABEL[knownTerrain]} in the rulebook, not ${TERRAIN_LABEL[A.terrain]}.`,
      );
    if (A.tem !== null && (!isInt(A.tem) || A.tem < 1 || A.tem > 4))
      add('kit.area.tem', '3.1.2', `${p}.tem`, `Area ${n} has TEM ${A.tem}; a TEM is +1 to +4.`);
    else if (A.tem !== null && A.terrain !== null && TERRAINS.includes(A.terrain))
      checkTem(n, A.terrain, A.tem, add);
    const knownTem = KNOWN_TEM[n];
    if (A.tem !== null && knownTem !== undefined && A.tem !== knownTem)
      add(
        'kit.area.temKnown',
        '9.5.3B',
        `${p}.tem`,
        `Area ${n} has TEM +${knownTem}, not +${A.tem}.`,
      );
    checkNeighbourEntries(kit, n, out);
  }
}

/** TEM against terrain, with the three named exceptions (9.5.3B). */
function checkTem(
  n: number,
  terrain: Terrain,
  tem: number,
  add: (code: string, rule: string, path: string, message: string) => void,
): void {
  const normal = TERRAIN_TEM[terrain];
  // Mamayev Kurgan's own +4 is checked against KNOWN_TEM.
  if (tem === normal) return;
  const allowed =
    (terrain === 'clear' && tem === 2) ||
    (terrain === 'lightUrban' && tem === 4) ||
    (terrain === 'elevated' && tem === 4 && n === MAMAYEV_KURGAN_AREA);
  if (!allowed)
    add(
      'kit.area.tem',
      '9.5.3B',
      `areas[${n}].tem`,
      `Area ${n} is ${TERRAIN_LABEL[terrain]} with TEM +${tem}; ${TERRAIN_LABEL[terrain]} is +${normal}` +
        (terrain === 'elevated'
          ? ' (only Mamayev Kurgan, Area 21, is +4).'
          : ' (the only exceptions are the Airfield, Clear +2, and the Central Rail Station, Light Urban +4).'),
    );
}

/** Neighbour entries: numbers, no self, no duplicates, symmetric, yes/no not both (3.1). */
function checkNeighbourEntries(kit: ComponentKit, n: number, out: KitIssue[]): void {
  const A = kit.areas[n];
  if (!A) return;
  for (const field of ['neighbours', 'notNeighbours'] as const) {
    const path = `areas[${n}].${field}`;
    const seen = new Set<number>();
    for (const m of A[field]) {
      if (!isAreaNumber(m) || m === n) {
        out.push({
          code: 'kit.neighbours.entry',
          rule: '3.1',
          path,
          message: `Area ${n} lists ${m}, which is ${m === n ? 'itself' : 'not an Area number 1..50'}.`,
        });
        continue;
      }
      if (seen.has(m))
        out.push({
          code: 'kit.neighbours.duplicate',
          rule: '3.1',
          path,
          message: `Area ${n} lists ${m} twice.`,
        });
      seen.add(m);
      const M = kit.areas[m];
      if (M && !M[field].includes(n))
        out.push({
          code: 'kit.adjacency.asymmetric',
          rule: '3.1',
          path,
          message:
            field === 'neighbours'
              ? `Area ${n} lists ${m} as adjacent but Area ${m} does not list ${n}; adjacency is mutual.`
              : `Area ${n} records ${m} as not adjacent but Area ${m} does not record ${n}.`,
        });
      if (field === 'neighbours' && A.notNeighbours.includes(m))
        out.push({
          code: 'kit.adjacency.contradicts',
          rule: '3.1',
          path,
          message: `Area ${n} lists ${m} both as adjacent and as not adjacent.`,
        });
    }
  }
}

/** Terrain counts within the Soviet counter pools (5.4). */
function checkPools(kit: ComponentKit, out: KitIssue[]): void {
  for (const t of TERRAINS) {
    const areas = SOVIET_AREAS.filter((n) => kit.areas[n]?.terrain === t);
    if (areas.length > TERRAIN_POOL[t])
      out.push({
        code: 'kit.terrain.pool',
        rule: '5.4',
        path: 'areas',
        message: `${areas.length} Soviet Areas are ${TERRAIN_LABEL[t]} (${list(areas)}) but the pool has only ${TERRAIN_POOL[t]} such counters.`,
      });
  }
  const exceptions = [
    { terrain: 'clear' as const, tem: 2, label: 'Stalingradski Airfield (Clear +2)' },
    { terrain: 'lightUrban' as const, tem: 4, label: 'Central Rail Station (Light Urban +4)' },
  ];
  for (const e of exceptions) {
    const areas = AREA_NUMBERS.filter(
      (n) => kit.areas[n]?.terrain === e.terrain && kit.areas[n]?.tem === e.tem,
    );
    if (areas.length > 1)
      out.push({
        code: 'kit.tem.exception',
        rule: '9.5.3B',
        path: 'areas',
        message: `Areas ${list(areas)} all claim to be the ${e.label}; there is only one.`,
      });
  }
}

/** Map-level adjacency rules: 12.2, 13.4, and connectedness (3.1). */
function checkMap(kit: ComponentKit, out: KitIssue[]): void {
  for (const s of SHOULDER_AREAS) {
    const bad = (kit.areas[s]?.neighbours ?? []).filter((m) => !SHOULDER_NEIGHBOURS.includes(m));
    if (bad.length > 0)
      out.push({
        code: 'kit.shoulder.outside',
        rule: '12.2',
        path: `areas[${s}].neighbours`,
        message: `Area ${s} lists ${list(bad)}; Areas 48-50 border only Areas among ${list(SHOULDER_NEIGHBOURS)}.`,
      });
  }
  for (const x of SHOULDER_NEIGHBOURS) {
    if (SHOULDER_AREAS.every((s) => adjacency(kit, s, x) === 'no'))
      out.push({
        code: 'kit.shoulder.uncovered',
        rule: '12.2',
        path: `areas[${x}].neighbours`,
        message: `Area ${x} borders none of 48, 49, 50; together they border every Area ${list(SHOULDER_NEIGHBOURS)}.`,
      });
  }
  if (adjacency(kit, 8, 10) === 'no')
    out.push({
      code: 'kit.adjacency.known',
      rule: '13.4',
      path: 'areas[8].neighbours',
      message:
        'Areas 8 and 10 are adjacent (13.4 moves straight from Sawmill into Grain Elevator).',
    });
  // Connected: every Area reachable from Area 1 through pairs that are adjacent or may be.
  const seen = new Set<number>([1]);
  const queue = [1];
  while (queue.length > 0) {
    const a = queue.pop()!;
    for (const b of AREA_NUMBERS)
      if (!seen.has(b) && adjacency(kit, a, b) !== 'no') {
        seen.add(b);
        queue.push(b);
      }
  }
  const cut = AREA_NUMBERS.filter((n) => !seen.has(n));
  if (cut.length > 0)
    out.push({
      code: 'kit.map.disconnected',
      rule: '3.1',
      path: 'areas',
      message: `Areas ${list(cut)} cannot be reached from Area 1 even through borders not yet known; the map is one piece.`,
    });
}

/** One effect's parameters (6.2.1, 14.6.1). */
function checkEffect(e: EventEffect, path: string, out: KitIssue[]): void {
  const add = (message: string) =>
    out.push({ code: 'kit.event.effect', rule: '6.2', path, message });
  if (!EVENT_EFFECT_KINDS.includes(e.kind)) {
    add(`Unknown effect "${e.kind}"; use one of ${EVENT_EFFECT_KINDS.join(', ')}.`);
    return;
  }
  if (e.kind === 'withdrawDivision') {
    if (typeof e.division !== 'string' || e.division.trim() === '')
      add('A withdrawal names its division.');
    if (
      e.returnTo.kind === 'areas' &&
      (e.returnTo.areas.length === 0 || !e.returnTo.areas.every(isAreaNumber))
    )
      add('Return Areas must be Area numbers 1..50.');
    if (!isInt(e.moralePerOutOfAction) || e.moralePerOutOfAction < 0)
      add('The Morale penalty per unit Out of Action is a whole number 0 or more.');
    const sub = e.ifAlreadyWithdrawnUseRoll;
    if (sub !== null && (!isInt(sub) || sub < 3 || sub > 18)) add('The substitute roll is 3..18.');
  }
  if (e.kind === 'noActivation') {
    if (
      !e.divisions.every((d) => typeof d === 'string') ||
      !e.units.every((u) => typeof u === 'string')
    )
      add('A Logistical Pause lists divisions and unit designations as text.');
    if (e.divisions.length === 0 && e.units.length === 0)
      add('A Logistical Pause names at least one division or unit that may not activate.');
  }
}

/** What a shipped row pins down, for comparison with the owner's rows. */
const sameEffect = (x: EventEffect, y: EventEffect) => JSON.stringify(x) === JSON.stringify(y);

/** One Random Event Chart (6.2, 10.1, 13.2, 14.6.1). */
function checkEvents(kit: ComponentKit, s: ScenarioId, out: KitIssue[]): number {
  const rows = kit.events[s];
  const covered = new Map<number, number>();
  rows.forEach((r: EventRow, i) => {
    const path = `events.${s}[${i}]`;
    if (!isInt(r.lo) || !isInt(r.hi) || r.lo < 3 || r.hi > 18 || r.lo > r.hi) {
      out.push({
        code: 'kit.event.range',
        rule: '6.2',
        path,
        message: `Rows cover 3d6 rolls 3..18 with low <= high; got ${r.lo}-${r.hi}.`,
      });
      return;
    }
    if (typeof r.name !== 'string' || r.name.trim() === '')
      out.push({
        code: 'kit.event.name',
        rule: '6.2',
        path: `${path}.name`,
        message: 'Each row has a name.',
      });
    checkEffect(r.effect, `${path}.effect`, out);
    if (TURN1_NO_RESULT_NAMES.some((n) => sameName(n, r.name)) && !r.turn1NoResult)
      out.push({
        code: 'kit.event.turn1',
        rule: '10.1',
        path: `${path}.turn1NoResult`,
        message: `${r.name} is no result on Turn 1.`,
      });
    for (let roll = r.lo; roll <= r.hi; roll++) {
      const other = covered.get(roll);
      if (other !== undefined)
        out.push({
          code: 'kit.event.overlap',
          rule: '6.2',
          path,
          message: `Roll ${roll} is in row ${other} and row ${i}; each roll has one row.`,
        });
      else covered.set(roll, i);
    }
    if (s === 'main') checkMainKnownRow(r, path, out);
    else {
      const shipped = FACTORY_EVENTS.find((f) => f.lo <= r.hi && r.lo <= f.hi);
      if (
        shipped &&
        (shipped.lo !== r.lo || shipped.hi !== r.hi || !sameEffect(shipped.effect, r.effect))
      )
        out.push({
          code: 'kit.event.known',
          rule: '14.6.1',
          path,
          message: `The Factory District chart has ${shipped.lo}-${shipped.hi} ${shipped.name} (${shipped.effect.kind}); row ${r.lo}-${r.hi} ${r.name} disagrees.`,
        });
    }
  });
  return covered.size;
}

/** The main chart's two known rows: 3 (6.2.1) and 15 (13.2). */
function checkMainKnownRow(r: EventRow, path: string, out: KitIssue[]): void {
  if (r.lo <= 3 && 3 <= r.hi) {
    const e = r.effect;
    const ok =
      e.kind === 'withdrawDivision' &&
      e.division === DIVISIONS.motorized29 &&
      e.returnTo.kind === 'areas' &&
      [...e.returnTo.areas].sort().join() === '5,6' &&
      e.moralePerOutOfAction === 1 &&
      e.ifAlreadyWithdrawnUseRoll === 4;
    if (!ok)
      out.push({
        code: 'kit.event.known',
        rule: '6.2.1',
        path,
        message:
          'Roll 3 is 64th Army Breakthrough: the 29th Motorized withdraws (-1 Morale per unit Out of Action), returns next Turn to Area 5 or 6, and a 3 after it has gone reads as 4.',
      });
  }
  if (r.lo <= 15 && 15 <= r.hi && r.effect.kind !== 'artilleryShortage')
    out.push({
      code: 'kit.event.known',
      rule: '13.2',
      path,
      message: 'Roll 15 is Artillery Shell Shortages (Artillery +1 instead of +2).',
    });
}

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
function checkCounters(kit: ComponentKit, out: KitIssue[]): void {
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
      if (kit.germanCountersComplete[s] && p !== null && p !== 'absent') {
        if (c.type === null)
          add('kit.counter.incomplete', '4.2', 'type', `${c.id}: type unknown in a complete list.`);
        if (c.attackFactor === null)
          add(
            'kit.counter.incomplete',
            '4.3.1',
            'attackFactor',
            `${c.id}: Attack Factor unknown in a complete list.`,
          );
        if (!c.assaultGun && c.division === null)
          add(
            'kit.counter.incomplete',
            '4.3.2',
            'division',
            `${c.id}: Parent Organization unknown in a complete list.`,
          );
      }
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

/** Progress figures and the list of gaps. */
function measure(kit: ComponentKit, eventCoverage: Record<ScenarioId, number>) {
  const terrainKnown = SOVIET_AREAS.filter((n) => kit.areas[n]?.terrain != null);
  const temKnown = SOVIET_AREAS.filter((n) => temOf(kit, n).kind === 'known');
  const lists = AREA_NUMBERS.map((n) => neighbours(kit, n));
  const listsComplete = lists.filter((l) => l.complete).length;
  let pairsKnown = 0;
  for (const a of AREA_NUMBERS)
    for (let b = a + 1; b <= 50; b++) if (adjacency(kit, a, b) !== 'unknown') pairsKnown++;
  const names = AREA_NUMBERS.filter((n) => kit.areas[n]?.name != null).length;
  const counterFields = (s: ScenarioId) => {
    let known = 0;
    let total = 0;
    for (const c of kit.germanCounters) {
      const p = placementIn(c, s);
      if (p === 'absent') continue;
      total += 4;
      known += (p !== null ? 1 : 0) + (c.type !== null ? 1 : 0) + (c.attackFactor !== null ? 1 : 0);
      known += c.division !== null || c.assaultGun ? 1 : 0;
    }
    return progress(known, total);
  };
  const p: KitProgress = {
    terrain: progress(terrainKnown.length, SOVIET_AREAS.length),
    tem: progress(temKnown.length, SOVIET_AREAS.length),
    neighbourLists: progress(listsComplete, 50),
    adjacencyPairs: progress(pairsKnown, (50 * 49) / 2),
    names: progress(names, 50),
    events: {
      main: progress(eventCoverage.main, 16),
      factory: progress(eventCoverage.factory, 16),
    },
    germanCounters: {
      main: { listComplete: kit.germanCountersComplete.main, fields: counterFields('main') },
      factory: {
        listComplete: kit.germanCountersComplete.factory,
        fields: counterFields('factory'),
      },
    },
    overallPercent: 0,
  };
  const parts = [
    p.terrain.percent,
    p.tem.percent,
    p.neighbourLists.percent,
    p.events.main.percent,
    p.events.factory.percent,
    p.germanCounters.main.listComplete ? p.germanCounters.main.fields.percent : 0,
    p.germanCounters.factory.listComplete ? p.germanCounters.factory.fields.percent : 0,
  ];
  const progressOut = {
    ...p,
    overallPercent: Math.floor(parts.reduce((x, y) => x + y, 0) / parts.length),
  };
  const gaps: KitIssue[] = [];
  const gap = (code: string, rule: string, path: string, message: string) =>
    gaps.push({ code, rule, path, message });
  const noTerrain = SOVIET_AREAS.filter((n) => !terrainKnown.includes(n));
  if (noTerrain.length)
    gap(
      'kit.gap.terrain',
      '3.1.2',
      'areas',
      `Terrain unknown for ${noTerrain.length} Soviet Areas: ${list(noTerrain)}.`,
    );
  const noTem = SOVIET_AREAS.filter((n) => !temKnown.includes(n));
  if (noTem.length)
    gap(
      'kit.gap.tem',
      '3.1.2',
      'areas',
      `TEM unknown for ${noTem.length} Soviet Areas: ${list(noTem)}.`,
    );
  const open = AREA_NUMBERS.filter((_, i) => !lists[i]?.complete);
  if (open.length)
    gap(
      'kit.gap.neighbours',
      '3.1',
      'areas',
      `Neighbour lists not complete for ${open.length} Areas: ${list(open)}.`,
    );
  for (const s of SCENARIOS) {
    const missing: number[] = [];
    for (let r = 3; r <= 18; r++)
      if (!kit.events[s].some((row) => row.lo <= r && r <= row.hi)) missing.push(r);
    if (missing.length)
      gap(
        'kit.gap.events',
        s === 'main' ? '6.2' : '14.6.1',
        `events.${s}`,
        `The ${s} Random Event Chart has no row for ${list(missing)}.`,
      );
    if (!kit.germanCountersComplete[s])
      gap(
        'kit.gap.counters',
        s === 'main' ? '5.3' : '14.3',
        'germanCounters',
        `The ${s} German counter list is not yet complete.`,
      );
  }
  return { progress: progressOut, gaps };
}

/**
 * Validates a kit: every contradiction with its path, message and rule, the sections still
 * unknown, and per-section progress. A kit is 'complete' only when nothing play needs is unknown.
 */
export function validateKit(kit: ComponentKit): KitValidation {
  const errors: KitIssue[] = [];
  checkAreas(kit, errors);
  checkPools(kit, errors);
  checkMap(kit, errors);
  const coverage = {
    main: checkEvents(kit, 'main', errors),
    factory: checkEvents(kit, 'factory', errors),
  };
  checkCounters(kit, errors);
  const { progress: p, gaps } = measure(kit, coverage);
  const status = errors.length > 0 ? 'invalid' : gaps.length > 0 ? 'incomplete' : 'complete';
  return { status, errors, gaps, progress: p };
}

/** The completeness summary alone (what the transcription screen shows). */
export function kitProgress(kit: ComponentKit): KitProgress {
  return validateKit(kit).progress;
}
