/**
 * Chaos test: random legal actions played through the game screen (a seeded PRNG
 * chooses among what the engine allows and the screen offers: dice typed or rolled by the app,
 * purchases, moves, attacks, reveals, supports, undo/redo), with reloads, closed pages (a new
 * page opens the game again) and offline periods at random points, some while an action is
 * being saved. Every action the screen acknowledged as saved (its saved revision moved on,
 * read from the game screen's data attributes, also after an interruption) is recorded; at the
 * end the stored game must equal the replay of exactly those actions: the same log, cursor and
 * revision, and the same state when the stored log is replayed with the engine.
 *
 * CHAOS_SEEDS="1,2,3" and CHAOS_ACTIONS="300,300,300" choose the runs (defaults below: the first
 * seed plays 300 actions, the others 150 each, all with the same interruptions, so the suite keeps
 * well inside its time on two cores).
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { canonicalJson } from '../../../../src/core/files/canonical';
import { type GameSetup, replay } from '../../../../src/volga/engine/game';
import { waitForServiceWorkerControl } from '../../support/app';
import { storedGame } from '../../support/gamesDb';
import { startGame, useFixtureKit } from '../game/helpers';
import {
  AckedGame,
  acknowledged,
  chooseStep,
  noop,
  type Op,
  prng,
  ready,
  type Shown,
  shown,
  still,
} from './driver';

// The service worker is part of what this file checks (offline use, updates, what it serves).
test.use({ serviceWorkers: 'allow' });

const SEEDS = (process.env.CHAOS_SEEDS ?? '20260301,7,42').split(',').map(Number);
const ACTIONS = (process.env.CHAOS_ACTIONS ?? '300,150,150').split(',').map(Number);
/** Interruptions per run (the issue asks for at least 30). */
const INTERRUPTIONS = Number(process.env.CHAOS_INTERRUPTIONS ?? 32);

type Kind = 'reload' | 'close' | 'offline';
type When = 'before' | 'prepared' | 'inFlight';

/** Plain JSON (undefined members dropped), for comparing what was stored with the model. */
const json = (v: unknown) => JSON.parse(JSON.stringify(v));

// No dice tumble (it follows reduced motion); a control that never appears fails in 10 s.
test.use({ reducedMotion: 'reduce', actionTimeout: 10_000 });
// The seeds are independent games (each test has its own browser context): both workers share them.
test.describe.configure({ mode: 'parallel' });

SEEDS.forEach((seed, run) => {
  const target = ACTIONS[run] ?? ACTIONS.at(-1)!;
  test(`chaos: seed ${seed}, ${target} acknowledged actions, ${INTERRUPTIONS} interruptions`, async ({
    context,
    page: first,
  }) => {
    test.setTimeout(360_000);
    const errors: string[] = [];
    const watch = (p: Page) => p.on('pageerror', (e) => errors.push(e.message));
    watch(first);
    const rng = prng(seed);
    const cup = run % 2 === 0 ? 'physical' : 'digital';
    // The game's own seed comes from crypto.getRandomValues at New game: derived from the
    // chaos seed here, so a run (the app's dice included) can be repeated.
    await context.addInitScript((s) => {
      let a = s >>> 0;
      crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
        if (array instanceof Uint32Array)
          for (let i = 0; i < array.length; i++) {
            a = (Math.imul(a ^ (a >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
            array[i] = a;
          }
        return array;
      };
    }, seed);
    await useFixtureKit(first);
    await startGame(first, { name: `Chaos ${seed}`, cup });
    const url = first.url();
    const id = /#\/game\/([^/?]+)/.exec(url)?.[1];
    if (!id) throw new Error(`no game id in ${url}`);
    await waitForServiceWorkerControl(first); // reloads while offline come from its cache
    await ready(first);
    const game = new AckedGame((await storedGame(first, id)).setup as GameSetup);
    let page = first;
    const started = Date.now();

    // Where the interruptions fall: distinct step numbers, each with a kind and a moment.
    const plan = new Map<number, { kind: Kind; when: When }>();
    while (plan.size < INTERRUPTIONS) {
      const at = 1 + rng.int(target - 1);
      if (plan.has(at)) continue;
      const r = rng.next();
      const kind: Kind = r < 0.4 ? 'reload' : r < 0.75 ? 'close' : 'offline';
      const w = rng.next();
      plan.set(at, { kind, when: w < 0.4 ? 'before' : w < 0.6 ? 'prepared' : 'inFlight' });
    }
    const tally = {
      reload: 0,
      close: 0,
      offline: 0,
      inFlightSaved: 0,
      inFlightLost: 0,
      steps: 0,
      undo: 0,
      redo: 0,
    };
    let offlineUntil = -1;

    const interrupt = async (kind: Kind) => {
      tally[kind] += 1;
      if (kind === 'offline') {
        await context.setOffline(true);
        offlineUntil = game.ops.length + 2 + rng.int(8);
        return;
      }
      if (kind === 'reload') {
        await page.reload();
      } else {
        await page.close();
        page = await (context as BrowserContext).newPage();
        watch(page);
        await page.goto(url);
      }
      await ready(page);
    };

    /** Checks the screen shows the model's game as saved (`seen`: what it shows, if just read). */
    const agrees = async (seen?: Shown) => {
      const s = seen ?? (await shown(page));
      expect(s).toEqual({
        revision: 1 + game.ops.length,
        logLength: game.record.log.length,
        cursor: game.record.cursor,
        access: 'writer',
        phase: game.state.phase,
        step: game.state.step,
      });
    };

    /** The last steps taken, named in a failure's message: a run's screens depend on timing. */
    const recent: string[] = [];
    let stepNo = 0;
    let wasOver = false;
    try {
      while (game.ops.length < target) {
        stepNo += 1;
        if (offlineUntil >= 0 && game.ops.length >= offlineUntil) {
          await context.setOffline(false);
          offlineUntil = -1;
        }
        // The after-action report opens by itself when the game ends here: close it, as a player
        // does, before undoing or going on.
        const report = page.getByTestId('report');
        // Its code loads when it opens, a moment after the game ends: give it that moment (a reload
        // in between means it does not open, hence no failure when it stays shut).
        const over = game.state.phase === 'over';
        if (over && !wasOver)
          await report.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
        wasOver = over;
        // It opens only as the game ends (src/volga/ui/game/report/ReportEntry.tsx), so only an
        // ended game is asked whether it is open: a round trip less in every other step. Were it
        // open otherwise, its modal would refuse the next tap and the run would fail.
        if (
          over &&
          (await report.evaluate((d) => (d as HTMLDialogElement).open).catch(() => false))
        )
          await report.getByRole('button', { name: 'Close' }).click();
        const step = chooseStep(game, rng);
        const planned = plan.get(stepNo);
        plan.delete(stepNo);
        const revision = 1 + game.ops.length;
        if (planned?.when === 'before' || planned?.kind === 'offline')
          await interrupt(planned.kind);
        recent.push(
          `step ${stepNo} at revision ${revision}: ${JSON.stringify(step.op)}${planned ? `, ${planned.kind} ${planned.when}` : ''}`,
        );
        if (recent.length > 6) recent.shift();
        if (step.prepare !== noop) await still(page);
        await step.prepare(page);
        if (planned?.when === 'prepared' && planned.kind !== 'offline') {
          // Nothing was sent; the attack's choices come back from its kept draft (the driver
          // clears or applies them as a player would).
          await interrupt(planned.kind);
          await agrees();
          continue;
        }
        await still(page);
        await step.send(page);
        tally.steps += 1;
        if (planned?.when === 'inFlight' && planned.kind !== 'offline') {
          // Interrupted while the action may be saving: after it, the screen says whether it was.
          await interrupt(planned.kind);
          const s = await shown(page);
          if (s.revision === revision + 1) {
            tally.inFlightSaved += 1;
            record(step.op);
          } else {
            expect(s.revision, 'neither saved nor lost: the revision jumped').toBe(revision);
            tally.inFlightLost += 1;
          }
          await agrees(s);
        } else {
          // The save is most often done when the screen is first read: that one read is then both
          // the acknowledgement and the check (the saved attributes are set in one render).
          let s = await shown(page);
          if (s.revision !== revision + 1) {
            await acknowledged(page, revision + 1);
            s = await shown(page);
          }
          record(step.op);
          await agrees(s);
        }
      }
    } catch (e) {
      if (e instanceof Error) e.message += `\nThe last steps:\n${recent.join('\n')}`;
      throw e;
    }
    await context.setOffline(false);

    function record(op: Op) {
      game.acknowledge(op);
      if (op.kind !== 'action') tally[op.kind] += 1;
    }

    // The stored game is exactly the acknowledged actions, replayed.
    const stored = await storedGame(page, id);
    expect(stored.revision).toBe(1 + game.ops.length);
    expect(stored.cursor).toBe(game.record.cursor);
    expect(json(stored.log)).toEqual(json(game.record.log));
    const replayed = replay(stored.setup as GameSetup, json(stored.log), stored.cursor as number);
    if (!replayed.ok) throw new Error(`the stored log does not replay: ${replayed.error.message}`);
    expect(canonicalJson(replayed.value)).toBe(canonicalJson(game.state));
    expect(errors).toEqual([]);

    const interruptions = tally.reload + tally.close + tally.offline;
    expect(interruptions).toBeGreaterThanOrEqual(Math.min(30, INTERRUPTIONS));
    const seconds = (Date.now() - started) / 1000;
    const summary = {
      seed,
      gameSeed: game.setup.seed,
      cup,
      acknowledged: game.ops.length,
      ...tally,
      interruptions,
      turn: game.state.turn,
      phase: game.state.phase,
      seconds,
    };
    console.log(`chaos ${JSON.stringify(summary)}`);
    test.info().annotations.push({ type: 'chaos', description: JSON.stringify(summary) });
  });
});
