/**
 * Two CG Days of VotG CG I (Russian ENEMY) on a phone, through the Refit Phase to the third
 * scenario's SAN, RE numbers, Booby Traps and AC#, with a reload in the middle of a Refit Phase
 * that finds the card, the step and the log as they were. Each value checked is worked out by
 * hand from the S.20 tables (lines 262-303) in the comments.
 */
import { expect, type Page, test } from '@playwright/test';
import { readIdb } from '../support/app';
import { checkBothThemes } from '../support/axe';

test.use({ viewport: { width: 390, height: 844 } });

const SHOTS = '/tmp/shots-cg';

/** Taps the faces of a roll's dice; the last tap logs the roll. */
async function roll(page: Page, step: string, ...dice: number[]) {
  await expect(page.getByTestId('cg-drm')).toBeVisible();
  for (const [i, d] of dice.entries()) {
    const face = page.getByTestId(`cg-${step}-d${i}-${d}`);
    if (i < dice.length - 1) await face.check();
    else await face.click();
  }
  // What the roll gave is in view where the player tapped, without scrolling.
  await expect(page.getByTestId('cg-last')).toBeInViewport();
}
const tap = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();
const stepTitle = (page: Page) => page.getByTestId('cg-step').locator('h2');

async function beginDate(page: Page) {
  await expect(stepTitle(page)).toHaveText('CG Date: Historical DRM and weather');
  await page.getByTestId('cg-date-go').click();
}

async function scenarioResult(
  page: Page,
  r: { winner: 'FRIENDLY' | 'ENEMY'; vp: number; elite: number; first: number; afv: number },
) {
  await expect(stepTitle(page)).toHaveText('Play the scenario, then its result');
  await page.getByRole('radio', { name: r.winner, exact: true }).check();
  await page.getByTestId('cg-vp').fill(String(r.vp));
  await page.getByTestId('cg-elite').fill(String(r.elite));
  await page.getByTestId('cg-first').fill(String(r.first));
  await page.getByTestId('cg-afv').fill(String(r.afv));
  await page.getByTestId('cg-result-go').click();
}

test('two CG Days of CG I through the Refit Phase, with a reload in the middle', async ({
  page,
  browser,
}) => {
  await page.goto('/#/votg-cg');
  await page.getByRole('radio', { name: 'CG I: The Central Railway Station' }).check();
  await page.getByRole('radio', { name: 'Level A' }).check();
  await page.getByTestId('cg-start').click();
  await expect(page.getByTestId('cg-card')).toContainText('Day 1 of 8: 15 September 1942');
  // The initial Russian ENEMY setup of CG I (line 115) shows while day 1 is in hand.
  await expect(page.getByTestId('cg-notes')).toContainText('Initial Russian ENEMY setup');
  await expect(page.getByTestId('cg-notes')).toContainText('12.51, line 115');

  // Day 1, the initial scenario: 12.627 only.
  await beginDate(page);
  await tap(page, 'Attack');
  // SAN: Russian -1, Idle -1, SAN 2 ≤ 3 -1 (lines 267-269), each named with its line.
  await expect(page.getByTestId('cg-drm')).toContainText('Russian ENEMY (line 267)');
  await expect(page.getByTestId('cg-drm')).toContainText('ENEMY is Idle (line 268)');
  await page.screenshot({ path: `${SHOTS}/01-day1-san.png` });
  await roll(page, 'san', 4); // 4-3 = 1: SAN +1
  await expect(page.getByTestId('cg-last')).toContainText('ENEMY SAN: final 1, SAN +1');
  await tap(page, 'RE for 6 CPP (-2)');
  await roll(page, 'reFriendly', 3); // 1: 6/7
  await roll(page, 'reEnemy', 3); // 3: 4/5/6
  await roll(page, 'boobyTrap', 2); // 2-1 = 1: one level up
  await roll(page, 'acNumber', 3); // 3: AC# 3
  const card = page.getByTestId('cg-card');
  await expect(page.getByTestId('cg-san')).toHaveText('3');
  await expect(page.getByTestId('cg-re')).toHaveText('ENEMY 4/5/6, FRIENDLY 6/7');
  await expect(page.getByTestId('cg-bt')).toHaveText('Level B');
  await expect(page.getByTestId('cg-ac')).toHaveText('3');
  await page.screenshot({ path: `${SHOTS}/02-day1-ready.png`, fullPage: true });
  await scenarioResult(page, { winner: 'ENEMY', vp: 85, elite: 7, first: 13, afv: 4 });

  // Day 2: the Refit Phase.
  await expect(card).toContainText('Day 2 of 8: 16 September 1942');
  await beginDate(page);
  await expect(page.getByTestId('cg-reminders')).toContainText('12.6073');
  await page.getByTestId('cg-prisoners-go').click(); // no Isolated Guards
  // 12.613: -2 (line 225), -1 for a day without an ENEMY Attack (line 227), +2 for 85 VP / 40.
  await expect(page.getByTestId('cg-drm')).toContainText('(line 225)');
  await roll(page, 'counterattack', 3); // 3-1 = 2: no Counterattack
  // 12.619: -1 won, -1 Elite, -1 1st Line, -1 AFV, +2 one scenario (lines 204-210).
  await expect(page.getByTestId('cg-drm')).toContainText('(line 210)');
  // Its odds by final (V12.619's table is not in the text): DR 7 is 6 in 36.
  await expect(page.getByTestId('cg-odds')).toContainText('final 5 17%');
  await roll(page, 'elr', 3, 4); // 7-2 = 5
  await expect(page.getByTestId('cg-elr-final')).toContainText('Final DR 5');
  await expect(page.getByTestId('cg-last')).toContainText(
    'ENEMY ELR DR: final 5, read on the printed V12.619 table',
  );
  await page.getByTestId('cg-elr-read-less').click();
  await page.getByTestId('cg-elr-go').click();
  await expect(page.getByTestId('cg-elr')).toContainText('2');

  // Reload in the middle of the Refit Phase: card, step and log as they were.
  const before = (await page.getByTestId('cg-log').textContent()) ?? '';
  await page.screenshot({ path: `${SHOTS}/03-before-reload.png`, fullPage: true });
  await page.reload();
  await expect(stepTitle(page)).toHaveText('ENEMY Reconnaissance');
  await expect(page.getByTestId('cg-log')).toHaveText(before);
  await expect(card).toContainText('Day 2 of 8');
  await expect(page.getByTestId('cg-elr')).toContainText('2 (3 at start, 2 from Day 2)');
  await page.screenshot({ path: `${SHOTS}/04-after-reload.png` });

  await roll(page, 'recon', 3); // 3-1 = 2: 1 CPP
  await tap(page, 'Attack');
  await roll(page, 'initiative', 1); // 1 -1 day +2 VP +1 ELR = 3: Idle
  await expect(page.getByTestId('cg-reminders')).toContainText('12.6265');
  await roll(page, 'san', 5); // 5-3 = 2: no change
  await tap(page, 'RE for 5 CPP');
  await roll(page, 'reFriendly', 5); // 4/5
  await roll(page, 'reEnemy', 1); // 5/6/7
  await roll(page, 'boobyTrap', 1); // 0: two levels up from A
  await roll(page, 'acNumber', 6); // 6: AC# 2
  await expect(page.getByTestId('cg-re')).toHaveText('ENEMY 5/6/7, FRIENDLY 4/5');
  await expect(page.getByTestId('cg-bt')).toHaveText('Level C');
  await expect(page.getByTestId('cg-ac')).toHaveText('2');
  await scenarioResult(page, { winner: 'FRIENDLY', vp: 30, elite: 0, first: 6, afv: 1 });

  // Day 3's Refit Phase up to the next scenario's numbers.
  await expect(card).toContainText('Day 3 of 8: 17 September 1942');
  await beginDate(page);
  await page.getByTestId('cg-prisoners-go').click();
  await roll(page, 'counterattack', 6); // 6-2-2-1+1 = 2: no Counterattack
  await roll(page, 'elr', 2, 3); // 5+4 = 9 (two scenarios since the start, line 210)
  await page.getByTestId('cg-elr-read-more').click();
  await page.getByTestId('cg-elr-go').click();
  await roll(page, 'recon', 6);
  await tap(page, 'Attack');
  await roll(page, 'initiative', 4); // 4-2-1 = 1: Attack
  await expect(stepTitle(page)).toHaveText('Russian Night Assault');
  await roll(page, 'night', 6); // daytime
  await roll(page, 'san', 2); // 2-1-1 = 0: SAN +1
  await tap(page, 'No RE (0 CPP)');
  await roll(page, 'reEnemy', 4); // 4/5/6
  await roll(page, 'boobyTrap', 1); // 1+2 = 3: no effect
  await roll(page, 'acNumber', 1); // AC# 3
  await expect(page.getByTestId('cg-san')).toHaveText('4');
  await expect(page.getByTestId('cg-re')).toHaveText('ENEMY 4/5/6, FRIENDLY none bought');
  await expect(page.getByTestId('cg-bt')).toHaveText('Level A');
  await expect(page.getByTestId('cg-ac')).toHaveText('3');
  await expect(page.getByTestId('cg-elr')).toContainText('3');
  await expect(page.getByTestId('cg-chits')).toHaveText('FRIENDLY Attack, ENEMY Attack');
  await page.screenshot({ path: `${SHOTS}/05-day3-ready.png` });
  await page.screenshot({ path: `${SHOTS}/06-day3-full.png`, fullPage: true });
  // No serious axe finding on the CG screen, light or dark.
  await checkBothThemes(page, 'votg-cg-*', { fullPage: true });

  // The record in IndexedDB is the one core's record store keeps, with its log.
  const stored = (await readIdb(page, 'votg/cg')) as { kind: string; log: unknown[] };
  expect(stored.kind).toBe('votg-cg');
  expect(stored.log.length).toBe(9 + 15 + 14);

  // Shared as a link and opened on another device (a fresh browser context): the same CG.
  await page.getByText('Share this Campaign Game as a link').click();
  const link = await page.getByTestId('cg-share-link').inputValue();
  const other = await (await browser.newContext()).newPage();
  await other.goto(link);
  await expect(other.getByTestId('cg-shared')).toContainText(
    'CG I: The Central Railway Station, Russian ENEMY, at CG Day 3',
  );
  await other.getByTestId('cg-shared-open').click();
  await expect(other.getByTestId('cg-ac')).toHaveText('3');
  await expect(other.getByTestId('cg-bt')).toHaveText('Level A');
  await expect(other.getByTestId('cg-re')).toHaveText('ENEMY 4/5/6, FRIENDLY none bought');
  await expect(other.getByTestId('cg-log')).toHaveText(
    (await page.getByTestId('cg-log').textContent()) ?? '',
  );
  await other.screenshot({ path: `${SHOTS}/07-opened-from-link.png` });
});

test('About lists what the Campaign Game covers and what it leaves to Chapter V', async ({
  page,
}) => {
  await page.goto('/#/votg-about');
  const cg = page.getByTestId('votg-about-cg');
  await expect(cg).toContainText('ENEMY AC# 12.627, line 291');
  await expect(cg).toContainText('Russian Counterattack Declaration 12.613, line 190');
  await expect(cg.locator('li', { hasText: 'V12.619 ELR table' })).toContainText(
    'computes the final DR',
  );
  await expect(page.getByTestId('votg-about-cg-share')).toContainText(
    'or as a file (Export Campaign Game',
  );
  await expect(cg.locator('li', { hasText: 'Sharing a CG' })).toHaveCount(0);
});

test.describe('at 360x740', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('each roll of the initial scenario shows what it gave in view, nothing wider than the screen', async ({
    page,
  }) => {
    await page.goto('/#/votg-cg');
    await page.getByRole('radio', { name: 'Level A' }).check();
    await page.getByTestId('cg-start').click();
    await beginDate(page);
    await tap(page, 'Idle');
    await roll(page, 'san', 6);
    await tap(page, 'No RE (0 CPP)');
    // The app rolls this one: the log says so beside the die.
    await page.getByTestId('cg-reEnemy-roll').click();
    await expect(page.getByTestId('cg-day-1')).toContainText(
      /ENEMY RE numbers: \[\d\] \(app dice\)/,
    );
    await roll(page, 'boobyTrap', 6);
    await roll(page, 'acNumber', 6);
    await expect(page.getByTestId('cg-last')).toContainText('AC# 2');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.screenshot({ path: `${SHOTS}/08-360.png` });
  });
});
