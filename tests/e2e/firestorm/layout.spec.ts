/**
 * The campaign as the club reads it at 360 and 390 px, light and dark, and printed: the VP
 * rows' "Who Won" tag beside "German"/"Soviet", never over them; the chosen result's words
 * whole; a battle's badge clear of an area's holder ("GER"); three-letter ids apart from their
 * names ("GUM Gumrak Airfield"); and the picture ending under its lowest area, not a band of
 * empty rows below it.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  campaignToLink,
  FIXTURE_MAP,
  type FsMap,
  type LogEntry,
} from '../../../src/firestorm/engine';
import { openApp } from '../support/app';
import { atEachWidthAndTheme } from '../support/look';

/** The made-up map with area A renamed GUM, a three-letter id like the printed map's. */
const MAP = JSON.parse(
  JSON.stringify(FIXTURE_MAP)
    .replaceAll('"A"', '"GUM"')
    .replace('Fixture Rail Junction', 'Gumrak Airfield'),
) as FsMap;
const die = { value: 4, source: 'owner' } as const;
/** Battle 1 fought (the Soviet attacker takes GUM), battle 2 open on GUM → C, one above the other. */
const LOG: LogEntry[] = [
  { kind: 'place', die, marker: { from: 'F', to: 'GUM' } },
  { kind: 'mission', battle: 1, mission: 'agreed' },
  { kind: 'result', battle: 1, result: 'attacker' },
  { kind: 'place', die, marker: { from: 'GUM', to: 'C' } },
  { kind: 'mission', battle: 2, mission: 'agreed' },
];

type Box = { x: number; y: number; width: number; height: number };
const apart = (a: Box, b: Box) =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/** Every layout check, at whatever width, theme or medium the page is in. */
async function checkLayout(page: Page, label: string): Promise<void> {
  const found = await page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const vp = [...document.querySelectorAll('.fs-vp .explain > summary')].map((s) => ({
      label: box(s.querySelector('.explain-label')!),
      tag: box(s.querySelector('.rule-tag')!),
    }));
    const ids = [...document.querySelectorAll('.fs-area')].map((li) => ({
      id: box(li.querySelector('.fs-area-id')!),
      name: box(li.querySelector('.fs-area-name')!),
      idText: li.querySelector('.fs-area-id')!.scrollWidth,
    }));
    const svg = document.querySelector('[data-testid="fs-map-svg"]');
    const badges = svg ? [...svg.querySelectorAll('.fs-attack path')].map(box) : [];
    const holders = svg ? [...svg.querySelectorAll('.fs-node-side')].map(box) : [];
    const lowest = svg
      ? Math.max(
          ...[...svg.querySelectorAll('[data-map-area] .fs-node-box')].map(
            (r) => box(r).y + box(r).height,
          ),
        )
      : 0;
    const track = svg?.querySelector('.fs-track-title');
    const scale = svg ? svg.getBoundingClientRect().width / Number(svg.getAttribute('width')) : 1;
    return {
      vp,
      ids,
      badges,
      holders,
      band: track ? (box(track).y - lowest) / scale : 0,
    };
  });
  for (const r of found.vp)
    expect(apart(r.label, r.tag), `${label}: VP tag over its side`).toBe(true);
  expect(found.ids.length, label).toBeGreaterThan(0);
  for (const r of found.ids) {
    expect(r.id.x + r.id.width, `${label}: id into its name`).toBeLessThanOrEqual(r.name.x);
    expect(r.idText, `${label}: id cut`).toBeLessThanOrEqual(Math.ceil(r.id.width));
  }
  expect(found.badges.length, label).toBeGreaterThan(0);
  for (const b of found.badges)
    for (const h of found.holders) expect(apart(b, h), `${label}: badge over a holder`).toBe(true);
  // Under the lowest area: the padding and the track's heading, not a row of empty cells.
  expect(found.band, `${label}: blank band under the map`).toBeLessThan(40);
}

test('the shared campaign reads whole at 360 and 390, light and dark, and in print', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openApp(page, 'firestorm');
  const app = `${new URL(page.url()).origin}/`;
  await page.goto(campaignToLink({ map: MAP, log: LOG }, app));
  await expect(page.getByTestId('fs-shared')).toBeVisible();
  const card = page.getByTestId('fs-b2');
  await card.getByRole('radio', { name: /\(attacker\) won/ }).check();
  await atEachWidthAndTheme(
    page,
    'fs-layout',
    async ({ label }) => {
      await checkLayout(page, label);
      // The chosen result's words are all shown, none cut off.
      const chosen = card.locator('.segmented-opt:has(input:checked)');
      const cut = await chosen.evaluate(
        (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
      );
      expect(cut, `${label}: chosen result cut`).toBe(false);
      await expect(chosen).toContainText('Soviet (attacker) won');
    },
    { fullPage: true },
  );
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  await checkLayout(page, 'print');
  await page.screenshot({ path: 'test-results/screenshots/fs-layout-print.png', fullPage: true });
});
