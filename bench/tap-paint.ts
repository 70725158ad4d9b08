/**
 * tapToPaintMs: how long a tap that records a game action takes to show on screen already
 * saved. In headless Chromium at 390x844 with 4x CPU slowdown, the scripted player starts a
 * main game on the TEST FIXTURE kit with the app rolling the dice, then taps through Turn 1's
 * Random Event and Supply Phases (the rolls, every Support marker the bank buys, Done), each
 * tap one logged action. A tap's time runs from its click event to the first frame painted
 * after the game screen shows the new saved revision (data-revision moves only when IndexedDB
 * has acknowledged the write): the median over at least 15 taps.
 */
import { chromium, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import type { Budget } from '../scripts/bench';
import { startGame, useFixtureKit } from '../tests/e2e/game/helpers';
import { Player } from '../tests/e2e/support/player';
import { serveDist } from '../tests/e2e/support/staticServer';
import { buildOnce } from './_build';
import { median } from './_util';

export const order = 30;

const CPU_SLOWDOWN = 4;
const MIN_TAPS = 15;

/**
 * Arms the page to time the next tap: from its click event to the frame painted after the
 * saved revision changes. The message posted from the frame callback runs once that frame is
 * painted, so the time includes the paint.
 */
function arm(page: Page): Promise<void> {
  return page.evaluate(() => {
    const game = document.querySelector<HTMLElement>('.game');
    if (!game) throw new Error('no game screen');
    const before = game.dataset.revision;
    const w = window as unknown as { tapPaint: Promise<number> };
    w.tapPaint = new Promise<number>((resolve) => {
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
    });
  });
}

/** Taps `target` and returns the tap-to-saved-paint time. */
async function timedTap(player: Player, target: Locator): Promise<number> {
  await arm(player.page);
  await player.tap(target);
  return player.page.evaluate(() => (window as unknown as { tapPaint: Promise<number> }).tapPaint);
}

/** The first of `candidates` that is enabled now, or null. */
async function firstEnabled(candidates: readonly Locator[]): Promise<Locator | null> {
  for (const c of candidates)
    if ((await c.count()) > 0 && (await c.first().isEnabled())) return c.first();
  return null;
}

export async function run(): Promise<Record<string, number>> {
  const dist = buildOnce();
  const server = await serveDist(dist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const times: number[] = [];
  try {
    const context = await browser.newContext({
      baseURL: server.origin,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      serviceWorkers: 'block',
    });
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
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
  process.stderr.write(`tap-paint: ${times.map((t) => t.toFixed(0)).join(' ')} ms\n`);
  if (times.length < MIN_TAPS)
    throw new Error(`tap-paint: only ${times.length} timed taps, ${MIN_TAPS} needed`);
  return {
    tapToPaintMs: Number(median(times).toFixed(1)),
    tapToPaintMaxMs: Number(Math.max(...times).toFixed(1)),
    tapToPaintTaps: times.length,
  };
}

export const budgets: readonly Budget[] = [
  {
    key: 'tapToPaintMs',
    text: 'under 100 ms (median tap to saved paint, 4x CPU, at least 15 taps)',
    check: (m) => (m.tapToPaintMs ?? Infinity) < 100,
  },
];
