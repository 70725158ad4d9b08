/**
 * The tables against the S.20 rules text itself: every row's cited line holds the row's printed
 * bounds and the unit it names, and a once-per-Mission row's line carries the asterisk. The text
 * lives beside the repository (../shared); without it these checks are skipped.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  GARBLED,
  MAIN_TABLES,
  MISSIONS,
  mainTable,
  rowLabel,
  SETUP,
} from '../../../src/votg/engine';
import { REPO_ROOT } from '../../support/paths';

const SOURCE = join(REPO_ROOT, '..', 'shared', 'rules', 'other', 'votg-solitaire-asl.txt');
const present = existsSync(SOURCE);
const lines = present ? readFileSync(SOURCE, 'utf8').split('\n') : [];
const line = (n: number) => lines[n - 1] ?? '';
const UNIT =
  /\d{1,2}[-+]\d-\d|\d{1,2}[-+]\d(?= )|StuG III[GB]|KV-1 M42|T-34 M41|T-70|T-60 M42|SdKfz 10\/5/g;

describe.skipIf(!present)(
  'VotG tables against the rules text (skipped: ../shared/rules/other/votg-solitaire-asl.txt is absent)',
  () => {
    for (const id of MAIN_TABLES) {
      const t = mainTable(id);
      it(`${id}: each row's line holds its bounds and the units it names`, () => {
        for (const row of t.rows) {
          const text = line(row.line).replace('34.35', '34-35');
          const bound = row.lo ?? row.hi;
          const b = t.dice === 'DD' ? String(bound).padStart(2, '0') : String(bound);
          expect(line(row.boundLine ?? row.line), `${id} ${rowLabel(t, row)}`).toContain(b);
          // The first unit a result names is the row's own (later ones come from footnotes).
          for (const words of [row.text, row.armor ?? '']) {
            const u = words.match(UNIT)?.[0];
            if (u) expect(text, `${id} ${u} at line ${row.line}`).toContain(u);
          }
          if (row.once) expect(text, `${id} ${rowLabel(t, row)} is starred`).toMatch(/\\\*/);
        }
      });
    }
    it('no unstarred row of A11 or G9/R9 is marked once', () => {
      for (const id of ['A11', 'G9R9'] as const) {
        const t = mainTable(id);
        for (const row of t.rows.filter((r) => !r.once))
          expect(line(row.line), `${id} ${rowLabel(t, row)}`).not.toMatch(/^- \\\*/);
      }
    });
    it("each Mission's name, attitude and colored-die drm are on the lines cited", () => {
      for (const m of Object.values(MISSIONS)) {
        expect(line(m.line)).toContain(m.name);
        expect(line(m.attitudeLine).toLowerCase()).toContain(m.attitude);
        expect(line(m.coloredDrmLine)).toContain(
          `${m.coloredDrm > 0 ? '+' : '-'}1 DRM to the colored die`,
        );
      }
    });
    it("each setup row's line holds its result value", () => {
      for (const roll of Object.values(SETUP).flat())
        for (const row of roll.table.rows) {
          const value = row.text.split(' ').at(-1)!;
          expect(line(row.line), `${roll.table.id} ${row.text}`).toContain(value);
        }
    });
    it('each garbled part names lines that exist in the text', () => {
      for (const g of Object.values(GARBLED))
        for (const n of g.line.match(/\d{2,4}/g) ?? [])
          expect(Number(n)).toBeLessThanOrEqual(lines.length);
    });
  },
);
