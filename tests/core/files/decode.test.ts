import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeFileBytes } from '../../../src/core/files/decode';
import { REPO_ROOT } from '../../support/paths';

const root = REPO_ROOT;
const current = readFileSync(join(root, 'tests/fixtures/saves/v1-current.json'), 'utf8');

const utf16le = (text: string) =>
  Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
const utf16be = (text: string) => {
  const body = Buffer.from(text, 'utf16le').swap16();
  return Buffer.concat([Buffer.from([0xfe, 0xff]), body]);
};

describe('decodeFileBytes', () => {
  it('reads UTF-16LE and UTF-16BE with a byte-order mark, and UTF-8 with or without one', () => {
    const text = '{"name":"Gumrak – Тракторный"}';
    expect(decodeFileBytes(utf16le(text))).toBe(text);
    expect(decodeFileBytes(utf16be(text))).toBe(text);
    expect(decodeFileBytes(Buffer.from(`\uFEFF${text}`, 'utf8'))).toBe(text);
    expect(decodeFileBytes(Buffer.from(text, 'utf8'))).toBe(text);
  });
});

function checkSave(file: string): Promise<{ code: number; out: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      ['run', '--silent', 'check-save', '--', file],
      { cwd: root },
      (error, stdout) => {
        const code = error ? Number((error as { code?: number }).code ?? 1) : 0;
        try {
          resolve({ code, out: JSON.parse(stdout) });
        } catch {
          reject(new Error(`not JSON (exit ${code}): ${stdout}`));
        }
      },
    );
  });
}

describe('npm run check-save on UTF-16 files', () => {
  it('accepts a valid export saved as UTF-16LE or UTF-16BE with a byte-order mark', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-save-utf16-'));
    const le = join(dir, 'le.json');
    const be = join(dir, 'be.json');
    writeFileSync(le, utf16le(current));
    writeFileSync(be, utf16be(current));
    const [a, b] = await Promise.all([checkSave(le), checkSave(be)]);
    for (const r of [a, b]) {
      expect(r.code).toBe(0);
      expect(r.out).toMatchObject({ ok: true, formatVersion: 1, games: 2, actions: 10 });
    }
  }, 30_000);
});
