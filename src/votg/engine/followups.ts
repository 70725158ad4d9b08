/**
 * What a result leads to: the next rolls an A1, R10a or Random Event result offers (squad,
 * leader, fortification, AFV), and the sub-rolls and garbled tables its row names. The side a
 * table serves decides G or R: the ENEMY for A1, A5, A11 and R10a, the FRIENDLY side for G9/R9.
 */
import type { GarbledId } from './garbled';

import type { Outcome } from './roll';
import { to } from './table-data';
import { tableById } from './tables';
import type { FollowUp, MissionId, Side } from './types';

/** One roll offered after a result. */
export interface Next {
  /** A table id, or a garbled table whose result the owner types. */
  readonly table: string;
  readonly why: string;
  readonly garbled: boolean;
  /** Roll the leader table on the Armor Leader column. */
  readonly armor: boolean;
  /** An R3 roll for a leader joining a Human Wave (R10a). */
  readonly humanWave: boolean;
  /**
   * The leader of the units activated together: its table (G3, R3, R3a, VotG22) follows from
   * the whole activation (5.73, line 20), so it can change while other rolls of it are made.
   */
  readonly role?: 'leader';
}

/** How a roll's place in its chain changes what it offers. */
export interface OfferOptions {
  /** The side whose units the chain makes (else the table's side: FRIENDLY for G9/R9). */
  readonly side?: Side;
  /** A1 footnote 5 (line 397): an Advance S? in the ENEMY MPh gets SMOKE, not a fortification. */
  readonly smokeForF?: boolean;
}

/** Who is who in the Mission. */
export interface Sides {
  readonly enemy: Side;
  readonly friendly: Side;
  readonly mission?: MissionId;
}

const G_OR_R = (side: Side, g: string, r: string) => (side === 'german' ? g : r);

/**
 * 5.73: a Russian ENEMY leader activated with an NKVD MMC or a 4-2-6 comes from R3a. `squads`
 * are the squad results already rolled in the same activation.
 */
export function leaderTable(side: Side, squads: readonly string[], isEnemy: boolean): string {
  if (side === 'german') return 'G3';
  if (isEnemy && squads.some((s) => s.includes('NKVD') || s.includes('4-2-6'))) return 'R3a';
  return 'R3';
}

// Guns and support weapons come from tables the text garbled: the owner types those results.
const garbledFor = (side: Side, g: GarbledId, r: GarbledId): GarbledId =>
  side === 'german' ? g : r;

const next = (table: string, why: string, more: Partial<Next> = {}): Next => ({
  table,
  why,
  garbled: tableById(table) === undefined,
  armor: false,
  humanWave: false,
  ...more,
});

/** Resolves a placeholder (SQUAD, LEADER, AFV, GUN, SW) to the side's table. */
function concrete(table: string, side: Side, sides: Sides, squads: readonly string[]): string {
  const isEnemy = side === sides.enemy;
  switch (table) {
    case 'SQUAD':
      return G_OR_R(side, 'G2', 'R2');
    case 'LEADER':
      return leaderTable(side, squads, isEnemy);
    case 'AFV':
      return G_OR_R(side, 'G6a', 'R6');
    case 'GUN':
      return garbledFor(side, 'G5', 'R5');
    case 'SW':
      return garbledFor(side, 'G4', 'R4');
    case 'SQUAD43':
      return G_OR_R(side, 'A11.43.squadG', 'A11.43.squadR');
    case 'A5.obstacle':
    case 'A11.36.count':
    case 'A11.46.count':
      // v3 MSR 5 (line 1049) sets the Obstacle; line 1050 makes the S? count a dr.
      return sides.mission === 'v3'
        ? table === 'A5.obstacle'
          ? 'A5.obstacleV3'
          : `${table}V3`
        : table;
    default:
      return table;
  }
}

/** The roll each activated item calls for. */
const ITEM: Readonly<Record<string, FollowUp>> = {
  S: to('SQUAD', 'Squad'),
  HS: to('SQUAD', 'Half-squad (its squad type)'),
  L: to('LEADER', 'Leader'),
  F: to('A5', 'Fortification'),
  SW: to('SW', 'Support weapon'),
  Gun: to('GUN', 'Gun'),
  AFV: to('AFV', 'AFV'),
  SPG: to('AFV', 'SPG (an AFV if Russian)'),
};

/** The leader offers of a row: an Infantry leader, not an Armor or Human Wave one. */
const leaderRole = (table: string, armor: boolean): Partial<Next> =>
  table === 'LEADER' && !armor ? { role: 'leader' } : {};

/**
 * Returns the rolls a result offers next, in the order the row lists them. `squads` are the
 * squads already rolled in the same activation; `opts` what the chain adds (its side, footnote 5).
 */
export function followUps(
  o: Outcome,
  sides: Sides,
  squads: readonly string[] = [],
  opts: OfferOptions = {},
): Next[] {
  if (o.row === null || o.reroll) return [];
  const side = opts.side ?? (o.table === 'G9R9' ? sides.friendly : sides.enemy);
  const out: Next[] = [];
  if (o.table === 'R10a') {
    for (const it of o.row.items ?? []) {
      if (it === 'L') out.push(next('R3', 'Human Wave leader', { humanWave: true }));
      if (it === 'L+NKVD') out.push(next('R3a', 'Leader with NKVD (5.73)', { role: 'leader' }));
      if (it === 'SW') out.push(next('R10b', 'Human Wave support weapon'));
    }
    return out;
  }
  const items = o.row.items ?? [];
  for (const it of items) {
    const i = ITEM[it];
    // A1 footnote 5 (line 397): the F becomes SMOKE, so no A5 roll is offered.
    if (i && !(it === 'F' && opts.smokeForF))
      out.push(next(concrete(i.table, side, sides, squads), i.why, leaderRole(i.table, false)));
  }
  for (const n of o.row.next ?? []) {
    if (n.only && n.only !== side) continue;
    const armor = n.armor === true;
    out.push(
      next(concrete(n.table, side, sides, squads), n.why, { armor, ...leaderRole(n.table, armor) }),
    );
  }
  // 5.761 (line 24, A1 footnote 4 line 396): a Gun in a Factory or Roofless building first rolls
  // for the Inside or Outside column. Offered last, so the slots of older Missions keep their place.
  if (items.includes('Gun'))
    out.push(next('x5.side', 'Gun column (Factory or Roofless building only)'));
  return out;
}
