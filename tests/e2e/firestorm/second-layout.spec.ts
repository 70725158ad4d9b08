/**
 * The areas the organiser dragged on the map picture belong to the map: a second campaign on the
 * same map starts with them, whether it is started from the Map kit (the kit's map takes the
 * arrangement, so it is still "that same map") or on the TEST FIXTURE map again. The first
 * campaign keeps its own places.
 */
import { expect, type Page, test } from '@playwright/test';
import { FIXTURE_MAP, mapToText } from '../../../src/firestorm/engine';
import { openApp, readOpenCampaign } from '../support/app';
import { dragAreaUp, mapNode } from './table';

/** Drags area `id` up by a little more than its own height; returns its place once stored. */
async function dragUp(page: Page, id: string): Promise<string> {
  const before = await dragAreaUp(page, id);
  await expect(mapNode(page, id)).not.toHaveAttribute('transform', before ?? '');
  // Stored before the next campaign is started (the write is async).
  await expect.poll(async () => (await readOpenCampaign(page))?.map.layout?.[id]).toBeTruthy();
  return (await mapNode(page, id).getAttribute('transform')) as string;
}

test('a second campaign on the same map starts with the areas where the first was dragged', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openApp(page, 'firestorm');
  const saved = page.getByRole('radio', { name: 'Saved' });
  const kit = page.getByRole('radio', { name: 'Map kit' });

  // The organiser's own map, typed into the kit; a campaign on it; G dragged up.
  await kit.check();
  await page.getByRole('radio', { name: 'Text' }).check();
  await page.getByTestId('fs-map-text').fill(mapToText({ ...FIXTURE_MAP, name: 'Club map' }));
  await page.getByTestId('fs-map-read').click();
  await expect(page.getByTestId('fs-issues')).toContainText('Ready');
  await page.getByTestId('fs-start-own').click();
  await expect(page.getByTestId('fs-name')).toContainText('Club map');
  const dragged = await dragUp(page, 'G');

  // The kit still holds the campaign's map: nothing to "put in the kit" first.
  await kit.check();
  await expect(page.getByTestId('fs-fix-map')).toContainText('The kit holds that same map');
  await expect(page.getByTestId('fs-fix-map-take')).toHaveCount(0);
  // A second campaign from the kit: G where it was dragged.
  await page.getByTestId('fs-start-own').click();
  await expect(page.getByTestId('fs-name')).toContainText('Club map (2)');
  await expect(mapNode(page, 'G')).toHaveAttribute('transform', dragged);

  // The made-up map, twice: J dragged in the first, where it was in the second.
  await saved.check();
  await page.getByTestId('fs-new').click();
  await page.getByTestId('fs-start-fixture').click();
  await expect(page.getByTestId('fs-name')).toContainText('TEST FIXTURE (made-up map)');
  const first = await mapNode(page, 'J').getAttribute('transform');
  const moved = await dragUp(page, 'J');
  await saved.check();
  await page.getByTestId('fs-new').click();
  await page.getByTestId('fs-start-fixture').click();
  await expect(page.getByTestId('fs-name')).toContainText('TEST FIXTURE (made-up map) (2)');
  await expect(mapNode(page, 'J')).toHaveAttribute('transform', moved);
  expect(moved).not.toBe(first);

  // Each campaign keeps its own copy: moving G in the second leaves the first as it was.
  const g = await mapNode(page, 'G').getAttribute('transform');
  await dragUp(page, 'G');
  await saved.check();
  await page.getByTestId('fs-open-c3').click();
  await expect(page.getByTestId('fs-name')).toContainText('TEST FIXTURE (made-up map)');
  await expect(mapNode(page, 'J')).toHaveAttribute('transform', moved);
  await expect(mapNode(page, 'G')).toHaveAttribute('transform', g as string);
});
