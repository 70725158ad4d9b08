/**
 * A unit renamed in a game (4.3) renames the counter in the owner's kit too, as an answered fact
 * teaches it, so the next game and the kit screen show the printed designation; undo takes the
 * rename back in the game. A kit that gives the designation to another counter refuses it and
 * the game says so; a game on the TEST FIXTURE teaches nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ComponentKit } from '../../../../src/volga/engine/kit';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';
import { renameIn } from '../../../../src/volga/state/game/services';
import { closeOpened } from '../../../support/opened';
import { ownerWorld, playOn as play } from './owner-kit';

afterEach(closeOpened);

const P = 'Area 1 · 2';

/** The fixture's data as an owner's kit whose Area 1 counter FA/2 is known by its placeholder. */
function countedKit(fixture: boolean): ComponentKit {
  const k = fixtureKit();
  return {
    ...k,
    fixture,
    name: fixture ? k.name : 'Counted, not the real map',
    germanCounters: k.germanCounters.map((c) => (c.id === 'FA/2' ? { ...c, id: P } : c)),
  };
}

/** The owner's kit (the counted one) in memory, that games rename in. */
const world = () =>
  ownerWorld(
    countedKit(false),
    () => '2026-04-01T10:00:00.000Z',
    (owner) => ({
      rename: renameIn(async () => owner),
    }),
  );

const ids = (k: ComponentKit) => k.germanCounters.map((c) => c.id);

describe('renaming a unit in a game (4.3)', () => {
  it("logs the rename, renames the owner's kit's counter, and undo takes it back in the game", async () => {
    const { services, owner } = await world();
    const m = await play(services, owner.owner.value);
    const r = await m.dispatch({ type: 'renameUnit', from: P, to: '29/1' });
    expect(r.ok).toBe(true);
    expect(m.snapshot.value?.record.log.map((e) => e.action.type)).toEqual(['renameUnit']);
    expect(m.snapshot.value?.state.germans['29/1']).toBeDefined();
    expect(ids(owner.owner.value)).toContain('29/1');
    expect(ids(owner.owner.value)).not.toContain(P);
    expect(m.renameRefused.value).toBeNull();
    expect((await m.undo()).ok).toBe(true);
    expect(m.snapshot.value?.state.germans[P]).toBeDefined();
    expect(m.snapshot.value?.state.germans['29/1']).toBeUndefined();
  });

  it("keeps the game's rename and says why when the kit gives that designation to another counter", async () => {
    const { services, owner } = await world();
    const m = await play(services, owner.owner.value);
    // Since the game began, the owner added a 29/1 on the kit screen.
    owner.edit((k) => ({
      ok: true,
      value: {
        ...k,
        germanCounters: [...k.germanCounters, { ...k.germanCounters[0]!, id: '29/1' }],
      },
    }));
    const r = await m.dispatch({ type: 'renameUnit', from: P, to: '29/1' });
    expect(r.ok).toBe(true);
    expect(m.snapshot.value?.state.germans['29/1']).toBeDefined();
    expect(m.renameRefused.value).toMatchObject({ code: 'kit.rename.taken', rule: '4.3' });
    expect(ids(owner.owner.value)).toContain(P);
    m.dismissRenameRefused();
    expect(m.renameRefused.value).toBeNull();
  });

  it('teaches nothing from a game on the TEST FIXTURE, nor when the game refused', async () => {
    const { services, owner } = await world();
    const f = await play(services, countedKit(true));
    expect((await f.dispatch({ type: 'renameUnit', from: P, to: '29/1' })).ok).toBe(true);
    expect(ids(owner.owner.value)).toContain(P);
    const m = await play(services, owner.owner.value);
    const refused = await m.dispatch({ type: 'renameUnit', from: P, to: 'Area 1 · 5' });
    expect(!refused.ok && refused.error).toMatchObject({ code: 'kit.rename.placeholder' });
    expect(m.snapshot.value?.record.log).toHaveLength(0);
    expect(ids(owner.owner.value)).toContain(P);
  });
});
