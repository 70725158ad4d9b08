/**
 * The after-action report of a game in progress at 390 and 360, light and dark: the Random
 * Events by Turn, the Out of Action Box with what sent each unit there, Areas by number and
 * name, each attack's chances as labelled bars (visible name and value, and an accessible name),
 * wording with no verdict on Turn 3, and Share… handing all of it to the share sheet. The
 * simulator's policy plays to Turn 3 on the TEST FIXTURE kit with every Area named.
 */
import { expect, type Page, test } from '@playwright/test';
import { gameReport } from '../../../../src/volga/engine/report';
import { createGermanPlayer } from '../../../../src/volga/sim';
import { SCREENSHOT_DIR, setThemeNow } from '../../support/app';
import { axeViolations, rulesFor } from '../../support/axe';
import { cutText, importAndOpen, namedFixtureKit, playOn } from './imported';

const game = playOn(
  namedFixtureKit(),
  [5, 8],
  [],
  createGermanPlayer(),
  (s) => s.turn >= 3 && s.phase === 'supply',
);
const facts = (() => {
  const r = gameReport(game.record);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();

const report = (page: Page) => page.getByTestId('report');

async function openReport(page: Page) {
  await importAndOpen(page, { id: 'turn-3', name: 'Turn three', ...game });
  await page.getByTestId('report-open').click();
  await expect(page.getByTestId('report-headline')).toHaveText('In progress: Turn 3 of 9.');
}

test('events, losses, Area names and labelled bars, with no verdict on Turn 3', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(facts.losses.length).toBeGreaterThan(0);
  await openReport(page);
  const r = report(page);
  await expect(r).not.toContainText(/would go to|Soviet victory|German victory/);
  await expect(r).toContainText('7 Turns to play, this one included');

  const events = page.getByTestId('report-events').locator('li');
  await expect(events).toHaveCount(facts.events.length);
  for (const [i, e] of facts.events.entries())
    await expect(events.nth(i)).toContainText(`Turn ${e.turn}: ${e.event.name}`);

  const losses = page.getByTestId('report-losses');
  await expect(losses.getByRole('heading')).toContainText(
    `${facts.losses.length} lost, ${facts.returns.length} back`,
  );
  await expect(losses.locator('li')).toHaveCount(facts.losses.length + facts.returns.length);
  // Every Area listed is named: "Area 12 (Fixture place 12)".
  const areaMentions = await r.evaluate((d) => d.textContent?.match(/Area \d+(?!\d| \()/g) ?? []);
  expect(areaMentions).toEqual([]);
  await expect(losses.locator('li').first()).toContainText(/from Area \d+ \(.+\), /);
  await expect(r.getByTestId('report-attack').first()).toContainText(
    /Turn \d, Area \d+ \(.+\) against /,
  );

  // Each bar: its name and value on screen, and an accessible name with both.
  const withOdds = facts.attacks.filter((a) => a.odds).length;
  const bars = r.getByTestId('report-bar');
  await expect(bars).toHaveCount(4 * withOdds);
  const labels = await bars.evaluateAll((els) =>
    els.map((el) => ({
      shown: el.querySelector('.rp-odd-label')?.textContent ?? '',
      name: el.querySelector('[role="img"]')?.getAttribute('aria-label') ?? '',
    })),
  );
  for (const l of labels) {
    expect(l.name).toMatch(/^(Repulse|Stalemate|Success|Overrun) \d+(\.\d)?%/);
    const [what, value] = l.name.split(/ (?=\d)/);
    expect(l.shown).toContain(what!);
    expect(l.shown).toContain(value!.replace(', what happened', ''));
  }
  expect(labels.filter((l) => l.name.endsWith('what happened'))).toHaveLength(withOdds);

  for (const theme of ['light', 'dark'] as const) {
    await setThemeNow(page, theme);
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      expect(
        await cutText(page, '.rp-odd-label > span', '.rp-odd'),
        `bar labels ${theme} ${width}`,
      ).toEqual([]);
      expect(
        await cutText(page, '.rp .rp-list li, .rp-attack-title, .rp-h3, .rp-line', '.rp'),
        `lines ${theme} ${width}`,
      ).toEqual([]);
      expect(await r.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
      // The dark theme reruns only the rules a colour change can alter (support/axe.ts).
      const all = await axeViolations(page, {
        include: '[data-testid="report"]',
        rules: rulesFor(theme),
      });
      expect(
        all
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `${theme} ${width}`,
      ).toEqual([]);
      const shot = `report-progress-${width}-${theme}`;
      await page.getByTestId('report-events').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/${shot}-events.png` });
      await r.getByTestId('report-attack').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/${shot}-attacks.png` });
    }
  }
});

test('Share… hands the events, losses and named Areas to the share sheet', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shared: { text?: string }[] };
    w.shared = [];
    Object.assign(navigator, {
      canShare: () => false,
      share: async (d: { text?: string }) => {
        w.shared.push({ text: d.text });
      },
    });
  });
  await openReport(page);
  await report(page).getByRole('button', { name: 'Share…' }).click();
  await expect(page.getByTestId('report-said')).toHaveText(/^Shared the text/);
  const text = await page.evaluate(
    () => (window as unknown as { shared: { text?: string }[] }).shared[0]?.text ?? '',
  );
  expect(text).toContain(`Random Events (${facts.events.length}):`);
  expect(text).toContain(`Out of Action (3.7): ${facts.losses.length} lost`);
  expect(text).toMatch(/from Area \d+ \(.+\), /);
  expect(text).not.toMatch(/would go to/);
});
