/**
 * Mission v1 played turn by turn on a 390x844 phone, FRIENDLY German against a Russian ENEMY:
 * the card typed and its SAN rolled (line 871), Activation Checks (line 872), the 8.7 artillery
 * check offered at the ENEMY's DFPh and PFPh (line 87) with its FFE counted (8.72), an NKVD chain
 * whose leader was rolled on R3 before R2 showed the NKVD squad and ends on R3a (5.73, line 20;
 * line 364), and on to ENEMY Player Turn 5 for the Advance dr (line 919). A reload finds the
 * turn, the card and the log as they were. Screenshots go to /tmp/shots-mission/.
 */
import { expect, type Page, test } from '@playwright/test';
import { openApp } from '../support/app';

test.use({ viewport: { width: 390, height: 844 } });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/shots-mission/${name}.png` });
const at = (page: Page) => page.getByTestId('votg-turn-at');
const step = (page: Page, name: 'Next phase' | 'Next Player Turn') =>
  page.getByTestId('votg-turn').getByRole('button', { name, exact: true }).click();
const log = (page: Page) => page.getByTestId('votg-log').locator('li');
/** Taps a DR on the roller's dice: colored, then white. */
async function dr2(page: Page, colored: number, white: number): Promise<void> {
  await page.getByTestId(`votg-dice-c-${colored}`).click();
  await page.getByTestId(`votg-dice-w-${white}`).click();
}
/** The result box is on screen, below the sticky bar. */
async function resultInView(page: Page): Promise<void> {
  const box = (await page.getByTestId('votg-outcome').boundingBox())!;
  const bar = (await page.locator('header.bar').boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(Math.floor(bar.y + bar.height));
  expect(box.y + box.height).toBeLessThanOrEqual(844);
}
/** The Activation Check with the owner's die. */
async function check(page: Page, die: number): Promise<void> {
  const ac = page.getByTestId('votg-ac-check');
  if (!(await ac.evaluate((d) => (d as HTMLDetailsElement).open)))
    await ac.locator('summary').click();
  await ac.getByRole('button', { name: `dr ${die}`, exact: true }).click();
}

test('Mission v1 for three turns: checks, 8.7, an NKVD chain to R3a, the Turn-5 roll, and a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openApp(page, 'votg');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(at(page)).toHaveText('Turn 1 · FRIENDLY RPh');

  // The card: AC# and ENEMY RE typed, the ENEMY SAN rolled (DR 6, Russian ENEMY: SAN 5).
  await page.getByTestId('votg-ac').fill('3');
  await page.getByLabel('ENEMY RE#').fill('5/6');
  await page.getByRole('button', { name: 'Keep card values' }).click();
  await expect(page.getByTestId('votg-ac-now')).toHaveText('3');
  await page.getByRole('button', { name: 'Roll ENEMY SAN' }).click();
  await dr2(page, 3, 3);
  await expect(page.getByTestId('votg-san-now')).toHaveText('5');

  // Turn 1, FRIENDLY Player Turn: an Activation Check (dr 2, AC# 3: activates).
  await check(page, 2);
  await expect(page.getByTestId('votg-ac-result')).toContainText('The S? activates');
  // At the DFPh the ENEMY fires: 8.7's check is due (line 87), and nothing before it.
  await expect(page.getByTestId('votg-due')).toHaveCount(0);
  for (let i = 0; i < 3; i++) await step(page, 'Next phase');
  await expect(at(page)).toHaveText('Turn 1 · FRIENDLY DFPh');
  await shot(page, 'v1-t1-dfph-due');
  await page.getByRole('button', { name: /8\.7 artillery check, ENEMY DFPh/ }).click();
  await expect(page.getByTestId('votg-target')).toContainText('for: 8.7 artillery check');
  await dr2(page, 1, 4); // 14: ENEMY artillery strike (line 763)
  await expect(page.getByTestId('votg-outcome-text')).toContainText('artillery');
  await resultInView(page);
  await expect(page.getByTestId('votg-due')).toHaveCount(0);
  await page.getByRole('button', { name: 'FFE strength and type: OBA' }).click();
  await dr2(page, 1, 1); // Russian column DR 2: 150+ (line 340)
  await expect(page.getByTestId('votg-ffe-now')).toContainText('150+');
  // The 8.7 check used up no once-per-Mission event.
  await expect(page.getByTestId('votg-done')).toContainText('A11 none');

  // Turn 1, ENEMY Player Turn: an S? activates as squad, leader, fortification (A1 5, line 375).
  await step(page, 'Next Player Turn');
  await expect(at(page)).toHaveText('Turn 1 · ENEMY RPh');
  await page.getByRole('button', { name: 'A1', exact: true }).click();
  await dr2(page, 1, 2);
  // The leader first, on R3; then the squad's R2 shows an NKVD 6-2-8 (lines 618, 631).
  await page.getByRole('button', { name: 'Leader: R3', exact: true }).click();
  await dr2(page, 3, 3);
  await page.getByRole('button', { name: 'Squad: R2', exact: true }).click();
  await dr2(page, 5, 5);
  await page.getByRole('button', { name: 'R2 sub-roll: NKVD 6-2-8 or 4-2-6' }).click();
  await page.getByTestId('votg-dice-d-1').click();
  // 5.73 (line 20): the leader is R3a's now; the R3 roll no longer stands.
  await page.getByRole('button', { name: 'Leader with NKVD or 4-2-6 (5.73): R3a' }).click();
  await page.getByTestId('votg-dice-d-2').click();
  // dr 2 with the NKVD squad's -1 (line 364) is 1: a 10-0 commissar.
  await expect(page.getByTestId('votg-outcome-text')).toContainText('10-0 commissar');
  await resultInView(page);
  await shot(page, 'v1-t1-r3a');
  // The fortification is not rolled this time: set aside, it leaves the open follow-ups.
  await page.getByRole('button', { name: /^Set aside the Fortification roll from #/ }).click();
  await expect(page.getByRole('button', { name: 'Fortification: A5', exact: true })).toHaveCount(0);
  await expect(log(page).first()).toContainText('Not rolled: Fortification (A5)');

  // The ENEMY PFPh: 8.7 again; DR 33 resolves nothing.
  await step(page, 'Next phase');
  await page.getByRole('button', { name: /8\.7 artillery check, ENEMY PFPh/ }).click();
  await dr2(page, 3, 3);
  await expect(page.getByTestId('votg-outcome-text')).toContainText('No artillery strike');
  await resultInView(page);

  // Turn 2: a check that fails (dr 6), then on to ENEMY Player Turn 5.
  await step(page, 'Next Player Turn');
  await expect(at(page)).toHaveText('Turn 2 · FRIENDLY RPh');
  await check(page, 6);
  await expect(page.getByTestId('votg-ac-result')).toContainText('stays unactivated');
  for (let i = 0; i < 7; i++) await step(page, 'Next Player Turn');
  await expect(at(page)).toHaveText('Turn 5 · ENEMY RPh');

  // The Turn-5 Advance dr (line 919): the circled number typed from the Turn Record Chart.
  const advance = page.getByTestId('votg-advance');
  await expect(advance).toBeVisible();
  const more = advance.getByRole('button', {
    name: 'Circled number on this turn of the Turn Record Chart: more',
  });
  for (let i = 0; i < 3; i++) await more.click();
  await advance.getByRole('button', { name: 'Advance dr 2', exact: true }).click();
  const result = page.getByTestId('votg-advance-result');
  await expect(result).toContainText('All S? and Activated ENEMY units assume an Advance Attitude');
  await expect(result).toBeInViewport();
  await expect(page.getByTestId('votg-advance')).toHaveCount(0);
  await shot(page, 'v1-t5-advance');

  const turn = await at(page).textContent();
  const card = await page.getByTestId('votg-card').textContent();
  const kept = await page.getByTestId('votg-kept').textContent();
  const lines = await log(page).allTextContents();
  expect(lines.length).toBeGreaterThan(25);
  // The early R3 roll says it no longer stands (5.73, line 20).
  expect(lines.join('\n')).toContain('The leader comes from R3a for these units');
  await page.reload();
  await expect(at(page)).toHaveText(turn!);
  expect(await page.getByTestId('votg-card').textContent()).toBe(card);
  expect(await page.getByTestId('votg-kept').textContent()).toBe(kept);
  expect(await log(page).allTextContents()).toEqual(lines);
  await expect(page.getByTestId('votg-ffe-now')).toContainText('150+');
  await expect(page.getByTestId('votg-san-now')).toHaveText('5');
  await shot(page, 'v1-after-reload');
});

test('a German ENEMY (v4): 8.9 Air Support and the Aerial Bombardment are due after setup, once', async ({
  page,
}) => {
  await openApp(page, 'votg');
  await page.getByRole('radio', { name: /^v4 / }).check();
  await page.getByRole('radio', { name: 'Russian' }).check();
  await page.getByRole('button', { name: 'Start' }).click();
  const due = page.getByTestId('votg-due');
  await expect(due.getByRole('button')).toHaveText([
    'German ENEMY Air Support dr (daytime, not Overcast)',
    'Aerial Bombardment dr',
    'v4 S? entry DR (while the offboard pool holds S?)',
  ]);
  await due.getByRole('button', { name: /Air Support/ }).click();
  await expect(page.getByTestId('votg-target')).toContainText('German ENEMY Air Support');
  await page.getByTestId('votg-dice-d-5').click();
  await expect(page.getByTestId('votg-outcome-text')).toContainText('Stuka II RG');
  await resultInView(page);
  await expect(due.getByRole('button')).toHaveText([
    'Aerial Bombardment dr',
    'v4 S? entry DR (while the offboard pool holds S?)',
  ]);
  await due.getByRole('button', { name: 'Aerial Bombardment dr' }).click();
  await page.getByTestId('votg-dice-d-3').click();
  await expect(page.getByTestId('votg-outcome-text')).toContainText('One Aerial Bombardment');
  // v4's S? entry (line 1090): DR 5 + 4 = 9 S? from the offboard pool.
  await due.getByRole('button', { name: /v4 S\? entry DR/ }).click();
  await dr2(page, 2, 3);
  await expect(page.getByTestId('votg-outcome-text')).toContainText('9 S? from the offboard pool');
  await resultInView(page);
  await expect(due).toHaveCount(0);
  await shot(page, 'v4-air');
});

test('a Russian ENEMY (v2): the reinforcement DRs are due at each ENEMY RPh, one per turn number, and RE 36-41 occurs once', async ({
  page,
}) => {
  await openApp(page, 'votg');
  await page.getByRole('radio', { name: /^v2 / }).check();
  await page.getByRole('button', { name: 'Start' }).click();
  await step(page, 'Next Player Turn');
  await expect(at(page)).toHaveText('Turn 1 · ENEMY RPh');
  const due = page.getByTestId('votg-due');
  await due.getByRole('button', { name: 'v2 reinforcement DR 1 of 1' }).click();
  await expect(page.getByTestId('votg-target')).toContainText('v2 reinforcement DR');
  await dr2(page, 3, 6); // colored die the tens: 36 (line 982)
  await expect(page.getByTestId('votg-outcome-text')).toContainText('RE 36-41 occurs');
  await resultInView(page);
  await expect(
    page.getByRole('button', { name: 'Number of S?: A11 RE 36-41: S? entering' }),
  ).toHaveCount(1);
  await expect(page.getByTestId('votg-done')).toContainText('A11 36-41');
  // Turn 2: two DRs; a 41 now brings nothing, the event having occurred.
  await step(page, 'Next Player Turn');
  await step(page, 'Next Player Turn');
  await expect(at(page)).toHaveText('Turn 2 · ENEMY RPh');
  await due.getByRole('button', { name: 'v2 reinforcement DR 1 of 2' }).click();
  await dr2(page, 4, 1);
  await expect(page.getByTestId('votg-outcome-text')).toContainText('has occurred already');
  await resultInView(page);
  await expect(due.getByRole('button', { name: 'v2 reinforcement DR 2 of 2' })).toHaveCount(1);
  await shot(page, 'v2-reinforcement');
});
