/**
 * tapToPaintMs: how long a tap that records a game action takes to show on screen already
 * saved. In headless Chromium at 390x844 with 4x CPU slowdown, the scripted player starts a
 * main game on the TEST FIXTURE kit with the app rolling the dice, then taps through Turn 1's
 * Random Event and Supply Phases (the rolls, every Support marker the bank buys, Done), each
 * tap one logged action. A tap's time runs from its click event to the first frame painted
 * after the game screen shows the new saved revision (data-revision moves only when IndexedDB
 * has acknowledged the write): the median over at least 15 taps. The run is made PASSES times,
 * each in a fresh page, and the key is the median of the passes' medians: on a shared machine one
 * pass can fall on a moment when other work holds the cores or the disk.
 */
import type { Browser, Locator } from '@playwright/test';
import type { Budget } from '../scripts/bench';
import { Player } from '../tests/e2e/support/player';
import { startGame, useFixtureKit } from '../tests/e2e/volga/game/helpers';
import { buildOnce, phoneContext, withAppBrowser } from './_build';
import { median } from './_util';

export const order = 30;
/** Drives Chromium: the bench installs it first when missing. */
export const browser = true;

const CPU_SLOWDOWN = 4;
const MIN_TAPS = 15;
const PASSES = 3;

/**
 * Taps `target` and returns the time from its click event to the frame painted after the saved
 * revision changes. The page is armed before the tap by an evaluation that resolves with the
 * time, and the tap is a plain press and release (no Playwright checks in the page around it):
 * none of the driver's own work falls in the time measured. The message posted from the frame callback runs once that frame is
 * painted, so the time includes the paint.
 */
async function timedTap(player: Player, target: Locator): Promise<number> {
  const page = player.page;
  await page.evaluate(() => {
    const w = window as unknown as { tapArmed: boolean };
    w.tapArmed = false;
  });
  const timed = page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const game = document.querySelector<HTMLElement>('.game');
        if (!game) {
          reject(new Error('no game screen'));
          return;
        }
        const before = game.dataset.revision;
        let clickedAt: number | null = null;
        document.addEventListener(
          'click',
          (e) => {
            clickedAt = e.timeStamp;
          },
          { capture: true, once: true },
        );
        const seen = new MutationObserver(() => {
          if (game.dataset.revision === before || clickedAt === null) return;
          seen.disconnect();
          const from = clickedAt;
          requestAnimationFrame(() => {
            const after = new MessageChannel();
            after.port1.onmessage = () => resolve(performance.now() - from);
            after.port2.postMessage(null);
          });
        });
        seen.observe(game, { attributes: true, attributeFilter: ['data-revision'] });
        (window as unknown as { tapArmed: boolean }).tapArmed = true;
      }),
  );
  await page.waitForFunction(() => (window as unknown as { tapArmed: boolean }).tapArmed);
  await player.tapRaw(target);
  return timed;
}

/** The first of `candidates` that is enabled now, or null. */
async function firstEnabled(candidates: readonly Locator[]): Promise<Locator | null> {
  for (const c of candidates)
    if ((await c.count()) > 0 && (await c.first().isEnabled())) return c.first();
  return null;
}

/** One pass: a new game in a fresh page, its Random Event and Supply taps timed. */
async function pass(browser: Browser, origin: string): Promise<number[]> {
  const times: number[] = [];
  const context = await phoneContext(browser, origin, { serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await useFixtureKit(page);
    await startGame(page, { name: 'Tap to paint', dice: 'app', cup: 'digital' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const player = new Player(page);
    const rollForMe = page.getByRole('button', { name: /^Roll .*for me$/ });
    // 6.2 and 6.3: the two rolls of the Turn, each one tap with the app's dice.
    for (const phase of ['randomEvent', 'supply'] as const) {
      await page.locator(`.game[data-phase="${phase}"]`).waitFor();
      times.push(await timedTap(player, rollForMe.first()));
    }
    // 6.3: every Support marker the bank pays for, one tap (one buySupport action) each.
    const buy = ['Artillery', 'Engineer', 'Air'].map((m) =>
      page.getByRole('button', { name: new RegExp(`^Buy ${m}`) }),
    );
    for (let i = 0; i < 40; i++) {
      const b = await firstEnabled(buy);
      if (!b) break;
      times.push(await timedTap(player, b));
    }
    times.push(
      await timedTap(player, page.getByRole('button', { name: 'Done: go to the Combat Phase' })),
    );
  } finally {
    await context.close();
  }
  if (times.length < MIN_TAPS)
    throw new Error(`tap-paint: only ${times.length} timed taps, ${MIN_TAPS} needed`);
  return times;
}

export async function run(): Promise<Record<string, number>> {
  const passes: number[][] = [];
  await withAppBrowser(buildOnce(), async (browser, origin) => {
    for (let i = 0; i < PASSES; i++) {
      const times = await pass(browser, origin);
      process.stderr.write(
        `tap-paint pass ${i + 1}: median ${median(times).toFixed(1)}; ${times.map((t) => t.toFixed(0)).join(' ')} ms\n`,
      );
      passes.push(times);
    }
  });
  const all = passes.flat();
  return {
    tapToPaintMs: Number(median(passes.map(median)).toFixed(1)),
    tapToPaintMaxMs: Number(Math.max(...all).toFixed(1)),
    tapToPaintTaps: all.length,
  };
}

export const budgets: readonly Budget[] = [
  {
    key: 'tapToPaintMs',
    text: 'under 100 ms (median tap to saved paint, 4x CPU, at least 15 taps a pass, median of 3 passes)',
    check: (m) => (m.tapToPaintMs ?? Infinity) < 100,
  },
];
