/** Words the roller's screens show: sides, attitudes, dice, and a roll's line in the log. */
import { type LogEntry, type Played, type Side, tableById } from '../engine';

/** A side's name. */
export const SIDE_NAME: Readonly<Record<Side, string>> = { german: 'German', russian: 'Russian' };

/** How a table is rolled, in a few words. */
export function diceWords(table: string): string {
  const t = tableById(table);
  if (!t) return 'typed from your printed table';
  if (t.dice === 'dr') return 'dr (one die)';
  if (t.dice === 'DR') return 'DR (two dice summed)';
  return 'two digits: colored die tens, white die units';
}

/** A table's id and name ("A1 ENEMY Activation"); the id alone for an unknown one. */
export function tableTitle(id: string): string {
  const t = tableById(id);
  return t ? `${id} ${t.name}` : id;
}

/** Returns a date as "16 Sept 1942". */
export function dateWords(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const months = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'June',
    'July',
    'Aug',
    'Sept',
    'Oct',
    'Nov',
    'Dec',
  ];
  return `${d} ${months[m - 1]} ${y}`;
}

/** The dice of a roll as read: "colored 3, white 4" or "dr 5". */
export function diceRead(e: Extract<LogEntry, { kind: 'roll' }>): string {
  const t = tableById(e.table);
  const how = e.source === 'app' ? 'app' : 'typed';
  if (t?.dice === 'dr') return `dr ${e.dice[0]} (${how})`;
  return `colored ${e.dice[0]}, white ${e.dice[1]} (${how})`;
}

/**
 * The printed row a final total fell on, when it says more than the total: " (row 11-12)" for a
 * range or an open end, nothing when the row is the total itself ("13", or "05" for 5).
 */
export function rowNote(o: { final: number; label: string | null }): string {
  return o.label !== null && Number(o.label) !== o.final ? ` (row ${o.label})` : '';
}

/** One log line in words. */
export function logLine(p: Played): string {
  const e = p.entry;
  if (e.kind === 'card')
    return `Card: AC# ${e.ac ?? '–'}, ENEMY RE ${e.enemyRe || '–'}, FRIENDLY RE ${e.friendlyRe || '–'}`;
  if (e.kind === 'typed') return `${e.table} (typed from the printed table): ${e.text}`;
  const o = p.outcome;
  if (!o) return e.table;
  return `${e.table}: ${diceRead(e)} → ${o.final}${rowNote(o)} ${o.result}`;
}
