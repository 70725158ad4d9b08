/**
 * Chaos with whole-tree kills: the browser is launched on a profile on disk, a game is played
 * through the game screen with random legal actions (the chaos driver), and at random moments
 * the whole browser process tree is killed with SIGKILL (the storage process with the rest):
 * right after an action was acknowledged, while one is being saved, or after a quiet moment.
 * The browser is launched again on the same profile and the game opened; every action the
 * screen had acknowledged must still be there (from IndexedDB, or from the second copy when the
 * database lost it). After a quiet kill every IndexedDB database of the origin is also deleted
 * while the browser is down, as the browser's own storage failure does: the game and the kit
 * must come back from the second copy, with the notice. The counts (kills, databases wiped,
 * acknowledged actions, lost, restored starts) are printed per seed; lost must be 0.
 *
 * KILL_SEEDS="1,2,3", KILL_ACTIONS=40 and KILL_COUNT=10 choose the runs.
 */
import { expect, test } from '@playwright/test';
import { canonicalJson } from '../../../../src/core/files/canonical';
import { type GameSetup, replay } from '../../../../src/volga/engine/game';
import { storedGame } from '../../support/gamesDb';
import { killBrowser, Profile, reopenApp } from '../../support/profile';
import { startGame, useFixtureKit } from '../game/helpers';
import { AckedGame, acknowledged, chooseStep, prng, ready, shown } from './driver';

const SEEDS = (process.env.KILL_SEEDS ?? '11,23,37').split(',').map(Number);
const ACTIONS = Number(process.env.KILL_ACTIONS ?? 40);
const KILLS = Number(process.env.KILL_COUNT ?? 10);

type When = 'acked' | 'inFlight' | 'quiet';

const json = (v: unknown) => JSON.parse(JSON.stringify(v));

test.use({ actionTimeout: 10_000 });

for (const seed of SEEDS) {
  test(`whole-tree kills: seed ${seed}, ${KILLS} kills in ${ACTIONS} actions, none acknowledged lost`, async ({
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const profile = new Profile(baseURL!);
    const rng = prng(seed);
    const tally = {
      kills: 0,
      wiped: 0,
      acknowledged: 0,
      lost: 0,
      inFlightSaved: 0,
      inFlightLost: 0,
    };
    const restoredStarts: string[] = [];
    let { context, page } = await profile.launch();
    try {
      await useFixtureKit(page);
      await startGame(page, { name: `Kill ${seed}`, cup: seed % 2 === 0 ? 'physical' : 'digital' });
      const id = /#\/game\/([^/?]+)/.exec(page.url())?.[1];
      if (!id) throw new Error(`no game id in ${page.url()}`);
      await ready(page);
      const game = new AckedGame((await storedGame(page, id)).setup as GameSetup);

      const plan = new Map<number, When>();
      while (plan.size < KILLS) {
        const at = 1 + rng.int(ACTIONS - 1);
        if (plan.has(at)) continue;
        const w = rng.next();
        plan.set(at, w < 0.35 ? 'acked' : w < 0.7 ? 'inFlight' : 'quiet');
      }

      /** Kills the browser, launches it again and opens the game; returns the revision shown. */
      const killAndReopen = async (wipe = false): Promise<number> => {
        tally.kills += 1;
        await killBrowser(profile);
        // With `wipe`, every IndexedDB database goes before the app starts again.
        if (wipe) tally.wiped += 1;
        const reopened = await reopenApp(profile, wipe);
        context = reopened.context;
        page = reopened.page;
        if (reopened.notice) {
          restoredStarts.push((await reopened.notice.textContent()) ?? '');
          await reopened.notice.getByRole('button', { name: 'Dismiss' }).click();
        }
        await page.goto(`/#/game/${id}`);
        await ready(page);
        return (await shown(page)).revision;
      };

      let stepNo = 0;
      while (game.ops.length < ACTIONS) {
        stepNo += 1;
        // The after-action report opens by itself only as the game ends here
        // (src/volga/ui/game/report/ReportEntry.tsx): only an ended game is asked whether it is
        // open, a round trip less in every other step. Were it open otherwise, its modal would
        // refuse the next tap and the run would fail.
        const report = page.getByTestId('report');
        if (
          game.state.phase === 'over' &&
          (await report.evaluate((d) => (d as HTMLDialogElement).open).catch(() => false))
        )
          await report.getByRole('button', { name: 'Close' }).click();
        const step = chooseStep(game, rng);
        const when = plan.get(stepNo);
        const revision = 1 + game.ops.length;
        await step.prepare(page);
        await step.send(page);
        if (when === 'inFlight') {
          const after = await killAndReopen();
          if (after === revision + 1) {
            tally.inFlightSaved += 1;
            game.acknowledge(step.op);
          } else {
            tally.inFlightLost += 1;
            // Not acknowledged before the kill: gone is allowed, anything else is not.
            if (after < revision) tally.lost += revision - after;
            expect(after, 'the revision jumped').toBeLessThanOrEqual(revision);
          }
          continue;
        }
        await acknowledged(page, revision + 1);
        game.acknowledge(step.op);
        if (when === 'quiet') await page.waitForTimeout(400 + rng.int(600));
        if (when === 'acked' || when === 'quiet') {
          const after = await killAndReopen(when === 'quiet');
          if (after < revision + 1) tally.lost += revision + 1 - after;
          expect(after, 'acknowledged actions lost to a kill').toBe(revision + 1);
        }
      }
      tally.acknowledged = game.ops.length;

      const stored = await storedGame(page, id);
      expect(stored.revision).toBe(1 + game.ops.length);
      expect(json(stored.log)).toEqual(json(game.record.log));
      const replayed = replay(stored.setup as GameSetup, json(stored.log), stored.cursor as number);
      if (!replayed.ok)
        throw new Error(`the stored log does not replay: ${replayed.error.message}`);
      expect(canonicalJson(replayed.value)).toBe(canonicalJson(game.state));
    } finally {
      const summary = { seed, ...tally, restoredStarts: restoredStarts.length };
      console.log(`kill-chaos ${JSON.stringify(summary)}`);
      test.info().annotations.push({ type: 'kill-chaos', description: JSON.stringify(summary) });
      await context.close().catch(() => undefined);
      profile.remove();
    }
    expect(tally.kills).toBe(KILLS);
    // Every wiped start was noticed and restored (a start after a plain kill may be, too).
    expect(restoredStarts.length).toBeGreaterThanOrEqual(tally.wiped);
    expect(tally.lost).toBe(0);
  });
}
