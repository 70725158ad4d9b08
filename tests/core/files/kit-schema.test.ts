/**
 * One kit schema, one policy (docs/rulings.md, Files): the kit file reader (importKit), the
 * export file's codec (a kit section, an owner's answer in a game log) and `check-save` give the
 * same problem, at the same path inside the kit, for the same damaged kit.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeChecksum } from '../../../src/core/files/format';
import { readExportText } from '../../../src/core/files/import';
import { exportKit, importKit } from '../../../src/volga/engine/kit';
import { defaultCodecs } from '../../../src/volga/state/files/codecs';
import { checkAction } from '../../../src/volga/state/files/game-codec';
import { REPO_ROOT } from '../../support/paths';
import { type Editable, fixtureJson } from './helpers';

/** A kit as JSON, edited freely (the storage tests' Editable). */
type Kit = Editable;

/** The same three damages, each at a path inside the kit, with the words every reader uses. */
const CASES: [string, (kit: Kit) => void, string, string][] = [
  [
    'an unknown field',
    (k) => (k.events.main[0].colour = 'red'),
    'events.main[0].colour',
    'unknown field (not part of this format)',
  ],
  [
    'a missing field',
    (k) => delete k.germanCounters[0].assaultGun,
    'germanCounters[0].assaultGun',
    'missing (required)',
  ],
  [
    'a wrong type',
    (k) => (k.events.main[0].turn1NoResult = 'yes'),
    'events.main[0].turn1NoResult',
    'expected true or false, got "yes"',
  ],
];

/** The v1 fixture save whose kit section was damaged by `edit`, resealed. */
function saveWith(edit: (kit: Kit) => void): Editable {
  const f = fixtureJson('v1-current.json') as Editable;
  edit(f.kit as Kit);
  f.checksum = computeChecksum(f);
  return f;
}

/** The kit file reader's problems for the same kit (as a kit file). */
function kitFileProblems(edit: (kit: Kit) => void) {
  const kit = (fixtureJson('v1-current.json') as Editable).kit as Kit;
  const text = exportKit(kit as never);
  const file = JSON.parse(text);
  edit(file.kit);
  const r = importKit(JSON.stringify(file));
  if (r.ok) throw new Error('expected the kit file to be refused');
  return r.error.issues.map((i) => ({ path: i.path, message: i.message }));
}

function saveProblems(edit: (kit: Kit) => void) {
  const r = readExportText(JSON.stringify(saveWith(edit)), defaultCodecs);
  if (r.ok) throw new Error('expected the save to be refused');
  return r.error.problems;
}

const root = REPO_ROOT;

/** Runs `npm run --silent check-save -- FILE`: its exit code and printed JSON. */
function checkSave(file: string): Promise<{ code: number; out: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    execFile('npm', ['run', '--silent', 'check-save', '--', file], { cwd: root }, (e, stdout) => {
      const code = e ? Number((e as { code?: number }).code ?? 1) : 0;
      try {
        resolve({ code, out: JSON.parse(stdout) });
      } catch {
        reject(new Error(`not JSON (exit ${code}): ${stdout}`));
      }
    });
  });
}

describe('one kit schema for the kit file, the save file and check-save', () => {
  it.each(CASES)(
    '%s: the same path and words from the kit file and the save',
    (_l, edit, path, message) => {
      expect(kitFileProblems(edit)).toEqual([{ path, message }]);
      expect(saveProblems(edit)).toEqual([{ path: `kit.${path}`, message }]);
    },
  );

  it('reads an event row or a counter list answered in play with the kit schema', () => {
    const kit = (fixtureJson('v1-current.json') as Editable).kit as Kit;
    for (const [, edit, path, message] of CASES) {
      const copy = structuredClone(kit);
      edit(copy);
      const row = path.startsWith('events.main[0]');
      const action = row
        ? { fact: { kind: 'event', scenario: 'main', roll: 9 }, answer: copy.events.main[0] }
        : { fact: { kind: 'germanCounters', scenario: 'main' }, answer: copy.germanCounters };
      expect(checkAction({ type: 'answerFact', ...action })).toEqual([
        { path: path.replace(row ? 'events.main[0]' : 'germanCounters', 'answer'), message },
      ]);
    }
  });

  it('accepts the undamaged kit everywhere', () => {
    expect(readExportText(JSON.stringify(saveWith(() => {})), defaultCodecs).ok).toBe(true);
    const kit = (fixtureJson('v1-current.json') as Editable).kit as Kit;
    expect(importKit(exportKit(kit as never)).ok).toBe(true);
  });

  it('check-save exits 2 naming every damaged kit field with its path and message', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kit-schema-'));
    const file = join(dir, 'damaged-kit.json');
    writeFileSync(
      file,
      JSON.stringify(
        saveWith((k) => {
          for (const [, edit] of CASES) edit(k);
        }),
      ),
    );
    const { code, out } = await checkSave(file);
    expect(code).toBe(2);
    expect(out.ok).toBe(false);
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
    expect([...(out.errors as { path: string }[])].sort(byPath)).toEqual(
      CASES.map(([, , path, message]) => ({ path: `kit.${path}`, message })).sort(byPath),
    );
  }, 30_000);
});
