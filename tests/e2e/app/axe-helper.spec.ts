/**
 * The suite's axe helper (support/axe.ts) runs axe-core in the page instead of through
 * AxeBuilder: on a page with known faults it must find exactly what AxeBuilder finds (whole
 * page, its violations alone, one element, a list of rules), and a second run in the same document must see the page
 * as it is now, not as the first run saw it.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { axeResults, axeViolations, COLOUR_RULES } from '../support/axe';

/** A page with an image without a name, grey-on-white text and a button without a name. */
const FAULTY = `<!doctype html><html lang="en"><head><title>Faults</title></head><body>
<main><h1>Faults</h1>
<section id="one"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="img">
<p style="color:#bbb;background:#fff">Grey on white</p></section>
<section id="two"><button id="nameless"></button><p>Fine text</p></section>
</main></body></html>`;

/** What a result says, without axe's timestamps, URLs and branding. */
function outcome(r: Awaited<ReturnType<typeof axeResults>>) {
  const lines = (list: typeof r.violations) =>
    list.map((v) => `${v.id} ${v.impact}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  return {
    violations: lines(r.violations),
    passes: lines(r.passes),
    incomplete: lines(r.incomplete),
    inapplicable: r.inapplicable.map((v) => v.id),
  };
}

async function faulty(page: Page) {
  await page.setContent(FAULTY);
}

test('axe in the page finds what AxeBuilder finds, and sees the page as it is now', async ({
  page,
}) => {
  await faulty(page);
  const whole = outcome(await axeResults(page));
  // The known faults are found, so the comparisons below compare something.
  expect(whole.violations.map((l) => l.split(' ')[0])).toEqual(
    expect.arrayContaining(['button-name', 'color-contrast', 'image-alt']),
  );
  const builder = await new AxeBuilder({ page }).analyze();
  expect(whole).toEqual(outcome(builder));
  // The violations alone, as most specs read them, are the same ones.
  expect(outcome({ ...builder, violations: await axeViolations(page) })).toEqual(whole);

  const one = outcome(await axeResults(page, { include: '#two' }));
  expect(one.violations.map((l) => l.split(' ')[0])).toEqual(['button-name']);
  expect(one).toEqual(outcome(await new AxeBuilder({ page }).include('#two').analyze()));

  const colours = outcome(await axeResults(page, { rules: COLOUR_RULES }));
  expect(colours.violations.map((l) => l.split(' ')[0])).toEqual(['color-contrast']);
  expect(colours).toEqual(
    outcome(await new AxeBuilder({ page }).withRules([...COLOUR_RULES]).analyze()),
  );

  // Mended in the same document: the next run, with axe already there, no longer finds them.
  await page.evaluate(() => {
    document.getElementById('img')?.setAttribute('alt', 'A dot');
    document.getElementById('nameless')!.textContent = 'Go';
  });
  const mended = outcome(await axeResults(page));
  expect(mended.violations.map((l) => l.split(' ')[0])).toEqual(['color-contrast']);
  expect(mended).toEqual(outcome(await new AxeBuilder({ page }).analyze()));
});
