/**
 * The sections of an export file other than the games, each read by its owner's parser: the
 * component kit by the kit engine's parseKit (older kitVersions migrated with KIT_MIGRATIONS),
 * the settings by the settings module's validator.
 */
import { type ComponentKit, KIT_MIGRATIONS, KIT_VERSION, parseKit } from '../../engine/kit';
import { ok } from '../../engine/types';
import { SETTINGS_SCHEMA_VERSION, type Settings, validateSettings } from '../persist/settings';
import type { SectionCodec } from './codecs';

/**
 * The component kit section, read by the kit engine's own parser (shape checked field by
 * field, older kitVersions migrated with KIT_MIGRATIONS). A half-transcribed kit is normal
 * (facts are learnt while playing), so rule validation (validateKit) is not required here.
 */
export const kitCodec: SectionCodec<ComponentKit> = {
  section: 'kit',
  parse(data) {
    if (!isRecord(data)) {
      return { ok: false, error: [{ path: '', message: 'expected a component kit object' }] };
    }
    const version = data.kitVersion;
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
      return { ok: false, error: [{ path: 'kitVersion', message: 'expected a whole number' }] };
    }
    if (version > KIT_VERSION) {
      return {
        ok: false,
        error: [
          {
            path: 'kitVersion',
            message: `kit version ${version} is newer than this app reads (${KIT_VERSION}); update the app`,
          },
        ],
      };
    }
    let kit: unknown = data;
    for (let n = version; n < KIT_VERSION; n++) {
      const step = KIT_MIGRATIONS[n];
      if (!step) {
        return {
          ok: false,
          error: [{ path: 'kitVersion', message: `no upgrade from kit version ${n} exists` }],
        };
      }
      kit = step(kit);
    }
    const parsed = parseKit(kit);
    if (parsed.ok) return parsed;
    const issues = parsed.error.issues;
    if (issues.length === 0)
      return { ok: false, error: [{ path: '', message: parsed.error.message }] };
    // parseKit names some paths from the kit ('kit.name') and some from inside it ('areas[3]').
    return {
      ok: false,
      error: issues.map((i) => ({
        path: i.path === 'kit' ? '' : i.path.startsWith('kit.') ? i.path.slice(4) : i.path,
        message: i.message,
      })),
    };
  },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The settings section, read by the settings module's own validator (src/state/persist):
 * lenient per field (an unusable field takes its default), refusing only a non-object or a
 * settings record from a newer app.
 */
export const settingsCodec: SectionCodec<Settings> = {
  section: 'settings',
  parse(data) {
    const settings = validateSettings(data);
    if (settings) return ok(settings);
    const newer =
      isRecord(data) &&
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
