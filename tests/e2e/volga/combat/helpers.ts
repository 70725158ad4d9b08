/** Helpers for the quick combat calculator's browser tests. */
import { expect, type Locator, type Page } from '@playwright/test';
import { openApp } from '../../support/app';

/** Opens the quick combat calculator and waits for its lazy chunk. */
export async function openCombat(page: Page): Promise<void> {
  await openApp(page, 'combat');
  await expect(page.getByRole('heading', { name: 'Attack', exact: true })).toBeVisible();
}

/** Reads a stepper's number (the first integer of its shown value). */
async function stepperValue(page: Page, id: string): Promise<number> {
  const text = (await page.getByTestId(id).textContent()) ?? '';
  return Number(/-?\d+/.exec(text)?.[0]);
}

/** Taps a stepper's − or + until it shows `value`. */
export async function setStepper(page: Page, id: string, value: number): Promise<void> {
  for (let i = 0; i < 25; i++) {
    const now = await stepperValue(page, id);
    if (now === value) return;
    await page.getByTestId(`${id}-${now < value ? 'more' : 'less'}`).click();
  }
  await expect(page.getByTestId(id)).toContainText(String(value));
}

/** Sets a switch (checkbox role=switch) by its accessible name. */
export async function setSwitch(page: Page, name: string, on: boolean): Promise<void> {
  const sw = page.getByRole('switch', { name, exact: false });
  if (on) await sw.check();
  else await sw.uncheck();
}

/** Picks one option of a segmented control by its fieldset legend and option label. */
export async function pick(page: Page, legend: string, option: string): Promise<void> {
  await page
    .getByRole('group', { name: legend })
    .getByRole('radio', { name: option, exact: true })
    .check();
}

/** Opens the "Events and optional rules" section when it is closed. */
export async function openRules(page: Page): Promise<void> {
  const more = page.locator('details.cb-more');
  if (!(await more.evaluate((d) => (d as HTMLDetailsElement).open))) {
    await more.locator('summary').click();
  }
}

/** Opens the Dice fold when a finished roll has folded it to one line. */
export async function openDice(page: Page): Promise<void> {
  const fold = page.locator('details#cb-dice');
  if (!(await fold.evaluate((d) => (d as HTMLDetailsElement).open))) {
    await fold.locator('summary').click();
  }
}

/** Types one die by tapping its face button. */
export async function typeDie(page: Page, slot: string, face: number): Promise<void> {
  await page.getByTestId(`cb-die-${slot}-${face}`).check();
}

/** Presses Tab until `target` has focus (keyboard-only navigation); fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 250): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Fills the form with the rulebook's 13.4 example (the Grain Elevator attack). */
export async function fill134(page: Page): Promise<void> {
  await setStepper(page, 'f-attackers', 4);
  await setStepper(page, 'f-lead', 6);
  await setSwitch(page, 'Divisional Integrity', true);
  await setStepper(page, 'f-morale', 18);
  await setStepper(page, 'f-artillery', 1);
  await setStepper(page, 'f-engineers', 1);
  await setSwitch(page, 'Air Support marker', true);
  await pick(page, 'Soviet counter', 'Revealed');
  await pick(page, 'Terrain', 'Heavy Urban');
  await setStepper(page, 'f-defense', 8);
  await pick(page, 'Defense Strategy (9.4)', 'Fanatic');
  await setSwitch(page, 'First Revealed this Action Round', true);
  await openRules(page);
  await setSwitch(page, 'Artillery Shell Shortages', true);
}

/** Opens a fold of the combat panel ('cb-values', 'cb-advisor', 'cb-dice') when it is closed. */
export async function openFold(page: Page, id: string): Promise<void> {
  const fold = page.locator(`#${id}`);
  if (!(await fold.evaluate((d) => (d as HTMLDetailsElement).open))) {
    await fold.locator(':scope > summary').click();
  }
}
