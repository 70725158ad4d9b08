/**
 * The sections of an export file other than the games, each read by its owner's parser: the
 * component kit by the kit engine's upgradeKit and parseKit (its one schema, docs/rulings.md Files),
 * the settings by the settings module's validator.
 */

import type { SectionCodec } from '../../../core/files/codec-types';
import type { Problem } from '../../../core/files/problems';
import { isPlainObject } from '../../../core/files/schemas';
import {
  SETTINGS_SCHEMA_VERSION,
  type Settings,
  validateSettings,
} from '../../../core/persist/settings';
import { ok, type Result } from '../../../core/result';
import { type ComponentKit, parseKit, upgradeKit, validateKit } from '../../engine/kit';

/**
 * The component kit section, read by the kit engine's own parser (shape checked field by
 * field, older kitVersions migrated with KIT_MIGRATIONS). A half-transcribed kit is normal
 * (facts are learnt while playing): `check` refuses only contradictions (validateKit's errors,
 * as the kit screen refuses them), never unknown facts.
 */
export const kitCodec: SectionCodec<ComponentKit> = {
  section: 'kit',
  parse(data) {
    // A file's games usually share one kit: each distinct kit is read once (by its text).
    const text = kitText(data);
    const known = text === null ? undefined : parsedKits.get(text);
    if (known) return known;
    const parsed = parseKitSection(data);
    if (text !== null) remember(parsedKits, text, parsed);
    return parsed;
  },
  check(kit) {
    const known = checkedKits.get(kit);
    if (known) return known;
    const problems = validateKit(kit).errors.map((e) => ({
      path: e.path,
      message: `${e.message} (${e.rule})`,
    }));
    checkedKits.set(kit, problems);
    return problems;
  },
};

/** The last few kits read, by their JSON text, and the checks of kits read (by object). */
const parsedKits = new Map<string, Result<ComponentKit, Problem[]>>();
const checkedKits = new WeakMap<ComponentKit, Problem[]>();
const KITS_REMEMBERED = 8;

/** Returns the JSON text a kit is remembered by (null for a value that is not plain data). */
function kitText(data: unknown): string | null {
  if (!isPlainObject(data)) return null;
  try {
    return JSON.stringify(data);
  } catch {
    return null;
  }
}

function remember<T>(cache: Map<string, T>, key: string, value: T): void {
  if (cache.size >= KITS_REMEMBERED) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, value);
}

/** Returns a kit section upgraded and parsed by the kit engine, or its problems. */
function parseKitSection(data: unknown): Result<ComponentKit, Problem[]> {
  if (!isPlainObject(data)) {
    return { ok: false, error: [{ path: '', message: 'expected a component kit object' }] };
  }
  const upgraded = upgradeKit(data, data.kitVersion);
  if (!upgraded.ok) return { ok: false, error: [{ path: 'kitVersion', message: upgraded.error }] };
  const parsed = parseKit(upgraded.value);
  if (parsed.ok) return parsed;
  // parseKit names the whole kit 'kit'; inside a file the kit is already the section.
  return {
    ok: false,
    error: parsed.error.issues.map((i) => ({
      path: i.path === 'kit' ? '' : i.path,
      message: i.message,
    })),
  };
}

/**
 * The settings section, read by the settings module's own validator (src/core/persist):
 * lenient per field (an unusable field takes its default), refusing only a non-object or a
 * settings record from a newer app.
 */
export const settingsCodec: SectionCodec<Settings> = {
  section: 'settings',
  parse(data) {
    const settings = validateSettings(data);
    if (settings) return ok(settings);
    const newer =
      isPlainObject(data) &&
      typeof data.schemaVersion === 'number' &&
      data.schemaVersion > SETTINGS_SCHEMA_VERSION;
    return {
      ok: false,
      error: [
        newer
          ? {
              path: 'schemaVersion',
              message: `settings version ${String(data.schemaVersion)} are newer than this app reads (${SETTINGS_SCHEMA_VERSION})`,
            }
          : { path: '', message: 'expected a settings object' },
      ],
    };
  },
};
