/**
 * The lines the engine cites, checked against the expansion's rules text: each cited line says
 * what the rule's number is taken from (the text lives beside the repository, so without it the
 * check skips and says why). Also the README's command examples print what they say.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CAUTIOUS_COVER,
  CONCUSSIVE_BONUS,
  HEADINGS,
  runToiCommand,
  SMG_BONUS,
  STARVING_CUT,
  TERRAIN,
} from '../../../src/toi/engine';
import { REPO_ROOT } from '../../support/paths';

const SOURCE = resolve(REPO_ROOT, '../shared/rules/other/tide-of-iron-stalingrad-expansion.txt');
const present = existsSync(SOURCE);
const lines = present ? readFileSync(SOURCE, 'utf8').split('\n') : [];
const line = (n: number) => lines[n - 1] ?? '';

describe.skipIf(!present)(
  'cited lines say what the engine takes from them (skipped: the expansion text ../shared/rules/other/tide-of-iron-stalingrad-expansion.txt is not beside the repository)',
  () => {
    it('each heading’s line is that heading', () => {
      for (const h of Object.values(HEADINGS)) {
        if (h.line === null) continue;
        const last =
          h.name
            .split(': ')
            .at(-1)
            ?.replace(/ \(.*\)$/, '') ?? '';
        expect(line(h.line).toLowerCase()).toContain(last.toLowerCase().split(' (')[0]);
      }
    });
    it('terrain cover', () => {
      for (const t of Object.values(TERRAIN)) {
        expect(line(t.line)).toMatch(new RegExp(`Cover: ${t.cover.squad}\\b`));
      }
      expect(line(TERRAIN.bombed.line)).toContain('1 for other units');
    });
    it('modifiers', () => {
      expect(line(470)).toContain('additional two firepower against infantry');
      expect(SMG_BONUS).toBe(2);
      expect(line(518)).toContain('reduced by 1 (minimum 1) and may not assault');
      expect(STARVING_CUT).toBe(1);
      expect(line(660)).toContain('+1 cover');
      expect(CAUTIOUS_COVER).toBe(1);
      expect(`${line(488)} ${line(490)}`).toContain('one less cover die for every');
      expect(line(490)).toContain('“4,” “5,” and “6” when assaulted or attacked at close range');
      expect(line(392)).toContain('increase their firepower by three');
      expect(CONCUSSIVE_BONUS).toBe(3);
    });
    it('fire', () => {
      expect(line(576)).toContain('flipped to its strong (red) fire side');
      expect(line(574)).toContain('pinned automatically');
      expect(line(584)).toContain('two squads on or adjacent');
    });
  },
);

describe('README command examples', () => {
  it('print what the README says they print', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const examples = [...readme.matchAll(/npm run --silent toi -- '(.+)'\n# (.+)\n/g)];
    expect(examples.length).toBeGreaterThanOrEqual(2);
    for (const [, input, output] of examples) {
      expect(runToiCommand([input ?? '']).stdout).toBe(output);
    }
  });
});
