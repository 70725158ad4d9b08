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
  return write(value, false) ?? '';
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Returns the canonical text of `value`, or undefined for a value JSON drops (outside arrays). */
function write(value: unknown, inArray: boolean): string | undefined {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      throw new TypeError('canonicalJson: a bigint cannot be written as JSON');
    case 'undefined':
    case 'function':
    case 'symbol':
      return inArray ? 'null' : undefined;
    default:
      break;
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      out += write(value[i], true);
    }
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort(byCodeUnits);
  let out = '{';
  let first = true;
  for (const key of keys) {
    const text = write(record[key], false);
    if (text === undefined) continue;
    out += first ? `${JSON.stringify(key)}:${text}` : `,${JSON.stringify(key)}:${text}`;
    first = false;
  }
  return `${out}}`;
}
