/**
 * The attack in progress kept across a reload (state/game/attackDraft.ts): what is read back is
 * checked field by field, and a draft is only ever read into the attack it was kept for.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AttackDraft,
  clearAttackDraft,
  loadAttackDraft,
  readAttackDraft,
  saveAttackDraft,
} from '../../../../src/volga/state/game/attackDraft';

const draft: AttackDraft = {
  lead: 'FC/1',
  artillery: 1,
  engineers: 0,
  air: true,
  target: 70,
  dice: { air: 3, 'german-0': 5 },
  appRolled: false,
};

describe('readAttackDraft', () => {
  it('keeps a whole, valid draft', () => {
    expect(readAttackDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it.each([
    ['no lead', { ...draft, lead: 7 }],
    ['five Artillery markers', { ...draft, artillery: 5 }],
    ['a fractional Engineer count', { ...draft, engineers: 0.5 }],
    ['Air as a word', { ...draft, air: 'yes' }],
    ['a die face of 7', { ...draft, dice: { 'german-0': 7 } }],
    ['a die slot the combat has not', { ...draft, dice: { 'soviet-9': 2 } }],
    ['no dice record', { ...draft, dice: null }],
    ['nothing', null],
  ])('refuses %s', (_, raw) => {
    expect(readAttackDraft(raw)).toBeNull();
  });
});

describe('loadAttackDraft and saveAttackDraft', () => {
  const kept = new Map<string, string>();
  beforeEach(() => {
    kept.clear();
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
      removeItem: (k: string) => void kept.delete(k),
    };
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it('reads back the draft of the same attack only', () => {
    saveAttackDraft('attack-A', draft);
    expect(loadAttackDraft('attack-A')).toEqual(draft);
    expect(loadAttackDraft('attack-B')).toBeNull();
  });

  it('forgets the draft once the attack is resolved', () => {
    saveAttackDraft('attack-A', draft);
    clearAttackDraft();
    expect(loadAttackDraft('attack-A')).toBeNull();
  });

  it('a damaged copy reads as no draft', () => {
    kept.set('volga-table:attack-draft', '{not json');
    expect(loadAttackDraft('attack-A')).toBeNull();
  });
});
