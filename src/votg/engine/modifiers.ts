/**
 * The modifiers of each table as named chips: what applies given the situation, its value, and
 * the source line it comes from. The Readings in docs/rulings.md (VotG) are marked where used.
 */
import { MISSIONS } from './missions';
import { chip } from './table-data';
import type { MainTableId } from './tables';
import type { Chip, MissionId, Side } from './types';

/** What a roll's modifiers depend on; every field is optional and means "not the case" when absent. */
export interface RollContext {
  /** Any other drm the player adds (summed tables). */
  readonly drm?: number;
  readonly attitude?: 'none' | 'hold' | 'advance';
  /** FRIENDLY RE 75-76 has happened this Mission. */
  readonly calledOff?: boolean;
  readonly elite?: boolean;
  readonly conscript?: boolean;
  /** FRIENDLY RE 04 has happened this Mission. */
  readonly re04?: boolean;
  /** YYYY-MM-DD. */
  readonly date?: string;
  readonly reinforcing?: boolean;
  readonly column?: 'infantry' | 'armor';
  /** Earlier good Infantry Leader finals this Mission (G3: 4 or less, R3: 3 or less). */
  readonly previousGood?: number;
  /** Russian leaders or commissars already in this Human Wave; absent when not a Human Wave. */
  readonly humanWaveLeaders?: number;
  readonly nkvd?: number;
  readonly conscripts?: number;
  readonly fortified?: boolean;
  /** OBA chart column. */
  readonly side?: Side;
  readonly mission?: MissionId;
  /** Colored-die drm besides the Mission's (e.g. the Attack or Idle chit). */
  readonly coloredDrm?: number;
  /** Labels of once-per-Mission rows that already happened. */
  readonly done?: readonly string[];
  /** An A11 DR made for 8.7 (line 87) at an ENEMY PFPh or DFPh: only 14-15 and 62-63 count. */
  readonly artilleryCheck?: boolean;
  /** The A1 roll is made during the ENEMY MPh (A1 footnote 5, line 397). */
  readonly enemyMovePhase?: boolean;
}

/** R2: 14 September 1942 (+6, or -3 for reinforcing S?), October 1942 -1, January 1943 -2. */
function r2Date(c: RollContext): Chip[] {
  const d = c.date;
  if (!d) return [];
  if (d === '1942-09-14')
    return c.reinforcing
      ? [chip(-3, 'Reinforcing S? on 14 Sept 42 (R2 note 3)', 632)]
      : [chip(6, 'Date is 14 Sept 42 (R2)', 622)];
  if (d.startsWith('1942-10')) return [chip(-1, 'Date is October 1942 (R2)', 623)];
  if (d.startsWith('1943-01')) return [chip(-2, 'Date is January 1943 (R2)', 624)];
  return [];
}

/** R10a: 14 September 1942 +1; 15 September to the end of November 1942 -1. */
function r10aDate(c: RollContext): Chip[] {
  const d = c.date;
  if (!d) return [];
  if (d === '1942-09-14') return [chip(1, 'Date is 14 Sept 1942 (R10a)', 724)];
  if (d >= '1942-09-15' && d <= '1942-11-30')
    return [chip(-1, 'Date is 15 Sept to Nov 1942 (R10a)', 725)];
  return [];
}

/** G3/R3: Elite and Conscript count for Infantry Leaders only; the counter for both columns. */
function leader(c: RollContext, t: 'G3' | 'R3'): Chip[] {
  const g = t === 'G3';
  const out: Chip[] = [];
  const infantry = (c.column ?? 'infantry') === 'infantry';
  if (infantry && c.elite) out.push(chip(-1, `An accompanying MMC is Elite (${t})`, g ? 436 : 653));
  if (infantry && c.conscript)
    out.push(chip(1, `All accompanying MMC are Conscript (${t})`, g ? 437 : 654));
  const n = c.previousGood ?? 0;
  if (n > 0)
    out.push(
      chip(
        n,
        `${n} earlier Infantry Leader final${n > 1 ? 's' : ''} of ${g ? 4 : 3} or less this Mission (${t})`,
        g ? 438 : 655,
      ),
    );
  if (t === 'R3' && c.humanWaveLeaders !== undefined) {
    const h = c.humanWaveLeaders;
    out.push(
      h > 0
        ? chip(h, `${h} leader${h > 1 ? 's' : ''}/commissar already in this Human Wave (R10a)`, 726)
        : chip(-1, 'No leader or commissar yet in this Human Wave (R10a)', 727),
    );
  }
  return out;
}

/** Returns the modifiers in force on a main table for this situation, each with its source. */
export function modifiersFor(table: MainTableId, c: RollContext): Chip[] {
  const out: Chip[] = [];
  switch (table) {
    case 'A1':
      // Reading: after FRIENDLY RE 75-76 the A1 DR gets +1 and the Advance -1 is cancelled.
      if (c.attitude === 'advance' && !c.calledOff)
        out.push(chip(-1, 'S? was in Advance Attitude (A1)', 388));
      if (c.attitude === 'hold') out.push(chip(2, 'S? was in Hold Attitude (A1)', 389));
      if (c.calledOff) out.push(chip(1, 'ENEMY attack called off (FRIENDLY RE 75-76)', 854));
      break;
    case 'A5':
      if (c.re04) out.push(chip(1, 'FRIENDLY RE 04 happened this Mission (A5 +x)', 815));
      if (c.elite) out.push(chip(-1, 'An MMC is Elite (A5)', 407));
      if (c.conscript) out.push(chip(1, 'All MMC are Conscript (A5)', 407));
      break;
    case 'G2':
      // Reading: the "+2 if Nov 42 or later" line sits between G4 and G5 in the text; read as G2's.
      if (c.date && c.date >= '1942-11-01')
        out.push(chip(2, 'Date is Nov 42 or later (G2, probable reading)', 554));
      break;
    case 'R2':
      out.push(...r2Date(c));
      break;
    case 'G3':
    case 'R3':
      out.push(...leader(c, table));
      break;
    case 'R3a': {
      const n = c.nkvd ?? 0;
      const k = c.conscripts ?? 0;
      if (n > 0) out.push(chip(-n, `${n} accompanying NKVD MMC (R3a)`, 364));
      if (k > 0) out.push(chip(k, `${k} accompanying Conscript${k > 1 ? 's' : ''} (R3a)`, 365));
      if (c.fortified) out.push(chip(-1, 'Activated in a Fortified Building (R3a)', 366));
      break;
    }
    case 'R10a':
      out.push(...r10aDate(c));
      break;
    case 'G9R9':
      if (c.mission) {
        const m = MISSIONS[c.mission];
        out.push(chip(m.coloredDrm, `Mission ${m.id} colored-die drm (MSR)`, m.coloredDrmLine));
      }
      if (c.coloredDrm) out.push(chip(c.coloredDrm, 'Other colored-die drm (2.3)', 806));
      break;
    default:
      break;
  }
  if (table !== 'A11' && table !== 'G9R9' && c.drm)
    out.push(chip(c.drm, 'Other drm entered', null));
  return out;
}
