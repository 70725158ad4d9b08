/** Recognising a kit however it came, the import plan's lines, and borders typed as numbers. */
import { describe, expect, it } from 'vitest';
import { exportKit, knownKit } from '../../../../../src/volga/engine/kit';
import { fixtureKit } from '../../../../../src/volga/engine/kit/fixture';
import { kitToLink } from '../../../../../src/volga/engine/kit/link';
import { kitToText, readBorderList } from '../../../../../src/volga/engine/kit/text';
import { kitImportPlan } from '../../../../../src/volga/engine/kit/text-plan';
import { recogniseKit } from '../../../../../src/volga/state/files/recognise-kit';

const mine = () => ({ ...fixtureKit(), name: 'Mine', fixture: false });

describe('recogniseKit', () => {
  it('a kit file, kit text and a kit link each give the kit, and say how it came', () => {
    for (const [text, source] of [
      [exportKit(mine()), 'file'],
      [kitToText(mine()), 'text'],
      [kitToLink(mine(), 'https://example.org/'), 'link'],
    ] as const) {
      const r = recogniseKit(text);
      expect(r).toMatchObject({ kind: 'kit', source, problems: [] });
      expect(r?.kind === 'kit' && r.kit).toEqual(mine());
    }
  });
  it('a saved-games file or other text is not a kit', () => {
    expect(recogniseKit('{"format":"volga-table","formatVersion":1}')).toBeNull();
    expect(recogniseKit('hello')).toBeNull();
  });
  it('kit text that contradicts a rule is still a kit, its problems at their lines', () => {
    const r = recogniseKit('kit "x"\n\narea 7 clear tem 9');
    expect(r?.kind).toBe('kit');
    expect(r?.problems[0]).toMatchObject({ line: 3 });
  });
  it('a damaged link is unreadable, with why', () => {
    const r = recogniseKit('https://example.org/#kit=1@@@');
    expect(r).toMatchObject({ kind: 'unreadable', source: 'link' });
  });
});

describe('kitImportPlan', () => {
  it('names each part that changes and the progress before and after', () => {
    const lines = kitImportPlan(knownKit(), mine());
    expect(lines[0]).toMatch(/^Name: ".*" becomes "Mine"\.$/);
    expect(lines).toContain('Map: 50 Areas change (1, 2, 3, 4, 5, 6, 7, 8, …).');
    expect(lines.join(' ')).toContain('German counters: 42 added');
    expect(lines.at(-1)).toMatch(/^Known of what play needs: \d+% now, 100% after\.$/);
  });
  it('says when nothing changes', () => {
    expect(kitImportPlan(mine(), mine())).toEqual([
      'Nothing changes: this kit holds the same facts as yours.',
    ]);
  });
});

describe('readBorderList (3.1)', () => {
  it('reads numbers with spaces or commas, in any order, and "all"', () => {
    expect(readBorderList(7, '9 4, 8 all')).toEqual({
      ok: true,
      value: { areas: [4, 8, 9], complete: true },
    });
    expect(readBorderList(7, '')).toEqual({ ok: true, value: { areas: [], complete: false } });
  });
  it('refuses the Area itself, numbers outside 1..50 and words, at their column', () => {
    expect(readBorderList(7, '4 7')).toMatchObject({ ok: false, error: { column: 3 } });
    expect(readBorderList(7, '4 51')).toMatchObject({ ok: false, error: { column: 3 } });
    expect(readBorderList(7, 'x')).toMatchObject({ ok: false, error: { column: 1 } });
  });
});
