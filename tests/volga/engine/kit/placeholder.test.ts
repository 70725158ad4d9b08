import { describe, expect, it } from 'vitest';
import {
  answerFact,
  type ComponentKit,
  counterById,
  countersAt,
  knownKit,
} from '../../../../src/volga/engine/kit';
import { kitLinkText, kitToLink } from '../../../../src/volga/engine/kit/link';
import { countedStack, placeholderId } from '../../../../src/volga/engine/kit/placeholder';
import { kitToText, readKitText } from '../../../../src/volga/engine/kit/text';

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const area1 = { at: 'area', area: 1 } as const;
const t2 = { at: 'arrival', turn: 2 } as const;

/** The known kit with Area 1's stack given as a count of four, names left for later. */
function counted(): ComponentKit {
  const k = knownKit();
  const names = countedStack(k, 'main', area1, [], 4);
  return must(answerFact(k, { kind: 'setup', scenario: 'main', place: area1 }, names));
}

describe('a setup stack entered as a count (5.3): placeholder counters', () => {
  it('gives each unnamed counter its place and number as its designation', () => {
    expect(countersAt(counted(), 'main', area1).map((c) => c.id)).toEqual([
      'Area 1 · 1',
      'Area 1 · 2',
      'Area 1 · 3',
      'Area 1 · 4',
    ]);
    expect(placeholderId(t2, 3)).toBe('T2 · 3');
  });

  it('keeps the counters already named and fills only the rest, skipping a used placeholder', () => {
    const k = knownKit();
    const names = countedStack(
      k,
      'main',
      area1,
      [
        { id: '29/1', division: null },
        { id: 'Area 1 · 1', division: null },
      ],
      3,
    );
    expect(names.map((n) => n.id)).toEqual(['29/1', 'Area 1 · 1', 'Area 1 · 2']);
    expect(countedStack(k, 'main', area1, names, 2)).toEqual(names);
  });

  it('survives a JSON save and load, the kit text export and import, and a kit link', () => {
    const k = counted();
    const ids = (x: ComponentKit) => countersAt(x, 'main', area1).map((c) => c.id);
    expect(ids(JSON.parse(JSON.stringify(k)) as ComponentKit)).toEqual(ids(k));
    expect(ids(must(readKitText(kitToText(k))))).toEqual(ids(k));
    const link = kitToLink(k, 'https://example.test/');
    expect(ids(must(readKitText(must(kitLinkText(link)))))).toEqual(ids(k));
  });

  it('makes the Turn 2 placeholders the 389th (6.1.1), so the kit accepts them', () => {
    const k = knownKit();
    const named = countersAt(k, 'main', t2).map((c) => ({ id: c.id, division: c.division }));
    const names = countedStack(k, 'main', t2, named, 4);
    const k1 = must(answerFact(k, { kind: 'setup', scenario: 'main', place: t2 }, names));
    const placeholders = countersAt(k1, 'main', t2).filter((c) => c.id.startsWith('T2 · '));
    expect(placeholders.length).toBe(4 - named.length);
    expect(placeholders.every((c) => c.division === '389th Infantry')).toBe(true);
    expect(counterById(k1, placeholders[0]!.id)?.type).toBeNull();
  });
});
