/**
 * `npm run --silent check-save -- FILE`: checks an export file with the same validator the
 * app's import uses (shape, then meaning: kits validated, logs replayed, listed scenario and
 * turn, timestamps, revisions). Prints one JSON line: {"ok":true,...summary} and exits 0 for
 * a valid file (`notices`: games read under another id, never dropped), or
 * {"ok":false,"errors":[{"path","message"}]} and exits 2 (also for a missing, unreadable or
 * non-JSON file).
 */
import { readFileSync, statSync } from 'node:fs';
import { MAX_FILE_CHARS, type Problem, readExportText } from '../src/core/files';
import { decodeFileBytes } from '../src/core/files/decode';
import { defaultCodecs } from '../src/volga/state/files/codecs';

type Outcome = { readonly code: 0 | 2; readonly report: Record<string, unknown> };

const refused = (errors: readonly Problem[]): Outcome => ({
  code: 2,
  report: { ok: false, errors },
});

function check(args: readonly string[]): Outcome {
  if (args.length !== 1) {
    return refused([
      { path: '', message: 'usage: npm run --silent check-save -- FILE (exactly one file)' },
    ]);
  }
  const file = args[0]!;
  let text: string;
  try {
    const size = statSync(file).size;
    if (size > MAX_FILE_CHARS * 4) {
      return refused([
        { path: '', message: `cannot read ${file}: ${size} bytes is too large to be a save file` },
      ]);
    }
    text = decodeFileBytes(readFileSync(file));
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return refused([{ path: '', message: `cannot read ${file}: ${reason}` }]);
  }
  const result = readExportText(text, defaultCodecs);
  if (!result.ok) return refused(result.error.problems);
  const { file: checked, sourceFormatVersion, upgrades, notices } = result.value;
  return {
    code: 0,
    report: {
      ok: true,
      formatVersion: checked.formatVersion,
      sourceFormatVersion,
      exportedAt: checked.exportedAt,
      games: checked.games.length,
      actions: checked.games.reduce((n, g) => n + g.log.length, 0),
      kit: checked.kit !== null,
      settings: checked.settings !== null,
      upgrades,
      notices,
    },
  };
}

const outcome = check(process.argv.slice(2).filter((a) => a !== '--'));
process.stdout.write(`${JSON.stringify(outcome.report)}\n`);
process.exitCode = outcome.code;
