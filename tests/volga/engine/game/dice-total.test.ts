/**
 * A roll the owner enters by its total (where the engine reads only the total: the Random Event
 * Chart 6.2, the Supply roll 6.3) is recorded as that total, with no faces made up for it: the
 * dice stream, the engine, the record and its replay, the saved-file codec, the log's words and
 * the after-action report's luck. Saves written before (faces only) still load and replay.
 */
import { describe, expect, it } from 'vitest';
import { diceStream, type Roll, rollTotal, seedPrng } from '../../../../src/volga/engine/dice';
import { append, newRecord, stateOf } from '../../../../src/volga/engine/game';
import type { GameState } from '../../../../src/volga/engine/game/types';
import { diceFairness } from '../../../../src/volga/engine/report';
import { diceLuck } from '../../../../src/volga/engine/report/report';
import { engineGameCodec, replayProblems } from '../../../../src/volga/state/files/game-codec';
import { logRows } from '../../../../src/volga/ui/game/LogView';
import { rollText } from '../../../../src/volga/ui/game/words';
import { fixtureJson } from '../../../core/files/helpers';
import { actR, edit, game, kit, refuse } from './helpers';

const prng = seedPrng(5);

describe('the dice stream: a total entered', () => {
  it('is read whole by total() and recorded as the total, with no faces', () => {
    const d = diceStream(prng, { randomEvent: { by: 'total', total: 14 } });
    const r = d.total('randomEvent', 3, '6.2');
    expect(r).toEqual({ ok: true, value: 14 });
    expect(d.finish().ok).toBe(true);
    expect(d.rolls).toEqual([
      {
        purpose: 'randomEvent',
        source: 'owner',
        dice: [],
        rule: '6.2',
        by: 'total',
        total: 14,
        count: 3,
      },
    ]);
    expect(rollTotal(d.rolls[0]!)).toBe(14);
    // No die was drawn: the stream's state is untouched.
    expect(d.prng).toEqual(prng);
  });

  it('2.1: a total three dice cannot show is refused', () => {
    for (const total of [2, 19, 7.5]) {
      const d = diceStream(prng, { randomEvent: { by: 'total', total } });
      const r = d.total('randomEvent', 3, '6.2');
      expect(r.ok).toBe(false);
      if (!r.ok) expect([r.error.code, r.error.rule]).toEqual(['dice.range', '2.1']);
    }
  });

  it('is refused where the rule reads each face, and when no roll reads it', () => {
    const faces = diceStream(prng, { supply: { by: 'total', total: 12 } }).roll(
      'supply',
      4,
      '12.8',
    );
    expect(faces.ok).toBe(false);
    if (!faces.ok)
      expect([faces.error.code, faces.error.rule]).toEqual(['dice.facesNeeded', '12.8']);
    const unused = diceStream(prng, { supply: { by: 'total', total: 12 } }).finish();
    expect(unused.ok).toBe(false);
    if (!unused.ok) expect(unused.error.code).toBe('dice.tooMany');
  });

  it('total() adds typed faces, or generated ones, recording the faces as before', () => {
    const typed = diceStream(prng, { randomEvent: [6, 5, 3] });
    expect(typed.total('randomEvent', 3, '6.2')).toEqual({ ok: true, value: 14 });
    expect(typed.rolls[0]).toEqual({
      purpose: 'randomEvent',
      source: 'owner',
      dice: [6, 5, 3],
      rule: '6.2',
    });
    const byTotal = diceStream(prng);
    const byFaces = diceStream(prng);
    const t = byTotal.total('randomEvent', 3, '6.2');
    const f = byFaces.roll('randomEvent', 3, '6.2');
    expect(byTotal.rolls).toEqual(byFaces.rolls);
    expect(byTotal.prng).toEqual(byFaces.prng);
    if (t.ok && f.ok) expect(t.value).toBe(f.value.reduce((a, b) => a + b, 0));
  });
});

const atRandomEvent = (s: GameState) =>
  edit(s, (d) => {
    d.turn = 2;
    d.phase = 'randomEvent';
    d.step = 'roll';
  });
const atSupplyRoll = (s: GameState) =>
  edit(s, (d) => {
    d.turn = 2;
    d.phase = 'supply';
    d.step = 'roll';
    d.event = null;
  });

describe('the engine reads the total entered', () => {
  it('6.2: the Random Event Chart reads the total, the same row as faces with that total', () => {
    const at = atRandomEvent(game());
    const total = actR(at, {
      type: 'rollRandomEvent',
      dice: { randomEvent: { by: 'total', total: 14 } },
    });
    const faces = actR(at, { type: 'rollRandomEvent', dice: { randomEvent: [6, 6, 2] } });
    expect(total.state.event).toMatchObject({ roll: 14, name: faces.state.event!.name });
    expect(total.rolls).toEqual([
      {
        purpose: 'randomEvent',
        source: 'owner',
        dice: [],
        rule: '6.2',
        by: 'total',
        total: 14,
        count: 3,
      },
    ]);
  });

  it('6.3: the Supply roll banks the total; 12.8 Turns need the faces for their 1s', () => {
    const s = actR(atSupplyRoll(game()), {
      type: 'rollSupply',
      dice: { supply: { by: 'total', total: 9 } },
    });
    expect(s.state.supplyRoll).toBe(9);
    expect(s.rolls[0]).toMatchObject({ by: 'total', total: 9, count: 4, dice: [] });
    const e = refuse(atSupplyRoll(game({ options: { increasedSupply: true, rerollTurns: [2] } })), {
      type: 'rollSupply',
      dice: { supply: { by: 'total', total: 9 } },
    });
    expect([e.code, e.rule]).toEqual(['dice.facesNeeded', '12.8']);
  });
});

/** A record on the fixture kit with its first action, the Random Event roll, entered by total. */
function recordWithTotal() {
  const start = newRecord({ scenario: 'main', cup: 'digital', kit, seed: 3 });
  if (!start.ok) throw new Error(start.error.message);
  const r = append(start.value.record, start.value.state, {
    type: 'rollRandomEvent',
    dice: { randomEvent: { by: 'total', total: 14 } },
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.record;
}

describe('the record, its replay and the saved file', () => {
  it('replays a total entered, and the codec reads and replays it', () => {
    const record = recordWithTotal();
    expect(record.log[0]!.rolls[0]).toMatchObject({ by: 'total', total: 14, dice: [] });
    const s = stateOf(record);
    expect(s.ok && s.value.event?.roll).toBe(14);
    const payload = JSON.parse(JSON.stringify({ setup: record.setup, log: record.log }));
    const v = engineGameCodec.validate(payload);
    expect(v.ok, JSON.stringify(v)).toBe(true);
    expect(replayProblems(payload)).toEqual([]);
  });

  it('a recorded total changed after it was written no longer replays', () => {
    const record = recordWithTotal();
    const log = record.log.map((e) => ({
      ...e,
      rolls: e.rolls.map((r) => ({ ...r, total: 15 })),
    }));
    expect(replayProblems({ setup: record.setup, log })[0]?.path).toBe('log[0].rolls');
  });

  it('the codec refuses a total that is not a whole number of pips', () => {
    const record = recordWithTotal();
    const log = [
      {
        ...record.log[0]!,
        action: { type: 'rollRandomEvent', dice: { randomEvent: { by: 'total', total: 'x' } } },
      },
    ];
    expect(engineGameCodec.validate({ setup: record.setup, log }).ok).toBe(false);
  });

  it('an old save (faces only, split or not) still loads and replays', () => {
    const old = fixtureJson('v1-current.json') as { games: { setup: unknown; log: unknown[] }[] };
    const g = old.games[0]!;
    expect(JSON.stringify(g.log)).not.toContain('"by":"total"');
    const v = engineGameCodec.validate({ setup: g.setup, log: g.log });
    expect(v.ok, JSON.stringify(v)).toBe(true);
    if (v.ok) expect(replayProblems(v.value)).toEqual([]);
  });
});

describe('the log and the report show the total and no faces', () => {
  const entered: Roll = {
    purpose: 'randomEvent',
    source: 'owner',
    dice: [],
    rule: '6.2',
    by: 'total',
    total: 14,
    count: 3,
  };

  it('the log line reads "14 (total entered)"', () => {
    expect(rollText(entered)).toBe('Random Event 6.2: 14 (total entered)');
    const rows = logRows(recordWithTotal());
    expect(rows[0]!.rolls).toEqual(['Random Event 6.2: 14 (total entered)']);
  });

  it("the report's luck counts a total by its dice; its fairness counts no face for it", () => {
    const faces: Roll = { purpose: 'randomEvent', source: 'owner', dice: [6, 6, 6], rule: '6.2' };
    const luck = diceLuck([entered, faces]);
    expect(luck.randomEvent).toMatchObject({ n: 6, observed: 32, expected: 21 });
    const fair = diceFairness([entered]);
    expect(fair.owner.total).toBe(0);
  });
});
