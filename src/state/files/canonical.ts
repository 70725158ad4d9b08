/**
 * Canonical JSON: the one serialisation the checksum is computed over, so that a file
 * pretty-printed by one device and re-read by another (Node or any browser) hashes the same.
 *
 * Rules: object keys sorted by UTF-16 code units (plain `<` order, independent of the JS
 * engine's integer-key ordering); no whitespace; strings and numbers exactly as JSON.stringify
 * writes them (ECMAScript specifies both); values that JSON.stringify drops or nulls are
 * dropped or nulled the same way, so canonicalJson(x) === canonicalJson(JSON.parse(JSON.stringify(x))).
 */

/** Returns the canonical JSON text of a JSON-like value (see the module comment). */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  write(value, out, false);
  return out.join('');
}

function write(value: unknown, out: string[], inArray: boolean): boolean {
  switch (typeof value) {
    case 'string':
      out.push(JSON.stringify(value));
      return true;
    case 'number':
      out.push(Number.isFinite(value) ? JSON.stringify(value) : 'null');
      return true;
    case 'boolean':
      out.push(value ? 'true' : 'false');
      return true;
    case 'bigint':
      throw new TypeError('canonicalJson: a bigint cannot be written as JSON');
    case 'undefined':
    case 'function':
    case 'symbol':
      if (inArray) out.push('null');
      return inArray;
    default:
      break;
  }
  if (value === null) {
    out.push('null');
    return true;
  }
  if (Array.isArray(value)) {
    out.push('[');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(',');
      write(value[i], out, true);
    }
    out.push(']');
    return true;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  out.push('{');
  let first = true;
  for (const key of keys) {
    const v = record[key];
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    if (!first) out.push(',');
    first = false;
    out.push(JSON.stringify(key), ':');
    write(v, out, false);
  }
  out.push('}');
  return true;
}
