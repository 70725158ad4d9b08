/**
 * The after-action report at 390x844: a whole game the engine's own policy played on the TEST
 * FIXTURE kit is imported with its last action undone; the report opens on demand from the game
 * header, and by itself when Redo ends the game. Its text goes to the share sheet and the
 * clipboard, its chart image to the share sheet as a PNG file or to a download; axe finds
 * nothing serious; screenshots light and dark.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { buildExportFile } from '../../../../src/core/files/export';
import {
  append,
  type GameRecord,
  type GameState,
  newRecord,
} from '../../../../src/volga/engine/game';
import { fixtureKit } from '../../../../src/volga/engine/kit/fixture';
import { createGermanPlayer } from '../../../../src/volga/sim';
import { chooseTheme, pngSize, readIdb, SCREENSHOT_DIR } from '../../support/app';
import { axeViolations } from '../../support/axe';

const NAME = 'Report game';
const ID = 'report-game';

/** A complete game on the fixture kit (digital cup, app dice), played by the simulator's policy. */
function finishedGame(): { record: GameRecord; state: GameState } {
  const setup = {
    scenario: 'main',
    cup: 'digital',
    kit: fixtureKit(),
    seed: [3, 1, 4, 1],
  } as const;
  const start = newRecord(setup);
  if (!start.ok) throw new Error(start.error.message);
  const policy = createGermanPlayer();
  let { record, state } = start.value;
  while (state.phase !== 'over') {
    const action = policy(state);
    if (!action) throw new Error(`the policy stopped at ${state.phase}/${state.step}`);
    const r = append(record, state, action);
    if (!r.ok) throw new Error(r.error.message);
    ({ record, state } = r.value);
  }
  return { record, state };
}

const game = finishedGame();

/** The export file holding the game one action short of its end (the last action undone). */
function exportText(): string {
  const { record, state } = game;
  const at = '2026-03-01T10:00:00.000Z';
  return JSON.stringify(
    buildExportFile({
      exportedAt: at,
      games: [
        {
          id: ID,
          name: NAME,
          scenario: 'main',
          turn: state.turn,
          createdAt: at,
          updatedAt: at,
          revision: record.log.length,
          schemaVersion: 1,
          cursor: record.log.length - 1,
          setup: record.setup,
          log: record.log,
        },
      ],
    }),
  );
}

async function openGame(page: Page): Promise<void> {
  await page.goto('/#/import');
  await page.getByLabel('File to import').setInputFiles({
    name: 'report.json',
    mimeType: 'application/json',
    buffer: Buffer.from(exportText()),
  });
  await page.getByTestId('import-plan').getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
  await page.goto(`/#/game/${ID}`);
  await expect(page.getByTestId('game-where')).toBeVisible();
}

const report = (page: Page) => page.getByTestId('report');

test('on demand mid-game, then by itself when the game ends; axe clean, light and dark', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openGame(page);
  await page.getByRole('button', { name: 'After-action report' }).click();
  await expect(report(page).getByRole('heading', { name: 'After-action report' })).toBeVisible();
  await expect(page.getByTestId('report-headline')).toHaveText(/^In progress: Turn \d+ of 9\.$/);
  await report(page).getByRole('button', { name: 'Close' }).click();
  await expect(report(page)).toBeHidden();

  // Redo the last action: the game ends on screen and the report opens by itself.
  await page.getByRole('button', { name: /^Redo/ }).click();
  await expect(page.locator('.game')).toHaveAttribute('data-phase', 'over');
  await expect(report(page)).toBeVisible();
  // The game that ended here counts once toward the export reminder (off unless chosen).
  await expect.poll(() => readIdb(page, 'export-reminder')).toEqual({ every: '0', finished: [ID] });
  const result = game.state.result!;
  await expect(page.getByTestId('report-headline')).toContainText(
    result.winner === 'german' ? 'The German player wins' : 'The Soviet side wins',
  );
  await expect(page.getByTestId('report-headline')).toContainText(`(${result.rule})`);
  const attacks = report(page).getByTestId('report-attack');
  expect(await attacks.count()).toBeGreaterThan(3);
  await expect(attacks.first()).toContainText(/Before the dice\s*(Taking the Area|No combat dice)/);
  await expect(page.getByTestId('report-capture-luck')).toContainText(/percentile/);
  await expect(report(page).getByTestId('chart-morale')).toBeVisible();
  // Nothing runs off the side of the phone.
  expect(await report(page).evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);

  const axe = await axeViolations(page, { include: '[data-testid="report"]' });
  expect(
    axe
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/report-light.png` });
  await attacks.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/report-attacks-light.png` });

  await report(page).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'After-action report' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/report-entry-light.png` });
  await chooseTheme(page, 'Dark');
  await page.goto(`/#/game/${ID}`);
  await page.getByRole('button', { name: 'After-action report' }).click();
  await expect(page.getByTestId('report-headline')).toBeVisible();
  const dark = await axeViolations(page, { include: '[data-testid="report"]' });
  expect(dark.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/report-dark.png` });
});

test('Share… hands the text and a PNG of the charts to the share sheet at once', async ({
  page,
}) => {
  // The share sheet, as a phone offers it: what the app hands it is kept to be checked.
  await page.addInitScript(() => {
    const w = window as unknown as { shared: unknown[] };
    w.shared = [];
    Object.assign(navigator, {
      canShare: (d: { files?: File[] }) => Array.isArray(d.files),
      share: async (d: { title?: string; text?: string; files?: File[] }) => {
        const file = d.files?.[0];
        w.shared.push({
          title: d.title,
          text: d.text,
          file: file
            ? {
                name: file.name,
                type: file.type,
                bytes: [...new Uint8Array(await file.arrayBuffer())],
              }
            : null,
        });
      },
    });
  });
  await openGame(page);
  await page.getByRole('button', { name: /^Redo/ }).click();
  await expect(report(page)).toBeVisible();
  // One Share…, as on the kit screen: the text and the chart image together.
  await report(page).getByRole('button', { name: 'Share…' }).click();
  await expect(page.getByTestId('report-said')).toHaveText('Shared.');
  const shared = (await page.evaluate(
    () => (window as unknown as { shared: unknown[] }).shared,
  )) as {
    title: string;
    text?: string;
    file: { name: string; type: string; bytes: number[] } | null;
  }[];
  expect(shared).toHaveLength(1);
  expect(shared[0]!.title).toBe(`${NAME}: after-action report`);
  expect(shared[0]!.text).toContain(`${NAME}: after-action report`);
  expect(shared[0]!.text).toContain(`(${game.state.result!.rule})`);
  expect(shared[0]!.text).toMatch(/Attacks \(\d+\), odds before the dice → what happened:/);
  const file = shared[0]!.file!;
  expect(file).toMatchObject({ name: 'volga-report-report-game.png', type: 'image/png' });
  const png = Buffer.from(file.bytes);
  expect(pngSize(png)).toEqual({ width: 800, height: 980 });
  expect(png.length).toBeGreaterThan(10_000);
});

test('without a share sheet: copies the text and downloads the image', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGame(page);
  await page.getByRole('button', { name: 'After-action report' }).click();
  await report(page).getByRole('button', { name: 'Copy text' }).click();
  await expect(page.getByTestId('report-said')).toHaveText('Copied to the clipboard.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^Report game: after-action report\n/);
  expect(copied).toContain('In progress:');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report(page).getByRole('button', { name: 'Save chart image' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('volga-report-report-game.png');
  const path = await download.path();
  await download.saveAs(`${SCREENSHOT_DIR}/report-image.png`);
  expect(pngSize(readFileSync(path))).toEqual({ width: 800, height: 980 });
  await expect(page.getByTestId('report-said')).toHaveText('The image is saved to your downloads.');
  // Share… with no share sheet does both: the text copied, the image downloaded.
  await page.evaluate(() => navigator.clipboard.writeText(''));
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    report(page).getByRole('button', { name: 'Share…' }).click(),
  ]);
  expect(again.suggestedFilename()).toBe('volga-report-report-game.png');
  await expect(page.getByTestId('report-said')).toContainText('This browser cannot share');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /^Report game: after-action report\n/,
  );
});

test('Escape closes the report and gives the focus back to its button; 360 and 390, light and dark', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openGame(page);
  const open = page.getByTestId('report-open');
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('report-headline')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(report(page)).toBeHidden();
  await expect(open).toBeFocused();

  for (const theme of ['Light', 'Dark'] as const) {
    await chooseTheme(page, theme);
    await page.goto(`/#/game/${ID}`);
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      await page.getByTestId('report-open').click();
      await expect(page.getByTestId('report-headline')).toBeVisible();
      // Each opening reads from the top, wherever the last one was left.
      expect(await report(page).evaluate((d) => d.scrollTop), `${theme} ${width}`).toBe(0);
      expect(await report(page).evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
      const axe = await axeViolations(page, { include: '[data-testid="report"]' });
      expect(axe.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
      const name = `report-${width}-${theme.toLowerCase()}`;
      await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
      await report(page).getByTestId('report-attack').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-attacks.png` });
      await page.keyboard.press('Escape');
      await expect(report(page)).toBeHidden();
    }
  }
});
