/**
 * A CG scenario played on a phone against a German ENEMY (CG I, Attack chits): after Scenario
 * Commencement the screen offers the rolls 20.41 makes during the scenario (lines 63-98), each
 * with its drm and odds; what each gave is in view where it was tapped, its follow-up opens by
 * itself, and after a reload the day's log still holds every roll with its source.
 */
import { expect, type Page, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

const step = (page: Page) => page.getByTestId('cg-step').locator('h2');
const scenario = (page: Page) => page.getByTestId('cg-scenario');
const last = (page: Page) => page.getByTestId('cg-scenario-last');

async function tapDie(page: Page, prefix: string, face: number) {
  await page.getByTestId(`${prefix}-d0-${face}`).click();
}

/**
 * Starts CG I against a German ENEMY and plays its initial scenario's Scenario Commencement
 * (12.627: every roll a 3), finding no in-scenario roll offered before the AC#.
 */
async function toScenario(page: Page) {
  await page.goto('/#/votg-cg');
  await page.getByRole('radio', { name: 'CG I: The Central Railway Station' }).check();
  await page.getByRole('radio', { name: 'German' }).check();
  await page.getByTestId('cg-start').click();
  await page.getByTestId('cg-date-go').click();
  await page.getByRole('button', { name: 'Attack', exact: true }).click();
  await tapDie(page, 'cg-san', 3);
  await page.getByRole('button', { name: 'No RE (0 CPP)', exact: true }).click();
  await tapDie(page, 'cg-reEnemy', 3);
  await expect(scenario(page)).toHaveCount(0);
  await tapDie(page, 'cg-acNumber', 3);
}

test('a German ENEMY scenario of CG I: Attack Determination, HW Activation, Reinforcements, Air Support, logged and kept', async ({
  page,
}) => {
  await toScenario(page);
  await expect(page.getByTestId('cg-ac')).toHaveText('3');
  await expect(step(page)).toHaveText('Play the scenario, then its result');

  // The German ENEMY's Attack chit: these rolls apply (lines 65-89), nothing else.
  const offered = scenario(page).locator('.cg-buttons button');
  await expect(offered).toHaveText([
    'Attack Determination',
    'HW Activation',
    'ENEMY Reinforcement dr',
    'Aerial Bombardment',
    'ENEMY Air Support',
  ]);
  await scenario(page).getByRole('button', { name: 'Attack Determination' }).click();
  await expect(scenario(page)).toContainText('No drm applies.');
  await expect(scenario(page)).toContainText('General Attack');
  await page.screenshot({ path: 'test-results/votg-cg-scenario/attack.png' });
  await tapDie(page, 'cg-scenario-attack', 1);
  await expect(last(page)).toHaveText(
    'Attack Determination: [1] = 1: All-Out Attack: every S? at ground level to Advance',
  );
  await expect(last(page)).toBeInViewport();
  // Made once a scenario: its button is gone.
  await expect(offered).not.toContainText(['Attack Determination']);

  // HW Activation: a 1, and its type opens by itself (line 71).
  await scenario(page).getByRole('button', { name: 'HW Activation' }).click();
  await tapDie(page, 'cg-scenario-hw', 1);
  await expect(last(page)).toContainText('HW Activation: [1] = 1: the S? activates as a HW');
  await expect(page.getByTestId('cg-scenario-roll')).toContainText('HW Activation type');
  await tapDie(page, 'cg-scenario-hwType', 4);
  await expect(last(page)).toContainText('a 50* MTR and a half squad');
  await expect(last(page)).toBeInViewport();

  // Reinforcements: dr 3 is at most AC# 3, so S? enter: a dr +2 in CG I (line 72).
  await scenario(page).getByRole('button', { name: 'ENEMY Reinforcement dr' }).click();
  await tapDie(page, 'cg-scenario-reinforcement', 3);
  await expect(last(page)).toContainText('S? enter this turn');
  await tapDie(page, 'cg-scenario-reinforcementCount', 2);
  await expect(last(page)).toHaveText(
    'S? entering: [2] +2 = 4: 4 S? enter in Advance Attitude along the EBE',
  );
  await expect(last(page)).toBeInViewport();

  // Air Support, drawn by the app: logged as the app's dice.
  await scenario(page).getByRole('button', { name: 'ENEMY Air Support' }).click();
  await page
    .getByTestId('cg-scenario-roll')
    .getByRole('button', { name: /Roll for me/ })
    .click();
  await expect(last(page)).toContainText('ENEMY Air Support: [');
  await expect(last(page)).toContainText('(app dice)');
  await expect(last(page)).toContainText(/Stuka I+ RG/);
  await page.screenshot({ path: 'test-results/votg-cg-scenario/after.png' });

  await page.reload();
  const day = page.getByTestId('cg-day-1');
  await expect(day).toContainText('Attack Determination: [1] = 1: All-Out Attack');
  await expect(day).toContainText('HW Activation type: [4] = 4: a 50* MTR');
  await expect(day).toContainText('S? entering: [2] +2 = 4');
  await expect(day).toContainText('ENEMY Air Support: [');
  await expect(offered).toHaveText([
    'HW Activation',
    'ENEMY Reinforcement dr',
    'Aerial Bombardment',
  ]);
  // Undo takes the last roll back, and Air Support is offered again.
  await page.getByTestId('cg-undo').click();
  await expect(offered).toContainText(['ENEMY Air Support']);
});

test.describe('at 360x740', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('each in-scenario roll shows what it gave in view, nothing wider than the screen', async ({
    page,
  }) => {
    await toScenario(page);
    const rolls: [string, string, number][] = [
      ['Attack Determination', 'attack', 5],
      ['HW Activation', 'hw', 1],
      ['HW Activation type', 'hwType', 2],
      ['ENEMY Reinforcement dr', 'reinforcement', 1],
      ['S? entering', 'reinforcementCount', 6],
      ['Aerial Bombardment', 'aerial', 6],
      ['ENEMY Air Support', 'air', 2],
    ];
    for (const [name, id, face] of rolls) {
      // A follow-up (the HW's type, the number entering) is open already.
      const pad = page.getByTestId(`cg-scenario-${id}-d0-${face}`);
      if (id === 'hwType' || id === 'reinforcementCount') await expect(pad).toBeVisible();
      else await scenario(page).getByRole('button', { name, exact: true }).click();
      await pad.click();
      await expect(last(page)).toContainText(`= `);
      await expect(last(page)).toBeInViewport();
    }
    await expect(last(page)).toContainText('ENEMY Air Support: [2] = 2: a Stuka I RG');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});
