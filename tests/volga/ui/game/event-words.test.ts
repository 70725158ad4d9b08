/**
 * The words for Random Event effects: the kit screen's labels and the game screen's lines read
 * the one catalogue (EVENT_EFFECT), and the log says what a Morale, Supply Point or Support marker
 * row changed (5.2, 6.3.1, 3.5).
 */
import { describe, expect, it } from 'vitest';
import { append, newRecord } from '../../../../src/volga/engine/game';
import {
  EVENT_EFFECT,
  EVENT_EFFECT_KINDS,
  type EventEffect,
} from '../../../../src/volga/engine/kit';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';
import { logRows } from '../../../../src/volga/ui/game/LogView';
import { effectText, unitText } from '../../../../src/volga/ui/game/words';
import { EFFECT_LABEL, effectOfKind } from '../../../../src/volga/ui/kit/EventRowForm';

describe('one catalogue of effect words', () => {
  it('the kit screen labels each kind with its catalogue name', () => {
    for (const k of EVENT_EFFECT_KINDS) expect(EFFECT_LABEL[k]).toBe(EVENT_EFFECT[k].name);
  });

  it('each effect without parameters reads its catalogue line and rule', () => {
    for (const k of ['none', 'noAir', 'artilleryShortage', 'commissars', 'rain'] as const)
      expect(effectText({ kind: k })).toEqual({
        text: EVENT_EFFECT[k].line,
        rule: EVENT_EFFECT[k].rule,
      });
  });

  it('a new row of each new kind starts with amounts the kit accepts', () => {
    expect(effectOfKind('morale', { kind: 'none' })).toEqual({ kind: 'morale', change: 1 });
    expect(effectOfKind('supportMarkers', { kind: 'none' })).toEqual({
      kind: 'supportMarkers',
      marker: 'artillery',
      count: 1,
      to: 'available',
    });
  });

  it.each<[EventEffect, string, string]>([
    [{ kind: 'morale', change: -3 }, 'German Morale −3 (never above 19 or below 0).', '5.2'],
    [{ kind: 'supplyPoints', change: 4 }, 'Banked Supply Points +4 (never below 0).', '6.3.1'],
    [
      { kind: 'supportMarkers', marker: 'air', count: 2, to: 'used' },
      '2 Air markers lost: from the Available box to the Used box, as many as are there.',
      '3.5',
    ],
  ])('%o reads "%s" (%s)', (effect, text, rule) => {
    expect(effectText(effect)).toEqual({ text, rule });
  });
});

describe('the log of an owner row', () => {
  it('says what the roll changed: Morale, the Supply bank, the Available box', () => {
    const kit = fixtureKit();
    const rows = (effect: EventEffect) => {
      const row = { lo: 3, hi: 18, name: 'Owner row', effect, text: '', turn1NoResult: false };
      const k = { ...kit, events: { ...kit.events, main: [row] } };
      const r = newRecord({ scenario: 'main', cup: 'physical', kit: k, seed: 3 });
      if (!r.ok) throw new Error(r.error.message);
      const c = append(r.value.record, r.value.state, {
        type: 'rollRandomEvent',
        dice: { randomEvent: [2, 2, 2] },
      });
      if (!c.ok) throw new Error(c.error.message);
      return logRows(c.value.record)[0]!.changes;
    };
    expect(rows({ kind: 'morale', change: -2 })).toContain('Morale 19 → 17');
    expect(rows({ kind: 'supplyPoints', change: 6 })).toContain('Supply bank 0 → 6');
    expect(rows({ kind: 'supportMarkers', marker: 'air', count: 1, to: 'available' })).toContain(
      'Support markers: Air Available 0 → 1',
    );
  });
});

describe('one way to name a German unit', () => {
  it('reads its type and Attack Factor from the kit, or the bare id when the kit lacks it', () => {
    const r = newRecord({ scenario: 'main', cup: 'physical', kit: fixtureKit(), seed: 1 });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value.state;
    expect(unitText(s, 'FC/1')).toBe('FC/1 (Armor, AF 7)');
    expect(unitText(s, 'FA/3')).toBe('FA/3 (Infantry, AF 4)');
    expect(unitText(s, 'no-such-unit')).toBe('no-such-unit');
  });
});
