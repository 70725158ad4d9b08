/**
 * The import of a valid 20,000-roll VotG Mission file as a player makes it, on the Import screen
 * of the built app in headless Chromium at 390x844 (chosen, checked, its plan shown, "Replace my
 * Mission", "Imported."), each pass in a fresh page:
 * votgImport20kMs: how long the player waits, at full speed: from the file chosen (the picker's
 * change) to the plan's confirm button, plus from the confirm (Enter on it) to "Imported.", read
 * by the page's own clock; median of 3 passes.
 * votgImportLongestTaskMs: the longest main-thread task of the page through the same import at
 * 4x CPU slowdown, from a Chromium trace as bigImportLongestTaskMs is (its length at 4x, see
 * threadTimeScale); median of 3 passes.
 * The file's read in Node (the engine alone) goes to stderr beside them, to tell the engine's
 * share from the page's.
 */
import type { Page } from '@playwright/test';
import type { Budget } from '../scripts/bench';
import { readMissionFile } from '../src/votg/engine';
import { votgMissionText } from './_votg-mission';
import {
  longestMainTask,
  medianOfPasses,
  startTrace,
  threadTimeScale,
  waitForText,
  watchFrames,
} from './big-import';

export const order = 31;
/** Drives Chromium: the bench installs it first when missing. */
export const browser = true;

const ROLLS = 20_000;
const PASSES = 3;
const CPU_SLOWDOWN = 4;
const CONFIRM = 'Replace my Mission';

/** CPU time of one read of the file text in Node, in ms. */
function readCpuMs(text: string): number {
  const before = process.cpuUsage();
  const r = readMissionFile(text);
  const used = process.cpuUsage(before);
  if (!r.ok)
    throw new Error(`votg-import: the generated Mission does not read: ${r.error.message}`);
  return (used.user + used.system) / 1000;
}

/**
 * Opens the Import screen, waits until its panels' code has loaded (start-up, not the import),
 * and uses Playwright's page helpers once (they compile on first use).
 */
async function openImport(page: Page): Promise<void> {
  await page.goto('/#/import');
  await page.getByLabel('File to import').waitFor();
  await page.waitForLoadState('networkidle');
  await waitForText(page, '', 30_000);
}

/** Chooses the file at `path`, waits for the plan, confirms it with Enter and waits for "Imported.". */
async function importFile(page: Page, path: string): Promise<void> {
  await page.getByLabel('File to import').setInputFiles(path);
  await waitForText(page, CONFIRM, 300_000);
  // Enter on the focused button: a pointer click runs Playwright's hit-target listeners on the page.
  await page.getByTestId('votg-import-panel').getByRole('button', { name: CONFIRM }).focus();
  await page.keyboard.press('Enter');
  await waitForText(page, 'Imported.', 300_000);
}

/**
 * Page-side clock marks of one import: the picker's change, the confirm button shown, Enter, and
 * "Imported." shown. A string, so the page runs it as written (tsx would wrap named functions in
 * a helper the page does not have).
 */
const MARKS = `(() => {
  const t = {};
  window.votgMarks = t;
  document.getElementById('import-file').addEventListener('change', () => { t.chosen ??= performance.now(); }, true);
  document.addEventListener('keydown', (e) => { if (e.key === 'Enter') t.confirm ??= performance.now(); }, true);
  new MutationObserver(() => {
    if (t.plan === undefined && document.querySelector('[data-testid="votg-import-panel"] button.btn'))
      t.plan = performance.now();
    if (t.done === undefined && document.querySelector('main')?.textContent?.includes('Imported.'))
      t.done = performance.now();
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
})()`;

/** One import at full speed; returns the player's wait in ms (chosen to plan, confirm to done). */
async function timedWait(page: Page, path: string): Promise<number> {
  await openImport(page);
  await page.evaluate(MARKS);
  await importFile(page, path);
  const m = (await page.evaluate('window.votgMarks')) as Record<string, number>;
  const wait = m.plan! - m.chosen! + (m.done! - m.confirm!);
  if (!Number.isFinite(wait)) throw new Error(`votg-import: marks missing ${JSON.stringify(m)}`);
  process.stderr.write(
    `votg-import: checked in ${(m.plan! - m.chosen!).toFixed(0)} ms, stored in ${(m.done! - m.confirm!).toFixed(0)} ms\n`,
  );
  return wait;
}

/** One import at 4x slowdown, traced; returns the longest task's CPU ms. */
async function timedImport(page: Page, path: string): Promise<number> {
  await openImport(page);
  const times = await threadTimeScale(page);
  const cdp = await startTrace(page, CPU_SLOWDOWN);
  await watchFrames(page);
  await importFile(page, path);
  const gap = await page.evaluate(() => (window as unknown as { frameGap: number }).frameGap);
  const task = await longestMainTask(cdp);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  if (task.cpu <= 0) throw new Error('votg-import: the trace holds no main-thread task');
  process.stderr.write(
    `votg-import: longest frame gap ${gap.toFixed(0)} ms; longest main-thread task ${task.wall.toFixed(0)} ms wall, ${task.cpu.toFixed(1)} ms CPU at ${CPU_SLOWDOWN}x (x${times})\n`,
  );
  return times * task.cpu;
}

export async function run(): Promise<Record<string, number>> {
  const text = votgMissionText(ROLLS);
  const reads = Array.from({ length: PASSES }, () => readCpuMs(text));
  process.stderr.write(
    `votg-import: ${ROLLS} rolls read in Node in ${reads.map((r) => r.toFixed(0)).join(', ')} ms CPU\n`,
  );
  const wait = await medianOfPasses('mission.votg.json', text, PASSES, timedWait);
  const cpu = await medianOfPasses('mission.votg.json', text, PASSES, timedImport);
  return {
    votgImport20kMs: Number(wait.toFixed(1)),
    votgImportLongestTaskMs: Number(cpu.toFixed(1)),
  };
}

export const budgets: readonly Budget[] = [
  {
    key: 'votgImport20kMs',
    text: 'under 2000 ms (the wait importing a valid 20,000-roll VotG Mission on the Import screen, median of 3)',
    check: (m) => (m.votgImport20kMs ?? Infinity) < 2000,
  },
  {
    key: 'votgImportLongestTaskMs',
    text: 'under 200 ms (longest main-thread task importing that Mission, 4x CPU, median of 3 passes)',
    check: (m) => (m.votgImportLongestTaskMs ?? Infinity) < 200,
  },
];
