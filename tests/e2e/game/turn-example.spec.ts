/**
 * The example turn (13.x) on the TEST FIXTURE map at 390x844, counted by the scripted player:
 * from Dawn to the End Phase within 25 taps and 2 scrolls (stack moves, rolls by their total, the
 * Action Round ending itself). The benchmark's turnTaps and turnScrolls come from the same script.
 */
import { expect, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../support/app';
import { startGame, useFixtureKit } from './helpers';
import { playExampleTurn, setUpTurn2 } from './turn-script';

// Not met yet: the turn measures 28 taps and 8 scrolls (the Supply purchases, one tap per
// marker, and the attack's scrolls); it runs with `npm run bench turn`, which reports the numbers.
test.fixme('the 13.x example turn: at most 25 taps and 2 scrolls', async ({ page }) => {
  test.setTimeout(120_000);
  await useFixtureKit(page);
  await startGame(page, { name: 'Example turn', cup: 'physical' });
  await setUpTurn2(page);
  const t = await playExampleTurn(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/turn-example-end.png` });
  console.log(`example turn: ${JSON.stringify(t)}`);
  expect(t.scrolls).toBeLessThanOrEqual(2);
  expect(t.taps).toBeLessThanOrEqual(25);
});
