/** Words the roller's screens show: sides, attitudes, dice, and a roll's line in the log. */
import {
  atWords,
  EVERY_FINAL,
  GARBLED,
  isGarbled,
  isMainTable,
  type LogEntry,
  type Played,
  tableById,
} from '../engine';

export { SIDE_NAME } from './kit/sides';

/** How a table is rolled, in a few words. */
export function diceWords(table: string): string {
  const t = tableById(table);
  if (!t) return 'typed from your printed table';
  if (t.dice === 'dr') return 'dr (one die)';
  if (t.dice === 'DR') return 'DR (two dice summed)';
  return 'two digits: colored die tens, white die units';
}

/**
 * A table as the printed charts name it, for a button or a log line: a main table by its chart
 * ("A1", "G9/R9"), a sub-roll or setup roll by its name ("A5 Obstacle type", "v1 ENEMY SAN").
 */
export function tableLabel(id: string): string {
  if (isMainTable(id)) return id === 'G9R9' ? 'G9/R9' : id;
  if (isGarbled(id)) return GARBLED[id].name;
  return tableById(id)?.name ?? id;
}

/** A table's chart and name ("A1 ENEMY Activation"); a sub-roll's or setup roll's name alone. */
export function tableTitle(id: string): string {
  const t = tableById(id);
  if (!t || !isMainTable(id)) return tableLabel(id);
  return `${tableLabel(id)} ${t.name}`;
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
  return o.label !== null && o.label !== EVERY_FINAL && Number(o.label) !== o.final
    ? ` (row ${o.label})`
    : '';
}

/** One log line in words. */
export function logLine(p: Played): string {
  const e = p.entry;
  if (e.kind === 'card')
    return `Card: AC# ${e.ac ?? '–'}, ENEMY RE ${e.enemyRe || '–'}, FRIENDLY RE ${e.friendlyRe || '–'}`;
  if (e.kind === 'phase') return `On to ${atWords(e)}`;
  if (e.kind === 'ac') {
    const c = p.check;
    const how = e.source === 'app' ? 'app' : 'typed';
    return c
      ? `Activation Check: dr ${c.die} (${how}) → ${c.final} vs AC# ${c.acNumber}: ${c.activates ? 'activates' : 'no activation'}`
      : 'Activation Check';
  }
  if (e.kind === 'dismiss') {
    const d = p.dismissed;
    return d ? `Not rolled: ${d.why} (${tableLabel(d.table)})` : 'Not rolled';
  }
  if (e.kind === 'advance') {
    const a = p.advance;
    const how = e.source === 'app' ? 'app' : 'typed';
    return a
      ? `Turn-5 Advance dr: dr ${a.die} (${how}) vs circled ${a.circled}: ${a.advances ? 'Advance' : 'no change'}`
      : 'Turn-5 Advance dr';
  }
  if (e.kind === 'typed') return `${tableLabel(e.table)} (typed from the printed table): ${e.text}`;
  const o = p.outcome;
  if (!o) return tableLabel(e.table);
  return `${tableLabel(e.table)}: ${diceRead(e)} → ${o.final}${rowNote(o)} ${o.result}`;
}
