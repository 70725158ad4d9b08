/**
 * The first real Turn on the rulebook-only kit (no kit file), played by the scripted player from
 * Home to Turn 2's Dawn: a new main game, a Random Event row and a Supply roll, Support bought,
 * the nine setup Areas named when the Combat Phase needs them, two attacks with Support markers
 * (Area 1 into Area 7, Area 2 into Area 8), the End Phase, and the Turn 2 reinforcements named.
 * Every question the app asks is answered from the MADE-UP setup (made-up-setup.ts); an answer
 * the screen offers as optional is left out unless a chip gives it in one tap. The benchmark
 * (bench/first-turn.ts) runs it; `steps` says where the taps, typed characters and scrolls went.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { Player, type Tally } from '../../support/player';
import {
  MADE_UP_BORDERS,
  MADE_UP_DETAILS,
  MADE_UP_SETUP,
  MADE_UP_T2,
  MADE_UP_TERRAIN,
  type MadeUpStack,
} from './made-up-setup';

/** What one step of the Turn cost. */
export interface StepCost extends Tally {
  readonly step: string;
}

/** The Turn's total and its cost step by step. */
export interface FirstTurn extends Tally {
  readonly steps: readonly StepCost[];
}

const prompt = (page: Page) => page.getByTestId('fact-prompt').first();

/** Taps `chip` in `row` when the screen offers it; true when it did. */
async function tapIfThere(p: Player, chip: Locator): Promise<boolean> {
  if ((await chip.count()) === 0) return false;
  await p.tap(chip.first());
  return true;
}

/** Enters one setup place's stack as a count (a new owner leaves the names for later). */
async function countStack(p: Player, q: Locator, stack: MadeUpStack): Promise<void> {
  const n = stack.ids.length;
  await p.tap(
    q
      .getByTestId('setup-count')
      .getByRole('button', { name: `${n} counter${n === 1 ? '' : 's'} here`, exact: true }),
  );
}

/** The made-up counter a placeholder stands for ("Area 1 · 4" is Area 1's fourth, "T2 · 1" ...). */
function madeUpCounter(id: string): { stack: MadeUpStack; id: string } {
  const m = /^(?:Area (\d+)|T2) · (\d+)$/.exec(id);
  const stack = m
    ? m[1] === undefined
      ? MADE_UP_T2
      : MADE_UP_SETUP.find((s) => s.area === Number(m[1]))
    : [...MADE_UP_SETUP, MADE_UP_T2].find((s) => s.ids.includes(id));
  const printed = m ? stack?.ids[Number(m[2]) - 1] : id;
  if (!stack || !printed) throw new Error(`the made-up setup has no counter ${id}`);
  return { stack, id: printed };
}

/** One counter's details as asked (type; Attack Factor; the division when it must be given). */
async function counterDetails(p: Player, q: Locator, id: string): Promise<void> {
  const made = madeUpCounter(id);
  const d = MADE_UP_DETAILS[made.id];
  if (!d) throw new Error(`the made-up setup gives no details for ${made.id}`);
  const save = q.getByRole('button', { name: `Save ${id}`, exact: true });
  // A chip that completes the answer saves it: the question is then gone.
  const gone = async () => {
    await q.page().waitForTimeout(150);
    return (await save.count()) === 0;
  };
  await tapIfThere(
    p,
    q.getByTestId('counter-type').getByRole('button', { name: new RegExp(`^${d.type}`) }),
  );
  if (await gone()) return;
  await tapIfThere(
    p,
    q.getByTestId('counter-af').getByRole('button', { name: String(d.af), exact: true }),
  );
  if (await gone()) return;
  const division = made.stack.division;
  if ((await q.getByTestId('counter-division').count()) > 0) {
    const chip = q
      .getByTestId('counter-division')
      .getByRole('button', { name: division, exact: true });
    if (await tapIfThere(p, chip)) {
      if (await gone()) return;
    } else if (await save.isDisabled())
      await p.type(q.getByLabel('Or type the division as printed'), division);
  }
  await p.tap(save);
}

/** Several counters' division asked at once (9.5.2D): a chip when it lists it, else typed once. */
async function divisionOfAll(p: Player, q: Locator, first: string): Promise<void> {
  const division = madeUpCounter(first).stack.division;
  const chip = q
    .getByTestId('counter-division')
    .getByRole('button', { name: division, exact: true });
  if (await tapIfThere(p, chip)) return;
  await p.type(q.getByLabel('Or type the division as printed'), division);
  await p.tap(q.getByTestId('divisions-save'));
}

/** How each question is answered from the made-up setup: its words, and the answer. */
const ANSWERS: readonly (readonly [
  RegExp,
  (p: Player, q: Locator, m: RegExpExecArray) => Promise<void>,
])[] = [
  [/On counter (.+?):/, (p, q, m) => counterDetails(p, q, m[1]!)],
  [/^Which division are (.+?), /, (p, q, m) => divisionOfAll(p, q, m[1]!)],
  [
    /show (\d+) as their main game setup Area/,
    (p, q, m) => countStack(p, q, MADE_UP_SETUP.find((s) => s.area === Number(m[1]))!),
  ],
  [/marked T2/, (p, q) => countStack(p, q, MADE_UP_T2)],
  [
    /do Area (\d+).* and Area (\d+).* share a boundary/,
    (p, q, m) => {
      const [a, b] = [Number(m[1]), Number(m[2])];
      const yes = MADE_UP_BORDERS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
      return p.tap(q.getByTestId(yes ? 'answer-yes' : 'answer-no'));
    },
  ],
  [
    /What shape is the Identifier of Area (\d+)/,
    (p, q, m) => {
      const t = MADE_UP_TERRAIN[Number(m[1])];
      if (!t) throw new Error(`the made-up map gives no terrain for Area ${m[1]}`);
      return p.tap(q.getByRole('button', { name: new RegExp(t) }));
    },
  ],
  [
    /^Is Area \d+.* the (Central Rail Station|Stalingradski Airfield)/,
    (p, q) => p.tap(q.getByRole('button', { name: /^Another / })),
  ],
];

/** Answers every question the app has open, from the made-up setup. */
async function answerAll(p: Player, page: Page): Promise<void> {
  for (;;) {
    // A question opens just after the tap that raised it.
    await page.waitForTimeout(250);
    const q = prompt(page);
    const text = (await q.locator('#fact-question-text').allTextContents())[0];
    if (text === undefined) return;
    const found = ANSWERS.map(([re, answer]) => [re.exec(text), answer] as const).find(([m]) => m);
    if (!found) throw new Error(`the first-turn script has no answer for: ${text}`);
    await found[1](p, q, found[0]!);
    // The next question (or none) replaces this one.
    await expect
      .poll(async () => (await q.locator('#fact-question-text').allTextContents())[0] ?? null)
      .not.toBe(text);
  }
}

/** An attack on an Unrevealed Area: declared, revealed, supported, rolled and applied. */
async function attack(
  p: Player,
  page: Page,
  o: { from: number; to: number; reveal: string; lead: string; support: () => Promise<void> },
): Promise<void> {
  await p.tap(page.getByTestId(`activate-${o.from}`));
  await answerAll(p, page);
  // The kit knows no border of a setup Area: the owner names the Area the stack goes to.
  const other = page.getByLabel(/Another Area/).first();
  await p.type(other, String(o.to));
  await p.press('Enter');
  await answerAll(p, page);
  await p.tap(page.getByTestId(`stack-${o.from}-${o.to}`));
  await answerAll(p, page);
  await p.tap(page.getByTestId(`declare-${o.to}`));
  await answerAll(p, page);
  await p.tap(page.getByTestId(`reveal-${o.reveal}`));
  await answerAll(p, page);
  // The kit knows no attacker's Attack Factor: there is no default lead, and the lead tapped is
  // the one unit asked its Attack Factor (9.5.2A), with the attackers' division (9.5.2D).
  await p.tap(page.getByTestId(`lead-${o.lead}`));
  await answerAll(p, page);
  await o.support();
  for (const [side, i, face] of [
    ['german', 0, 5],
    ['german', 1, 4],
    ['soviet', 0, 2],
    ['soviet', 1, 3],
  ] as const)
    await p.tap(page.getByTestId(`cb-die-${side}-${i}-${face}`));
  await p.tap(page.getByRole('button', { name: 'Apply to the game' }));
  await expect(page.getByTestId('last-outcome')).toBeVisible();
  await answerAll(p, page);
}

/** Plays Turn 1 from Home to Turn 2's Dawn on the rulebook-only kit; returns what it cost. */
export async function playFirstTurn(page: Page): Promise<FirstTurn> {
  const p = new Player(page);
  const steps: StepCost[] = [];
  let last = p.tally();
  const step = async (name: string, run: () => Promise<unknown>) => {
    await run();
    const t = p.tally();
    steps.push({
      step: name,
      taps: t.taps - last.taps,
      typed: t.typed - last.typed,
      scrolls: t.scrolls - last.scrolls,
    });
    last = t;
  };
  await page.goto('/');
  await step('New game, Start', async () => {
    await p.tap(page.getByRole('link', { name: /New game/ }).first());
    await p.tap(page.getByRole('button', { name: 'Start the game' }));
    await expect(page.getByTestId('game-where')).toContainText('Turn 1');
  });
  // 6.2: a roll of 10, a row the rulebook does not give: the owner names it.
  await step('Random Event 10 and its row', async () => {
    await p.tap(page.getByTestId('event-total-10'));
    const q = prompt(page);
    await p.type(q.getByLabel('Event name'), 'Quiet');
    await p.tap(q.getByRole('button', { name: 'Save this row' }));
    await expect(q).toHaveCount(0);
  });
  // 6.3, 10.2: a roll of 5 reads as 16; two Artillery and an Engineer bought.
  await step('Supply and Support', async () => {
    await p.tap(page.getByTestId('supply-total-5'));
    await p.tap(page.getByTestId('buy-artillery-2'));
    await p.tap(page.getByRole('button', { name: /^Buy Engineer/ }));
    await p.tap(page.getByRole('button', { name: 'Done: go to the Combat Phase' }));
  });
  await step('German setup (nine Areas)', () => answerAll(p, page));
  await expect(page.getByTestId('next-step')).toContainText('Activate an Area');
  await step('Attack 1: Area 1 into 7 (Artillery, Engineer)', () =>
    attack(p, page, {
      from: 1,
      to: 7,
      reveal: '6-fanatic',
      lead: 'Area 1 · 4',
      support: async () => {
        await p.tap(page.getByTestId('gc-artillery-more'));
        await p.tap(page.getByTestId('gc-engineers-more'));
      },
    }),
  );
  await step('Attack 2: Area 2 into 8 (Artillery, Air)', () =>
    attack(p, page, {
      from: 2,
      to: 8,
      reveal: '7-heroes',
      lead: 'Area 2 · 3',
      support: async () => {
        await p.tap(page.getByTestId('gc-artillery-more'));
        await p.tap(page.locator('label[for="gc-air"]'));
        await p.tap(page.getByTestId('cb-die-air-3'));
      },
    }),
  );
  await step('End of Turn 1, Turn 2 reinforcements named', async () => {
    await p.tap(page.getByTestId('end-combat'));
    await answerAll(p, page);
  });
  await expect(page.getByTestId('game-where')).toContainText('Turn 2');
  await expect(page.getByTestId('game-where')).toContainText('Dawn');
  return { ...p.tally(), steps };
}
