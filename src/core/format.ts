/** Number formats shared by the tables' screens: chances, signed terms, counted things. */

/** Formats a probability as a percentage with one decimal ("<0.1%" for tiny non-zero chances). */
export function pct(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  if (p < 0.0005) return '<0.1%';
  if (p > 0.9995) return '>99.9%';
  return `${(p * 100).toFixed(1)}%`;
}

/** Formats a term value with its sign ("+2", "−3", "6" for the first term). */
export function signed(n: number, first = false): string {
  if (first) return String(n);
  return n < 0 ? `−${-n}` : `+${n}`;
}

/** Counts a thing in words: "1 log entry", "2 log entries" (`many` defaults to `one` plus "s"). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Names a span of source lines: "line 88" when it starts and ends on one line, else "lines 88-92". */
export function lineSpan(lines: readonly [number, number]): string {
  return lines[0] === lines[1] ? `line ${lines[0]}` : `lines ${lines[0]}-${lines[1]}`;
}
