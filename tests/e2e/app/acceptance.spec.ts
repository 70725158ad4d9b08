/**
 * Acceptance sweep over EVERY screen, one test per screen, walked in order on one
 * page (a game is played through Turn 1 and Turn 2 on the TEST FIXTURE map with typed dice, so
 * every Phase shows up): axe-core with no serious or critical violation in the light and the
 * dark theme, every control with an accessible name, no sideways scrolling at 360 wide, every
 * tap target at least 44x44 px, and review screenshots at 390x844 in both themes (then some at
 * 1280x800, where the header must line up with the screen's content). Separate tests: every
 * number on the dashboard and in combat opens its explanation, and dice results are announced.
 *
 * Both themes are checked on the same screen state by switching the document's data-theme (the
 * one attribute the stylesheet reads), which keeps the walk to one game; the dark theme reruns
 * only the rules a colour change can alter (support/axe.ts).
 */
import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { SCREENSHOT_DIR, setThemeNow } from '../support/app';
import { axeViolations, rulesFor } from '../support/axe';
import { fill134, openCombat, openFold, typeDie } from '../volga/combat/helpers';
import { startGame, useFixtureKit } from '../volga/game/helpers';
import { kitTab, pickArea } from '../volga/kit/helpers';

test.describe.configure({ mode: 'serial' });

// axe rules about names: any violation of these fails, whatever its impact.
const NAME_RULES = new Set([
  'button-name',
  'link-name',
  'label',
  'select-name',
  'input-button-name',
  'aria-toggle-field-name',
  'aria-input-field-name',
  'summary-name',
  'svg-img-alt',
  'role-img-alt',
  'image-alt',
  'frame-title',
]);

let page: Page;

async function newPage(browser: Browser, info: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  return context.newPage();
}

test.beforeAll(async ({ browser }, info) => {
  page = await newPage(browser, info);
});
test.afterAll(async () => {
  await page.context().close();
});

/** axe's serious and critical violations, and every naming violation, as readable lines. */
async function axeProblems(p: Page, rules?: readonly string[]): Promise<string[]> {
  return (await axeViolations(p, { rules }))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || NAME_RULES.has(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Visible controls in the header and the screen smaller than 44x44 px, with their text. */
function smallTargets(p: Page): Promise<string[]> {
  return p.evaluate(() => {
    const sel = [
      'header button',
      'main a',
      'main button',
      'main summary',
      'main select',
      'main input:not([type=radio]):not([type=checkbox]):not([type=file])',
      // Radios and switches are drawn by their labels, so the label is what is tapped.
      'main label:has(input[type=radio])',
      'main label:has(input[type=checkbox])',
      'main label:has(input[type=file])',
    ].join(', ');
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue; // inside a closed disclosure
      if (r.width < 44 || r.height < 44)
        out.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`,
        );
    }
    return out;
  });
}

/**
 * The acceptance checks on the screen as it is now: axe and a screenshot in each theme, then
 * at 360 wide no sideways scrolling and no small target. `scroll` brings a part into view first.
 */
async function checkScreen(name: string, scroll?: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await setThemeNow(page, theme);
    expect(await axeProblems(page, rulesFor(theme)), `${name}, ${theme} theme`).toEqual([]);
    if (scroll) await page.locator(scroll).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/sweep-${name}-${theme}.png` });
  }
  await setThemeNow(page, 'light');
  await page.setViewportSize({ width: 360, height: 780 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name}: sideways scroll at 360 wide`).toBe(0);
  expect(await smallTargets(page), `${name}: targets under 44x44 at 360 wide`).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
}

const CHECKS =
  'axe clean in light and dark, controls named, no sideways scroll at 360, 44px targets, screenshots';
const stat = (id: string) => page.getByTestId(`stat-${id}`);
const next = () => page.getByTestId('next-step');

async function typeRoll(prefix: string, purpose: string, faces: readonly number[]) {
  // Rolls read by their total offer the total pad first; these dice are typed one by one.
  const byFaces = page.getByTestId(`${prefix}-by-faces`);
  if ((await byFaces.getAttribute('aria-pressed')) !== 'true') await byFaces.click();
  for (let i = 0; i < faces.length; i++)
    await page.getByTestId(`${prefix}-${purpose}-${i}-${faces[i]}`).check();
}

async function moveTo(unit: string, to: number) {
  await page.getByTestId(`pick-${unit}`).check();
  await page.getByTestId(`move-${unit}-${to}`).click();
}

/** Sets up the pending attack's lead, Artillery and typed dice (the result shows, not applied). */
async function enterAttack(o: {
  lead: string;
  artillery?: number;
  german: [number, number];
  soviet: [number, number];
}) {
  await page.getByTestId(`lead-${o.lead}`).check();
  for (let i = 0; i < (o.artillery ?? 0); i++) await page.getByTestId('gc-artillery-more').click();
  await typeDie(page, 'german-0', o.german[0]);
  await typeDie(page, 'german-1', o.german[1]);
  await typeDie(page, 'soviet-0', o.soviet[0]);
  await typeDie(page, 'soviet-1', o.soviet[1]);
}

test(`home, nothing stored yet: ${CHECKS}`, async () => {
  await page.goto('/');
  await expect(page.locator('header.bar h1')).toHaveText('Volga Table');
  await expect(page.getByTestId('home-recent')).toContainText(/No game in progress|Continue/);
  await checkScreen('home-empty');
});

test(`settings: ${CHECKS}`, async () => {
  await page.goto('/#/settings');
  await expect(page.getByRole('switch', { name: 'Dice animation' })).toBeVisible();
  await checkScreen('settings');
});

test(`about: ${CHECKS}`, async () => {
  await page.goto('/#/about');
  await expect(page.getByTestId('storage-estimate')).not.toHaveText('Checking…');
  await checkScreen('about');
});

test(`rules help, with a search: ${CHECKS}`, async () => {
  await page.goto('/#/rules');
  await checkScreen('rules');
  await page.getByLabel('Search by word or section number').fill('supply');
  await checkScreen('rules-search');
});

for (const tab of ['Status', 'Map', 'Counters', 'Events', 'File'] as const) {
  test(`component kit, ${tab} tab: ${CHECKS}`, async () => {
    if (tab === 'Status') {
      await useFixtureKit(page);
    }
    await kitTab(page, tab);
    if (tab === 'Map') await pickArea(page, 12);
    if (tab === 'Counters')
      await page.getByTestId('counter-list').locator('summary').first().click();
    if (tab === 'Events') await page.getByTestId('event-rows').locator('summary').first().click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkScreen(`kit-${tab.toLowerCase()}`);
  });
}

test(`quick combat, the 13.4 example with its result: ${CHECKS}`, async () => {
  await openCombat(page);
  await checkScreen('combat-empty');
  await fill134(page);
  for (const [slot, face] of [
    ['air', 3],
    ['german-0', 3],
    ['german-1', 3],
    ['soviet-0', 3],
    ['soviet-1', 4],
  ] as const)
    await typeDie(page, slot, face);
  await expect(page.getByTestId('outcome')).toContainText('Stalemate');
  // The values and odds are one line that opens for the explanation.
  await openFold(page, 'cb-values');
  await page.getByTestId('av').locator('summary').first().click();
  await checkScreen('combat-result', '[data-testid="outcome"]');
});

test(`new game, and its refusal of a rule the kit cannot support: ${CHECKS}`, async () => {
  await page.goto('/#/new-game');
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
  await checkScreen('newgame');
  await page.getByRole('switch', { name: /Pavlov's House/ }).check();
  await page.getByRole('button', { name: 'Start the game' }).click();
  // The engine refuses 12.6 without the counter's Defense Factor, and says so.
  await expect(page.getByRole('alert')).toContainText('12.6');
  await checkScreen('newgame-error', '[role="alert"]');
  await page.getByRole('switch', { name: /Pavlov's House/ }).uncheck();
});

test(`game dashboard, Turn 1 Random Event: ${CHECKS}`, async () => {
  await startGame(page, { name: 'Sweep' });
  await expect(next()).toContainText('Roll for the Random Event');
  await checkScreen('game-event');
});

test('dashboard: every number opens its explanation (Turn, Morale, Supply, Support, German Controlled, Out of Action, Random Event)', async () => {
  await typeRoll('event', 'randomEvent', [1, 2, 3]);
  await page.getByRole('button', { name: 'Record the Random Event roll' }).click();
  await expect(stat('event')).toBeAttached();
  const expected: Record<string, RegExp> = {
    turn: /^5\.1 September 13-14\. Each Turn is two days/,
    morale: /^5\.2 .*Strong.*Shaken/,
    supply: /^6\.3\.1 .*banked/,
    support: /^3\.5 .*Artillery.*Engineer.*Air/,
    controlled: /^11\.2 .*German Controlled/,
    out: /^3\.7 .*Out of Action Box/,
    event: /^\d+(\.\d+)+ .*Logistical Pause/,
  };
  // The play view folds the dashboard to one status line; a tap opens its tiles.
  await page.getByTestId('status-fold').locator('summary.gs-line').click();
  for (const [id, text] of Object.entries(expected)) {
    const s = stat(id);
    // Each stat is a disclosure: its summary is the number, tapping it shows the explanation.
    await expect(s.locator('summary')).toHaveText(/\d|Logistical/);
    await s.locator('summary').click();
    await expect(s.locator('.gs-stat-text')).toBeVisible();
    await expect(s.locator('.gs-stat-text')).toHaveText(text);
    await s.locator('summary').click();
  }
});

test('dice results are announced (aria-live) in the game and in the dice widget', async () => {
  // The Random Event just typed is announced by the game's live region.
  const news = page.getByTestId('last-rolls');
  await expect(news).toHaveAttribute('aria-live', 'polite');
  await expect(news).toContainText('Random Event 6.2: 1, 2, 3 (typed by you)');
  // Typing a die is announced by the widget's own status line.
  await page.getByTestId('supply-by-faces').click();
  await page.getByTestId('supply-supply-0-1').check();
  const status = page.getByTestId('supply-status');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toHaveText('Supply 4d6, die 1: 1 (typed).');
});

test(`game dashboard, Supply roll: ${CHECKS}`, async () => {
  await expect(next()).toContainText('Roll for Supply');
  await checkScreen('game-supply-roll', '[data-testid="phase-supply"]');
});

test(`game dashboard, Supply purchases: ${CHECKS}`, async () => {
  await typeRoll('supply', 'supply', [1, 1, 2, 1]);
  await page.getByRole('button', { name: 'Record the Supply roll' }).click();
  await expect(page.getByTestId('supply-bank')).toContainText('16 Supply Points');
  await page.getByRole('button', { name: /Buy Artillery · 1/ }).click();
  await expect(page.getByTestId('supply-bank')).toContainText('15 Supply Points');
  await checkScreen('game-purchase', '[data-testid="phase-purchase"]');
});

test(`game dashboard, Combat Phase (choose an Area): ${CHECKS}`, async () => {
  await page.getByRole('button', { name: 'Done: go to the Combat Phase' }).click();
  await expect(next()).toContainText('Activate an Area');
  await checkScreen('game-combat', '[data-testid="choose-area"]');
});

test(`game, Action Round with the Area sheet open: ${CHECKS}`, async () => {
  await page.getByTestId('activate-4').click();
  await moveTo('FC/1', 9);
  await checkScreen('game-round', '[data-testid="owed"]');
  await page.getByRole('link', { name: 'Areas' }).click();
  await page.getByTestId('area-4').click();
  await expect(page.getByTestId('area-sheet')).toBeVisible();
  await checkScreen('game-area-sheet');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('area-sheet')).toBeHidden();
  await page.getByRole('link', { name: 'Play' }).click();
});

test(`game, an attack: the reveal, then the combat screen with supports and dice: ${CHECKS}`, async () => {
  await moveTo('FC/2', 9);
  await page.getByTestId('declare-9').click();
  await expect(page.getByTestId('reveal-pick')).toBeVisible();
  await checkScreen('game-reveal', '[data-testid="reveal-pick"]');
  await page.getByTestId('reveal-6-heroes').click();
  await enterAttack({ lead: 'FC/1', artillery: 1, german: [3, 3], soviet: [3, 3] });
  await expect(page.getByTestId('outcome')).toContainText('Success');
  await checkScreen('game-attack', '#cb-values');
  await page.locator('#cb-dice').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/sweep-game-attack-dice-light.png` });
});

test('combat in a game: every AV and DV term, the totals, the odds and the result open their explanation', async () => {
  const attack = page.getByTestId('resolve');
  const summaries = attack.locator(
    '#cb-values summary, #cb-odds summary, #cb-result summary, [data-testid="at"] summary, [data-testid="dt"] summary',
  );
  const n = await summaries.count();
  // AV terms (lead, attackers, Artillery, Strong), DV terms, totals, the odds, AT, DT, results.
  expect(n).toBeGreaterThan(10);
  for (let i = 0; i < n; i++) {
    const s = summaries.nth(i);
    // The values line and the odds fold: open the ones around this summary, as a player would.
    await s.evaluate((el) => {
      let d = el.parentElement?.parentElement?.closest('details') ?? null;
      while (d) {
        d.open = true;
        d = d.parentElement?.closest('details') ?? null;
      }
    });
    await expect(s, `summary ${i} shows a number or a word of the board`).toHaveText(/\S/);
    await s.scrollIntoViewIfNeeded();
    await s.click();
    const details = s.locator('xpath=..');
    await expect(details).toHaveAttribute('open', '');
    // The opened text names its rule.
    await expect(details).toContainText(/\d+\.\d+/);
    await s.click();
  }
});

test(`game, the combat result applied: ${CHECKS}`, async () => {
  await page.getByRole('button', { name: 'Apply to the game' }).click();
  await expect(page.getByTestId('last-outcome')).toContainText('Success');
  await expect(stat('controlled')).toContainText('10 / 40');
  await checkScreen('game-result', '[data-testid="last-attack"]');
});

test(`game, End Phase report and Dawn with reinforcements: ${CHECKS}`, async () => {
  await page.getByTestId('end-round').click();
  // A Repulse, then a Stalemate that leaves Area 11 Contested for Bloody Streets on Turn 2.
  await page.getByTestId('activate-5').click();
  await moveTo('FD/1', 11);
  await page.getByTestId('declare-11').click();
  await page.getByTestId('reveal-5-ambush').click();
  await enterAttack({ lead: 'FD/1', german: [1, 1], soviet: [6, 6] });
  await page.getByRole('button', { name: 'Apply to the game' }).click();
  await expect(page.getByTestId('last-outcome')).toContainText('Repulse');
  await page.getByTestId('end-round').click();
  await page.getByTestId('activate-6').click();
  await moveTo('177', 11);
  await page.getByTestId('declare-11').click();
  await enterAttack({ lead: '177', german: [3, 3], soviet: [1, 2] });
  await page.getByRole('button', { name: 'Apply to the game' }).click();
  await expect(page.getByTestId('last-outcome')).toContainText('Stalemate');
  await page.getByTestId('end-round').click();
  await page.getByTestId('end-combat').click();
  await expect(page.getByTestId('end-report')).toContainText('Turn 1 is over');
  await expect(next()).toContainText('Place the reinforcements');
  await checkScreen('game-dawn');
});

test(`game, Bloody Streets: ${CHECKS}`, async () => {
  await page.getByRole('button', { name: /Place 1 in Area 2/ }).click();
  await typeRoll('event', 'randomEvent', [2, 3, 4]);
  await page.getByRole('button', { name: 'Record the Random Event roll' }).click();
  await typeRoll('supply', 'supply', [3, 4, 5, 6]);
  await page.getByRole('button', { name: 'Record the Supply roll' }).click();
  await page.getByRole('button', { name: 'Done: go to the Combat Phase' }).click();
  await expect(next()).toContainText('Roll Bloody Streets');
  await checkScreen('game-bloody', '[data-testid="bloody-streets"]');
  await page.getByTestId('bs-die-bs-11-5').check();
  await page.getByTestId('bs-apply').click();
  await expect(page.getByTestId('bloody-report')).toContainText('Morale 16 → 15');
  await checkScreen('game-bloody-report', '[data-testid="bloody-report"]');
});

test(`game, Areas: ${CHECKS}`, async () => {
  await page.getByRole('link', { name: 'Areas' }).click();
  await expect(page.getByTestId('area-11')).toContainText('Contested');
  await checkScreen('game-areas');
});

test(`game, log with an entry's details open: ${CHECKS}`, async () => {
  await page.getByRole('link', { name: 'Log' }).click();
  await page.getByTestId('log-entry').first().locator('summary').click();
  await expect(page.getByTestId('log-entry').first()).toContainText('typed by you');
  await checkScreen('game-log');
});

test(`game, charts with the Strong/Shaken line: ${CHECKS}`, async () => {
  await page.getByRole('link', { name: 'Charts' }).click();
  const morale = page.getByTestId('chart-morale');
  await expect(morale.locator('.ch-ref text').first()).toHaveText('Strong 10+ (5.2)');
  await expect(morale.locator('.ch-ref text').nth(1)).toHaveText('Shaken 9 or less');
  await checkScreen('game-charts');
});

test(`saved games, with a delete to confirm: ${CHECKS}`, async () => {
  await page.goto('/#/games');
  await expect(page.getByTestId('saved-game').first()).toBeVisible();
  await checkScreen('games');
  await page
    .getByRole('button', { name: /^Delete/ })
    .first()
    .click();
  await checkScreen('games-delete');
  await page.getByRole('button', { name: 'Keep it' }).click();
});

test(`backups: ${CHECKS}`, async () => {
  await page.getByRole('link', { name: 'Backups', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Backups' })).toBeVisible();
  await checkScreen('backups');
});

test(`import, with a file's problems: ${CHECKS}`, async () => {
  await page.goto('/#/import');
  await expect(page.getByLabel('File to import')).toBeVisible();
  await checkScreen('import');
  await page.getByLabel('File to import').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ format: 'volga-table/export', formatVersion: 1 })),
  });
  await expect(page.getByRole('alert')).toBeVisible();
  await checkScreen('import-problem');
});

test(`home with a game to continue: ${CHECKS}`, async () => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Continue: Sweep/ })).toBeVisible();
  await checkScreen('home');
});

test(`game over (a house rule ends the game after Turn 1): ${CHECKS}`, async () => {
  await page.goto('/#/new-game');
  for (let i = 0; i < 8; i++) await page.getByRole('button', { name: 'Last Turn: less' }).click();
  await expect(page.getByTestId('ng-last')).toHaveText('1');
  await page.getByLabel('Name').fill('Short');
  await page.getByRole('radio', { name: 'The app rolls' }).check();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByTestId('event-dice').getByRole('button', { name: 'Roll 3 dice for me' }).click();
  await expect(page.getByTestId('last-rolls')).toContainText('(rolled by the app)');
  // The app rolls: the dice widget without its faces, one button.
  await checkScreen('game-app-rolls', '[data-testid="supply-dice"]');
  await page.getByTestId('supply-dice').getByRole('button', { name: 'Roll 4 dice for me' }).click();
  await page.getByRole('button', { name: 'Done: go to the Combat Phase' }).click();
  await page.getByTestId('end-combat').click();
  await expect(page.getByTestId('winner')).toHaveText('The Soviet side wins');
  await checkScreen('game-over');
});

test('1280x800: the header lines up with each screen, which uses the width; screenshots', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const screens: [string, string][] = [
    ['settings', '/#/settings'],
    ['combat', '/#/combat'],
    ['kit', '/#/kit'],
    ['rules', '/#/rules'],
    ['game', '/#/games'],
  ];
  for (const [name, url] of screens) {
    await page.goto(url);
    if (name === 'game') {
      await page.getByRole('link', { name: /Continue Sweep/ }).click();
      await expect(page.getByTestId('game-where')).toBeVisible();
    }
    await expect(page.locator('main > *').first()).toBeVisible();
    const back = await page.locator('header .bar-back').boundingBox();
    const inner = await page.locator('header .bar-inner').boundingBox();
    const main = await page.locator('main').boundingBox();
    // Back sits at the content's left edge (within the padding), and the bar is as wide.
    expect(Math.abs(inner!.x - main!.x), `${name}: header and page left edges`).toBeLessThan(2);
    expect(Math.abs(inner!.width - main!.width), `${name}: header and page widths`).toBeLessThan(2);
    expect(back!.x - main!.x, `${name}: Back inside the content column`).toBeLessThan(24);
    if (name !== 'settings') expect(main!.width, `${name} uses the width`).toBeGreaterThan(800);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/sweep-desktop-${name}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
});
