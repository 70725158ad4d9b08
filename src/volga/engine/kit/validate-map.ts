/**
 * Kit validation of the map: each Area (3.1, 3.1.1, 3.1.2, 9.5.3B), the terrain pools (5.4) and
 * the map-level adjacency rules (3.1, 12.2, 13.4).
 */
import { TERRAIN_LABEL, TERRAINS, type Terrain } from '../types';
import { KNOWN_AREA_NAMES, KNOWN_TEM, KNOWN_TERRAIN } from './known';
import { adjacency, isAreaNumber } from './query';
import {
  AREA_NUMBERS,
  type ComponentKit,
  GERMAN_START_AREAS,
  MAMAYEV_KURGAN_AREA,
  SHOULDER_AREAS,
  SHOULDER_NEIGHBOURS,
  TERRAIN_POOL,
  TERRAIN_TEM,
  VOLGA_AREAS,
} from './types';
import { isInt, type KitIssue, list, SOVIET_AREAS, sameName } from './validate-common';

/** Checks the 50 Areas one by one (3.1, 3.1.1, 3.1.2, 9.5.3B). */
export function checkAreas(kit: ComponentKit, out: KitIssue[]): void {
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
export function checkPools(kit: ComponentKit, out: KitIssue[]): void {
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
export function checkMap(kit: ComponentKit, out: KitIssue[]): void {
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
