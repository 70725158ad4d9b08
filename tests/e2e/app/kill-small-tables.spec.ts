/**
 * Whole-tree kills in the small tables (Firestorm, Tide of Iron, VotG), as the Volga chaos test
 * does for its games: the browser is launched on a profile on disk, the table is played through
 * its screen, and right after an action is shown as done (at once, or 1-300 ms later) the whole
 * browser process tree is killed with SIGKILL. After some kills every IndexedDB database of the
 * origin is deleted too while the browser is down, as the browser's own storage failure does.
 * The browser is launched again on the same profile and the table opened: every action shown as
 * done before the kill must still be there, from IndexedDB or, when the database was wiped, from
 * the second copy with the restore notice naming the table's record. What the screen showed of
 * the record when the last action was done must be what it shows again. The counts (kills,
 * databases wiped, acknowledged actions, lost) are printed per table; lost must be 0.
 *
 * KILL_TABLE_COUNT=5 (kills per table) and KILL_TABLE_SEED=7 choose the runs.
 */
import { expect, type Page, test } from '@playwright/test';
import { prng } from '../../support/prng';
import { readOpenCampaign } from '../support/app';
import { browserGroups, killGroups, Profile, reopenApp } from '../support/profile';

const KILLS = Number(process.env.KILL_TABLE_COUNT ?? 5);
const SEED = Number(process.env.KILL_TABLE_SEED ?? 7);

/** What the screen shows once an action is done: `sel` matched `count` times, or its first match's text starting with `first`. */
interface Done {
  readonly sel: string;
  readonly count?: number;
  readonly first?: string;
}

/** One action through the screen: the taps that prepare it, the tap that makes it, what shows it done. */
interface Action {
  prepare(page: Page): Promise<void>;
  /** The test id of the button or die that makes the action. */
  readonly go: string;
  readonly done: Done;
}

/** A table driven through its screen. */
interface Driver {
  readonly name: string;
  readonly route: string;
  /** The restore notice's line for the table's record. */
  readonly restored: RegExp;
  /** How many actions the table's record has room for in one run. */
  readonly room: number;
  /** The elements whose texts show the record (compared when an action is done and after a kill). */
  readonly shows: string;
  /** Opens the table; `fresh`: on a new profile, starting what the actions are made on. */
  open(page: Page, fresh: boolean): Promise<void>;
  /** The `i`-th action (from 0). */
  action(i: number): Action;
  /** How many actions the open table holds. */
  held(page: Page): Promise<number>;
}

/** Returns the texts of the elements matching `sel`, in order. */
const textsOf = (page: Page, sel: string): Promise<string[]> =>
  page.evaluate((s) => [...document.querySelectorAll(s)].map((el) => el.textContent ?? ''), sel);

/**
 * Taps `go` in the page and resolves the moment the screen shows the action done, with the texts
 * of `shows` then (taken once the render that showed it has finished, in the same task's wake).
 */
function act(page: Page, go: string, done: Done, shows: string): Promise<string[]> {
  return page.evaluate(
    ({ go, done, shows }) =>
      new Promise<string[]>((resolve, reject) => {
        const isDone = () => {
          const all = document.querySelectorAll(done.sel);
          if (done.count !== undefined && all.length !== done.count) return false;
          if (done.first !== undefined && !(all[0]?.textContent ?? '').startsWith(done.first))
            return false;
          return true;
        };
        const el = document.querySelector<HTMLElement>(`[data-testid="${go}"]`);
        if (!el) {
          reject(new Error(`no ${go} to tap`));
          return;
        }
        const finish = () => {
          observer.disconnect();
          clearTimeout(timer);
          // The rest of that render lands in the microtasks before this.
          setTimeout(() =>
            resolve([...document.querySelectorAll(shows)].map((x) => x.textContent ?? '')),
          );
        };
        const observer = new MutationObserver(() => {
          if (isDone()) finish();
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`${go} was not shown as done within 10 s`));
        }, 10_000);
        observer.observe(document, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
        el.click();
        if (isDone()) finish();
      }),
    { go, done, shows },
  );
}

/** The TEST FIXTURE campaign played to its end as tests/e2e/firestorm/firestorm.spec.ts plays it. */
const FIRESTORM_PLAY: ReadonlyArray<
  | { kind: 'place'; n: number; die: number; where: string }
  | { kind: 'mission'; n: number; name: string; roll?: number }
  | { kind: 'result'; n: number; won: 'attacker' | 'defender' | 'draw'; capture?: number }
> = (() => {
  const city = 'City Fight in Stalingrad';
  const battles: Array<
    [
      number,
      number,
      string,
      string,
      number | undefined,
      'attacker' | 'defender' | 'draw',
      number | undefined,
    ]
  > = [
    [3, 1, 'E → H', 'Static defence', 6, 'defender', 6],
    [4, 3, city, 'City Fighting', undefined, 'attacker', undefined],
    [5, 1, city, 'City Fighting', undefined, 'attacker', undefined],
    [6, 3, 'D → C', 'Chosen together', undefined, 'draw', undefined],
    [7, 1, 'A → B', 'Chosen together', undefined, 'defender', 2],
    [8, 6, city, 'City Fighting', undefined, 'attacker', undefined],
    [9, 4, 'B → A', 'Chosen together', undefined, 'attacker', undefined],
    [10, 2, 'C → D', 'Chosen together', undefined, 'attacker', undefined],
    [11, 3, city, 'City Fighting', undefined, 'attacker', undefined],
    [12, 3, city, 'City Fighting', undefined, 'attacker', undefined],
    [13, 3, 'C → A', 'Chosen together', undefined, 'attacker', undefined],
    [14, 2, city, 'City Fighting', undefined, 'defender', undefined],
    [15, 5, 'A → B', 'Static defence', 1, 'attacker', undefined],
  ];
  return [
    // Markers 1 and 2 placed before either is fought.
    { kind: 'place', n: 1, die: 4, where: 'F → A' },
    { kind: 'place', n: 2, die: 5, where: 'H → C' },
    { kind: 'mission', n: 2, name: 'Counterattack', roll: 2 },
    { kind: 'result', n: 2, won: 'attacker' },
    { kind: 'mission', n: 1, name: 'Chosen together' },
    { kind: 'result', n: 1, won: 'attacker' },
    ...battles.flatMap(([n, die, where, name, roll, won, capture]) => [
      { kind: 'place' as const, n, die, where },
      { kind: 'mission' as const, n, name, ...(roll ? { roll } : {}) },
      { kind: 'result' as const, n, won, ...(capture ? { capture } : {}) },
    ]),
  ];
})();

const firestorm: Driver = {
  name: 'Firestorm',
  route: 'firestorm',
  restored: /Your Firestorm campaigns/,
  room: FIRESTORM_PLAY.length,
  shows: '[data-testid="fs-markers"], .fs-undo + p.fs-small, [data-testid="fs-log"] > li',
  async open(page, fresh) {
    await page.goto('/#/firestorm');
    if (fresh) await page.getByTestId('fs-start-fixture').click();
    await expect(page.getByTestId('fs-markers')).toBeVisible();
  },
  action(i) {
    const step = FIRESTORM_PLAY[i]!;
    const card = (page: Page) => page.getByTestId(`fs-b${step.n}`);
    if (step.kind === 'place')
      return {
        async prepare(page) {
          await page.getByTestId(`fs-place-place-${step.die}`).click();
          await page
            .getByTestId('fs-place')
            .getByRole('radio', { name: step.where, exact: true })
            .click();
        },
        go: 'fs-place-go',
        done: { sel: `[data-testid="fs-b${step.n}"]`, count: 1 },
      };
    if (step.kind === 'mission')
      return {
        async prepare(page) {
          await card(page).getByRole('radio', { name: step.name, exact: true }).click();
          if (step.roll)
            await page.getByTestId(`fs-b${step.n}-mission-mission-${step.roll}`).click();
        },
        go: `fs-b${step.n}-mission-go`,
        done: { sel: `[data-testid="fs-b${step.n}-result-go"]`, count: 1 },
      };
    const results = FIRESTORM_PLAY.slice(0, i + 1).filter((s) => s.kind === 'result').length;
    return {
      async prepare(page) {
        const name = step.won === 'draw' ? 'Neither won' : new RegExp(`\\(${step.won}\\) won`);
        await card(page).getByRole('radio', { name }).click();
        if (step.capture)
          await page.getByTestId(`fs-b${step.n}-capture-capture-${step.capture}`).click();
      },
      go: `fs-b${step.n}-result-go`,
      done: { sel: '[data-testid="fs-log"] > li', count: results },
    };
  },
  async held(page) {
    return (await readOpenCampaign(page))?.log.length ?? 0;
  },
};

const toi: Driver = {
  name: 'Tide of Iron',
  route: 'toi',
  restored: /Your Tide of Iron table/,
  room: 90,
  shows: '.toi-entry-head, [data-testid="toi-marks-list"] li strong',
  async open(page) {
    await page.goto('/#/toi');
    await expect(page.getByTestId('toi-marks')).toBeVisible();
  },
  action(i) {
    const hex = `K${String(i + 1).padStart(2, '0')}-D5`;
    return {
      prepare: (page) => page.getByTestId('toi-hex').fill(hex),
      go: 'toi-mark-weak',
      // The log shows the newest entry first, numbered.
      done: { sel: '.toi-entry-head', first: `${i + 1}. ` },
    };
  },
  async held(page) {
    const [newest] = await textsOf(page, '.toi-entry-head');
    return Number(/^(\d+)\./.exec(newest ?? '')?.[1] ?? 0);
  },
};

const votg: Driver = {
  name: 'VotG',
  route: 'votg',
  restored: /Your Valor of the Guards Mission/,
  room: 90,
  shows: '.votg-log-list li',
  async open(page, fresh) {
    await page.goto('/#/votg');
    await expect(page.locator('.votg')).toBeVisible();
    if (fresh) await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByTestId('votg-target')).toContainText('A1 ENEMY Activation');
  },
  action(i) {
    // The colored die, then the white one: the second tap records the roll.
    const colored = 1 + (Math.floor(i / 6) % 6);
    const white = 1 + (i % 6);
    return {
      prepare: (page) => page.getByTestId(`votg-dice-c-${colored}`).check(),
      go: `votg-dice-w-${white}`,
      done: { sel: '.votg-log-list li', count: i + 1 },
    };
  },
  held: async (page) => (await textsOf(page, '.votg-log-list li')).length,
};

test.use({ actionTimeout: 10_000 });

for (const [t, table] of [firestorm, toi, votg].entries()) {
  test(`${table.name}: ${KILLS} whole-tree kills right after an action is shown, some with IndexedDB deleted; nothing acknowledged lost`, async ({
    baseURL,
  }) => {
    test.setTimeout(40_000 + KILLS * 15_000);
    const profile = new Profile(baseURL!);
    const rng = prng(SEED + t);
    const tally = { kills: 0, wiped: 0, acknowledged: 0, lost: 0 };
    const delays: number[] = [];
    const restoredStarts: string[] = [];
    const changed: string[] = [];
    let made = 0;
    let { context, page } = await profile.launch();

    /**
     * Launches the browser again on the profile (with `wipe`, after deleting every IndexedDB
     * database) and opens the table; dismisses a restore notice.
     */
    const relaunch = async (wipe: boolean) => {
      const reopened = await reopenApp(profile, wipe);
      context = reopened.context;
      page = reopened.page;
      const notice = reopened.notice;
      if (notice) {
        const text = (await notice.textContent()) ?? '';
        restoredStarts.push(text);
        if (wipe) {
          await expect(notice).toContainText('Restored from the second copy');
          await expect(page.getByTestId('restored-list')).toContainText(table.restored);
        }
        await notice.getByRole('button', { name: 'Dismiss' }).click();
      }
      expect(
        notice !== null || !wipe,
        'a start after IndexedDB was deleted says what came back',
      ).toBe(true);
      await table.open(page, false);
    };

    try {
      await page.goto('/');
      await table.open(page, true);
      for (let k = 0; k < KILLS; k++) {
        if (made >= table.room) {
          console.log(`kill-tables ${table.name}: the record is full after ${k} kills`);
          break;
        }
        // Two of every five kills land at once, the rest 1-300 ms after the action was shown;
        // three of every five are followed by deleting every IndexedDB database.
        const delay = k % 5 < 2 ? 0 : 1 + rng.int(300);
        const wipe = [false, true, true, false, true][k % 5]!;
        const burst = 1 + rng.int(3);
        let shown: string[] = [];
        for (let j = 0; j < burst && made < table.room; j++) {
          const a = table.action(made);
          await a.prepare(page);
          // The kill is armed before the tap, so it lands the moment it is asked for.
          const groups = browserGroups(profile);
          shown = await act(page, a.go, a.done, table.shows);
          made += 1;
          if (j === burst - 1 || made === table.room) {
            if (delay > 0) await new Promise((r) => setTimeout(r, delay));
            await killGroups(profile, groups);
          }
        }
        tally.kills += 1;
        delays.push(delay);
        // With `wipe`, every IndexedDB database goes before the app starts again.
        if (wipe) tally.wiped += 1;
        await relaunch(wipe);
        // The opened table reads its record at once; a short wait covers a slow first render.
        await expect
          .poll(() => table.held(page), { timeout: 3_000 })
          .toBe(made)
          .catch(() => undefined);
        const held = await table.held(page);
        tally.lost += Math.max(0, made - held);
        const now = await textsOf(page, table.shows);
        if (JSON.stringify(now) !== JSON.stringify(shown))
          changed.push(
            `kill ${k + 1} (${delay} ms${wipe ? ', wiped' : ''}): shown ${JSON.stringify(shown)}, after ${JSON.stringify(now)}`,
          );
        expect(held, `kill ${k + 1}: actions held after ${delay} ms${wipe ? ', wiped' : ''}`).toBe(
          made,
        );
      }
    } finally {
      tally.acknowledged = made;
      const summary = {
        table: table.name,
        ...tally,
        restoredStarts: restoredStarts.length,
        delays,
      };
      console.log(`kill-tables ${JSON.stringify(summary)}`);
      for (const c of changed) console.log(`kill-tables ${table.name} screen changed: ${c}`);
      test.info().annotations.push({ type: 'kill-tables', description: JSON.stringify(summary) });
      await context.close().catch(() => undefined);
      profile.remove();
    }
    expect(tally.kills, 'every kill planned was made (the record had room)').toBe(KILLS);
    expect(restoredStarts.length).toBeGreaterThanOrEqual(tally.wiped);
    expect(changed).toEqual([]);
    expect(tally.lost).toBe(0);
  });
}
