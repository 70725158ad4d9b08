/**
 * The campaign log on the TEST FIXTURE map: placement and arrows (Placing Battle Markers), several
 * battles open at once, captures in the countryside and in Stalingrad, and the standing.
 */
import { describe, expect, it } from 'vitest';
import {
  applyEntry,
  type CampaignState,
  FIXTURE_MAP,
  type FsMap,
  type LogEntry,
  legalArrows,
  readyMap,
  replay,
  standing,
  startCampaign,
} from '../../../src/firestorm/engine';

const ready = (m: FsMap = FIXTURE_MAP) => {
  const r = readyMap(m);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const die = (value: number) => ({ value, source: 'owner' as const });
const place = (d: number, from: string, to: string): LogEntry => ({
  kind: 'place',
  die: die(d),
  marker: { from, to },
});
const city = (d: number): LogEntry => ({ kind: 'place', die: die(d), marker: { city: true } });
const mission = (
  battle: number,
  m: 'agreed' | 'city' | 'counterattack' | 'static',
  roll?: number,
): LogEntry => ({
  kind: 'mission',
  battle,
  mission: m,
  ...(roll ? { roll: die(roll) } : {}),
});
const result = (
  battle: number,
  r: 'attacker' | 'defender' | 'draw',
  capture?: number,
): LogEntry => ({
  kind: 'result',
  battle,
  result: r,
  ...(capture ? { capture: die(capture) } : {}),
});
const run = (log: LogEntry[], m?: FsMap): CampaignState => {
  const r = replay(ready(m), log);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const refusal = (log: LogEntry[], m?: FsMap) => {
  const r = replay(ready(m), log);
  if (r.ok) throw new Error('accepted');
  return r.error;
};

describe('Placing Battle Markers', () => {
  it('the placer is who the roll says; marker 1 on 3+ is Soviet, on 2 German', () => {
    expect(run([place(3, 'F', 'A')]).battles[0]).toMatchObject({ placer: 'soviet', marker: 1 });
    expect(run([place(2, 'A', 'F')]).battles[0]).toMatchObject({
      placer: 'german',
      roller: 'soviet',
    });
  });
  it('refuses an arrow from an area the placer does not hold, or into one it holds', () => {
    expect(refusal([place(3, 'A', 'B')])).toMatchObject({
      code: 'fs.arrow.from',
      rule: 'Placing Battle Markers',
    });
    expect(refusal([place(3, 'F', 'G')])).toMatchObject({ code: 'fs.arrow.to' });
  });
  it('refuses an arrow between areas that share no border (a corner is no border)', () => {
    // F and C touch only at a corner of the fixture's grid.
    expect(refusal([place(3, 'F', 'C')])).toMatchObject({ code: 'fs.arrow.border' });
  });
  it('refuses arrows into or out of the city location, which never changes hands', () => {
    expect(refusal([place(2, 'S', 'B')])).toMatchObject({ code: 'fs.arrow.city' });
    const m: FsMap = { ...FIXTURE_MAP, borders: [...FIXTURE_MAP.borders, ['J', 'S']] };
    expect(refusal([place(3, 'J', 'S')], m)).toMatchObject({ code: 'fs.arrow.city' });
  });
  it('refuses an arrow out of an area all of whose neighbours the enemy holds', () => {
    // G borders F and J; once both are German, G (Soviet) is surrounded.
    const m: FsMap = {
      ...FIXTURE_MAP,
      areas: FIXTURE_MAP.areas.map((a) =>
        a.id === 'F' || a.id === 'J' ? { ...a, owner: 'german' } : a,
      ),
    };
    expect(refusal([place(3, 'G', 'F')], m)).toMatchObject({ code: 'fs.arrow.surrounded' });
    expect(legalArrows(startCampaign(ready(m)), 'soviet')).not.toContainEqual(['G', 'F']);
    // With only F German, G keeps a friendly neighbour (J) and may attack F.
    const m2: FsMap = {
      ...FIXTURE_MAP,
      areas: FIXTURE_MAP.areas.map((a) => (a.id === 'F' ? { ...a, owner: 'german' } : a)),
    };
    expect(run([place(3, 'G', 'F')], m2).battles).toHaveLength(1);
  });
  it('a die outside 1-6 is refused', () => {
    expect(refusal([place(7, 'F', 'A')])).toMatchObject({
      code: 'fs.die.face',
      rule: 'Place Battle Marker',
    });
    expect(refusal([place(0, 'F', 'A')])).toMatchObject({ code: 'fs.die.face' });
  });
  it('a 16th marker is refused', () => {
    const log: LogEntry[] = [];
    for (let n = 1; n <= 15; n++) log.push(city(3), mission(n, 'city'), result(n, 'draw'));
    expect(standing(run(log))).toMatchObject({ markersUsed: 15, over: true, next: null });
    expect(refusal([...log, city(3)])).toMatchObject({
      code: 'fs.markers.used',
      rule: 'Playing Games',
    });
  });
});

describe('several battles open at once', () => {
  it('only one arrow between the same two areas at a time, either way; other attacks go on', () => {
    const log = [place(3, 'F', 'A')];
    expect(refusal([...log, place(3, 'F', 'A')])).toMatchObject({ code: 'fs.arrow.active' });
    // Marker 2 on a 2 is German: the reverse arrow is the same border, also refused.
    expect(refusal([...log, place(2, 'A', 'F')])).toMatchObject({ code: 'fs.arrow.active' });
    const two = run([...log, place(3, 'H', 'C'), place(3, 'H', 'E')]);
    expect(two.battles.map((b) => b.effect)).toEqual(['', '', '']);
    // Once battle 1 is over, the same arrow may be placed again.
    const again = run([...log, mission(1, 'agreed'), result(1, 'draw'), place(3, 'F', 'A')]);
    expect(again.battles).toHaveLength(2);
  });
  it('city fights may run side by side; results come in any order', () => {
    const s = run([
      city(3),
      city(2),
      place(3, 'H', 'C'),
      mission(3, 'agreed'),
      mission(2, 'city'),
      result(3, 'attacker'),
      mission(1, 'counterattack', 4),
      result(2, 'defender'),
      result(1, 'attacker'),
    ]);
    expect(s.owners.C).toBe('soviet');
    // Battle 2 was German-placed; the Soviet defender won it: Soviet sticker. Battle 1 Soviet won.
    expect(s.stickers).toEqual({ german: 0, soviet: 2 });
    expect(s.battles[0]?.mission?.name).toBe('Breakthrough');
  });
  it('a result needs a placed battle and its mission, once', () => {
    expect(refusal([result(1, 'draw')])).toMatchObject({ code: 'fs.battle.unknown' });
    expect(refusal([city(3), result(1, 'draw')])).toMatchObject({ code: 'fs.result.mission' });
    expect(refusal([city(3), mission(1, 'city'), mission(1, 'agreed')])).toMatchObject({
      code: 'fs.mission.twice',
    });
    expect(
      refusal([city(3), mission(1, 'city'), result(1, 'draw'), result(1, 'draw')]),
    ).toMatchObject({
      code: 'fs.result.twice',
    });
  });
  it('a City Fighting mission is only for the city; a table mission needs its roll', () => {
    expect(refusal([place(3, 'F', 'A'), mission(1, 'city')])).toMatchObject({
      code: 'fs.mission.city',
    });
    expect(refusal([city(3), mission(1, 'static')])).toMatchObject({
      code: 'fs.die.face',
      rule: 'Mission Table',
    });
    expect(refusal([city(3), mission(1, 'agreed', 3)])).toMatchObject({ code: 'fs.mission.roll' });
  });
});

describe('Capture Areas - Countryside', () => {
  const fought = (
    m: 'agreed' | 'counterattack' | 'static',
    r: 'attacker' | 'defender' | 'draw',
    cap?: number,
    roll?: number,
  ) =>
    run([
      place(3, 'F', 'A'),
      mission(1, m, roll ?? (m === 'agreed' ? undefined : 1)),
      result(1, r, cap),
    ]);
  it('attacker wins: the attacked area changes hands', () => {
    const s = fought('agreed', 'attacker');
    expect(s.owners.A).toBe('soviet');
    expect(s.battles[0]?.effect).toBe('Soviet takes A.');
  });
  it('defender wins: 4+ after agreed or counterattack takes the area the arrow came from', () => {
    expect(fought('agreed', 'defender', 4).owners.F).toBe('german');
    expect(fought('agreed', 'defender', 3).owners.F).toBe('soviet');
    expect(fought('counterattack', 'defender', 4).owners.F).toBe('german');
    expect(fought('counterattack', 'defender', 3).battles[0]?.effect).toBe(
      'Capture roll 3 (needs 4+): no capture.',
    );
  });
  it('defender wins after a static defence: only a 6 captures', () => {
    expect(fought('static', 'defender', 5).owners.F).toBe('soviet');
    const s = fought('static', 'defender', 6);
    expect(s.owners.F).toBe('german');
    expect(s.battles[0]?.effect).toBe('Capture roll 6 (needs 6): German takes F.');
  });
  it('neither won: nothing changes; the capture die is refused where no capture applies', () => {
    const s = fought('agreed', 'draw');
    expect(s.owners).toEqual(startCampaign(ready()).owners);
    expect(
      refusal([place(3, 'F', 'A'), mission(1, 'agreed'), result(1, 'attacker', 4)]),
    ).toMatchObject({
      code: 'fs.capture.needless',
      rule: 'Capture Areas - Countryside',
    });
    expect(
      refusal([place(3, 'F', 'A'), mission(1, 'agreed'), result(1, 'defender')]),
    ).toMatchObject({
      code: 'fs.capture.missing',
    });
    expect(
      refusal([place(3, 'F', 'A'), mission(1, 'agreed'), result(1, 'defender', 9)]),
    ).toMatchObject({
      code: 'fs.die.face',
    });
  });
  it('an area already taken by another battle in the meantime stays with its new holder', () => {
    const s = run([
      place(3, 'F', 'A'),
      place(3, 'H', 'C'),
      mission(2, 'agreed'),
      result(2, 'attacker'),
      place(3, 'C', 'A'),
      mission(3, 'agreed'),
      result(3, 'attacker'),
      mission(1, 'agreed'),
      result(1, 'attacker'),
    ]);
    expect(s.battles[0]?.effect).toBe('A is already Soviet: no change.');
  });
});

describe('Capture Areas - Stalingrad and the standing', () => {
  it('the winner’s sticker goes on its track whoever attacked; neither: none; no capture roll', () => {
    const s = run([
      city(3),
      mission(1, 'city'),
      result(1, 'defender'),
      city(3),
      mission(2, 'agreed'),
      result(2, 'attacker'),
    ]);
    expect(s.stickers).toEqual({ german: 1, soviet: 1 });
    expect(refusal([city(3), mission(1, 'city'), result(1, 'defender', 4)])).toMatchObject({
      code: 'fs.capture.needless',
      rule: 'Capture Areas - Stalingrad',
    });
  });
  it('VP are areas held plus the track; milestones count; the level shifts by them', () => {
    const start = standing(startCampaign(ready()));
    expect(start.vp).toEqual({ german: 17, soviet: 17 });
    expect(start.level).toBe('stalemate');
    expect(start.next).toEqual({ marker: 1, phase: 'operationUranus', roller: 'soviet' });
    expect(start.legalArrows.soviet).toEqual([
      ['F', 'A'],
      ['H', 'C'],
      ['H', 'E'],
      ['I', 'E'],
    ]);
    // Two Soviet stickers: 2 + 2 VP and the first milestone.
    const log: LogEntry[] = [
      city(3),
      mission(1, 'city'),
      result(1, 'attacker'),
      city(3),
      mission(2, 'city'),
      result(2, 'attacker'),
    ];
    const st = standing(run(log));
    expect(st.trackVp).toEqual({ german: 0, soviet: 4 });
    expect(st.vp).toEqual({ german: 17, soviet: 21 });
    expect(st.milestones).toEqual({ german: 0, soviet: 1 });
    expect(st.level).toBe('stalemate');
    expect(st.shiftedLevel).toBe('sovietTactical');
  });
  it('stickers past the track’s last space earn no VP and no milestone', () => {
    const log: LogEntry[] = [];
    for (let n = 1; n <= 6; n++) log.push(city(3), mission(n, 'city'), result(n, 'attacker'));
    const st = standing(run(log));
    expect(st.trackVp.soviet).toBe(10);
    expect(st.milestones.soviet).toBe(2);
  });
  it('applyEntry and replay agree, and replay names the refused entry', () => {
    const s0 = startCampaign(ready());
    const r = applyEntry(s0, place(3, 'F', 'A'));
    expect(r.ok && r.value.battles[0]?.target).toEqual({ from: 'F', to: 'A' });
    expect(refusal([city(3), place(3, 'A', 'F')]).message).toMatch(/^Battle 2: /);
    // Named by the battle and its step, never by the entry's place in the log.
    const badRoll = {
      kind: 'mission',
      battle: 1,
      mission: 'static',
      roll: { value: 9, source: 'owner' },
    };
    const named = refusal([city(3), badRoll as LogEntry]).message;
    expect(named).toMatch(/^Battle 1's mission: The mission roll must be a die face/);
    expect(named).not.toMatch(/Log entry/);
  });
});

describe('Who Won: the city location', () => {
  it('the city location’s VP count for the side the map gives it, and never change sides', () => {
    const m: FsMap = {
      ...FIXTURE_MAP,
      areas: FIXTURE_MAP.areas.map((a) => (a.city ? { ...a, vp: 5 } : a)),
    };
    const s = run([city(3), mission(1, 'city'), result(1, 'attacker')], m);
    expect(s.owners.S).toBe('german');
    expect(standing(s).areaVp).toEqual({ german: 22, soviet: 17 });
  });
});
