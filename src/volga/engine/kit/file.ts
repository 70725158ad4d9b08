/**
 * The kit as a shareable file: JSON text with a format tag and version. Reading migrates older
 * versions, checks the shape against the kit's one schema (every problem with its path), then
 * validates against the rules.
 */
import * as v from 'valibot';
import { isPlainObject, shown, unknownField } from '../../../core/input';
import { issuesToProblems } from '../../../core/problems';
import type { Result, RuleError } from '../../../core/result';
import { ComponentKitSchema } from './schema';
import { type ComponentKit, KIT_VERSION } from './types';
import { type KitIssue, validateKit } from './validate';

/** The format tag written into every kit file. */
export const KIT_FILE_FORMAT = 'volga-table/component-kit';

/** A kit file that could not be read: a RuleError plus every problem found, with paths. */
export interface KitFileError extends RuleError {
  readonly issues: readonly KitIssue[];
}

/**
 * Migrations from one kit version to the next: KIT_MIGRATIONS[n] turns a version-n kit object
 * into a version n+1 object. Empty while only version 1 exists.
 */
export const KIT_MIGRATIONS: Readonly<Record<number, (kit: unknown) => unknown>> = {};

/** The kit as file text (pretty JSON with format tag and version). */
export function exportKit(kit: ComponentKit): string {
  return `${JSON.stringify({ format: KIT_FILE_FORMAT, version: KIT_VERSION, kit }, null, 2)}\n`;
}

const fail = (code: string, rule: string, message: string, issues: KitIssue[] = []) =>
  ({ ok: false, error: { code, rule, message, issues } }) as const;

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/**
 * Reads an untrusted object as a current-version ComponentKit against the kit's one schema
 * (schema.ts): a field this version does not define is refused, not dropped (docs/rulings.md,
 * Files). Returns the kit, or every shape problem with its path inside the kit ('kit' for the
 * whole value).
 */
export function parseKit(value: unknown): Result<ComponentKit, KitFileError> {
  if (!isPlainObject(value))
    return fail('kit.file.shape', 'input', 'The kit is not an object.', [
      { code: 'kit.file.shape', rule: 'input', path: 'kit', message: 'expected an object' },
    ]);
  const r = v.safeParse(ComponentKitSchema, value);
  if (r.success) return { ok: true, value: r.output as ComponentKit };
  const issues: KitIssue[] = issuesToProblems(r.issues).map((p) => ({
    code: 'kit.file.shape',
    rule: 'input',
    path: p.path === '' ? 'kit' : p.path,
    message: p.message,
  }));
  return fail(
    'kit.file.shape',
    'input',
    `The kit file is malformed (${issues.length} problem${issues.length === 1 ? '' : 's'}); first: ${issues[0]!.path}: ${issues[0]!.message}.`,
    issues,
  );
}

/**
 * Returns a kit object of kit version `version` upgraded to KIT_VERSION with the migrations,
 * or why it cannot be read by this app (the version is not a whole number, is newer, or has
 * no migration).
 */
export function upgradeKit(
  kit: unknown,
  version: unknown,
  migrations: Readonly<Record<number, (kit: unknown) => unknown>> = KIT_MIGRATIONS,
): Result<unknown, string> {
  if (!isInt(version) || version < 0)
    return { ok: false, error: `The kit version ${String(version)} is not a whole number.` };
  if (version > KIT_VERSION)
    return {
      ok: false,
      error: `The kit is version ${version}, newer than this app reads (${KIT_VERSION}). Update the app.`,
    };
  let out = kit;
  for (let n = version; n < KIT_VERSION; n++) {
    const migrate = migrations[n];
    if (!migrate) return { ok: false, error: `No migration from kit version ${n}.` };
    out = migrate(out);
  }
  return { ok: true, value: out };
}

/** Options for importKit. */
export interface ImportOptions {
  /** Accept a well-formed kit that contradicts the rules (so the owner can fix it). */
  readonly allowInvalid?: boolean;
  /** Migrations to use instead of KIT_MIGRATIONS (tests of the hook). */
  readonly migrations?: Readonly<Record<number, (kit: unknown) => unknown>>;
}

/**
 * Reads kit file text: format tag, version (older versions migrated), shape, then validation.
 * Returns the kit, or a KitFileError listing each problem with its path.
 */
export function importKit(
  text: string,
  options: ImportOptions = {},
): Result<ComponentKit, KitFileError> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return fail('kit.file.json', 'input', `The file is not JSON: ${(e as Error).message}`);
  }
  if (!isPlainObject(data) || data.format !== KIT_FILE_FORMAT)
    return fail(
      'kit.file.format',
      'input',
      `Not a component kit file (expected format "${KIT_FILE_FORMAT}").`,
    );
  const extra = unknownField(data, ['format', 'version', 'kit']);
  if (extra !== undefined)
    return fail(
      'kit.file.shape',
      'input',
      `A kit file has an unknown field ${shown(extra)}; it has format, version and kit.`,
    );
  const kit = upgradeKit(data.kit, data.version, options.migrations);
  if (!kit.ok) return fail('kit.file.version', 'input', kit.error);
  const parsed = parseKit(kit.value);
  if (!parsed.ok || options.allowInvalid) return parsed;
  const { errors } = validateKit(parsed.value);
  if (errors.length > 0)
    return fail(
      'kit.file.invalid',
      errors[0]!.rule,
      `The kit contradicts the rules in ${errors.length} place${errors.length === 1 ? '' : 's'}; first: ${errors[0]!.path}: ${errors[0]!.message}`,
      [...errors],
    );
  return parsed;
}
