/**
 * The first real Turn on the rulebook-only kit (no kit file), as a newcomer plays it, by the
 * scripted player from Home to Turn 2's Dawn: a new main game, the German setup, a Random Event
 * row typed with its name as printed, a Supply roll, Support bought, three attacks each with its
 * activation and move into an Unrevealed Area (Area 1 into 7, 2 into 8, 5 into 9), the attackers
 * named by their printed designations and one lead asked its Attack Factor in play, the End
 * Phase, and the Turn 2 reinforcements. Every question is answered from the MADE-UP setup
 * (made-up-setup.ts); an answer the screen offers as optional is left out unless a chip gives it
 * in one tap. The benchmark (bench/first-turn.ts) runs it; `steps` says where the taps, typed
 * characters and scrolls went.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { Player, type Tally } from '../../support/player';
import {
  MADE_UP_ATTACKS,
  MADE_UP_BORDERS,
  MADE_UP_DETAILS,
  MADE_UP_EVENT,
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

/** The Areas whose counters the newcomer names: those it attacks with. */
const NAMED_AREAS: readonly number[] = MADE_UP_ATTACKS.map((a) => a.from);

/**
 * Names one setup place's stack by the designations printed on its counters: a chip when the
 * screen offers the designation (one the kit knows, or the next after the last named), else
 * typed and added; then saved.
 */
async function nameStack(p: Player, q: Locator, stack: MadeUpStack): Promise<void> {
  for (const id of stack.ids) {
    const chip = q
      .getByTestId('setup-known')
      .getByRole('button', { name: new RegExp(`^${id.replace('/', '\\/')}( \\(|$)`) });
    if (await tapIfThere(p, chip)) continue;
    await p.type(q.getByLabel('Designation of a counter here'), id);
    await p.tap(q.getByRole('button', { name: 'Add', exact: true }));
  }
  await p.tap(q.getByRole('button', { name: /^Save: / }));
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
    (p, q, m) => {
      const stack = MADE_UP_SETUP.find((s) => s.area === Number(m[1]))!;
      return NAMED_AREAS.includes(stack.area) ? nameStack(p, q, stack) : countStack(p, q, stack);
    },
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

/** The leads whose Attack Factor the newcomer gives on the sheet (71/3's is asked in play). */
const AF_ON_SHEET: readonly string[] = ['24/1'];

/**
 * The setup sheet (5.3) before the first roll: every setup Area's count; for the Areas it attacks
 * from, each counter's designation (the sheet's suggestion when it is the printed one, else
 * typed), type and a lead's Attack Factor, then the division (a chip, else typed). Turn 2 comes
 * prefilled (6.1.1); Turn 7 is left for later. Skipped when no sheet is offered.
 */
async function fillSheet(p: Player, page: Page): Promise<void> {
  // The offer names what is left: a second game leaves only Turn 7, which this Turn does not need.
  const entry = page.getByTestId('setup-entry');
  if ((await entry.count()) === 0 || !/Area|places/.test((await entry.textContent()) ?? '')) return;
  await p.tap(page.getByTestId('setup-open'));
  for (const stack of MADE_UP_SETUP) {
    const a = stack.area;
    const place = page.getByTestId(`sheet-${a}`);
    const n = stack.ids.length;
    const count = place.getByRole('button', {
      name: `${n} counter${n === 1 ? '' : 's'} at Area ${a}`,
      exact: true,
    });
    if ((await count.count()) === 0) continue;
    await p.tap(count);
    if (!NAMED_AREAS.includes(a)) continue;
    // Rows named so far: a chip naming this row and those under it takes them in one tap when it
    // names exactly the designations printed on them.
    let named = 0;
    for (const [i, id] of stack.ids.entries()) {
      const label = `Area ${a}, counter ${i + 1}`;
      const row = place.getByTestId(`sheet-row-${a}-${i + 1}`);
      const rest = stack.ids.slice(i);
      const run = place.getByRole('button', {
        name: `Area ${a}, counters ${i + 1} to ${n}: ${rest.join(', ')}`,
        exact: true,
      });
      if (named <= i && rest.length > 1 && (await tapIfThere(p, run))) named = n;
      const suggested = place.getByRole('button', { name: `${label}: ${id}`, exact: true });
      if (named <= i && !(await tapIfThere(p, suggested)))
        await p.type(row.getByLabel(`${label}: designation (optional)`), id);
      const d = MADE_UP_DETAILS[id];
      if (!d) throw new Error(`the made-up setup gives no details for ${id}`);
      await p.tap(row.getByRole('button', { name: d.type, exact: true }));
      if (AF_ON_SHEET.includes(id))
        await p.type(row.getByLabel(`${label}: Attack Factor`), `${d.af}`);
    }
    // Under the rows, the division: left as it is when the chip picked from the designations
    // names it, else its chip as printed, else the chip the designations point to when it names
    // the same division ("71st Division" for the 71st Infantry's 71/1), else typed.
    const chips = place.getByTestId(`sheet-division-${a}`);
    const number = /^\d+(st|nd|rd|th)\b/.exec(stack.division)?.[0] ?? stack.division;
    const picked = (await chips.locator('[aria-pressed="true"]').allTextContents())[0]?.trim();
    if (picked === stack.division || picked === `${number} Division`) continue;
    if (
      !(await tapIfThere(p, chips.getByRole('button', { name: stack.division, exact: true }))) &&
      !(await tapIfThere(p, chips.getByRole('button', { name: `${number} Division`, exact: true })))
    )
      await p.type(place.getByLabel(`Area ${a}: division as printed`), stack.division);
  }
  await p.tap(page.getByTestId('sheet-save'));
  // Each answer is saved in turn (about twenty here): slower on a loaded machine.
  await expect(page.getByTestId('setup-sheet')).toHaveCount(0, { timeout: 30_000 });
}

/** An attack on an Unrevealed Area: activated, moved, declared, revealed, supported, rolled, applied. */
async function attack(
  p: Player,
  page: Page,
  o: {
    from: number;
    to: number;
    reveal: string;
    lead: string;
    support: () => Promise<void>;
    dice: readonly [number, number, number, number];
  },
): Promise<void> {
  await p.tap(page.getByTestId(`activate-${o.from}`));
  await answerAll(p, page);
  // The kit knows no border of a setup Area: the owner taps the Area the stack goes to, which
  // records the border and moves the stack (a game on a kit that learned it offers the move).
  const across = page.getByTestId(`stack-pick-${o.from}-${o.to}`);
  const known = page.getByTestId(`stack-${o.from}-${o.to}`);
  await expect(across.or(known).first()).toBeVisible();
  if ((await known.count()) > 0) await p.tap(known);
  else if ((await across.count()) > 0) await p.tap(across);
  else {
    await p.tap(page.getByTestId(`border-pick-${o.from}-${o.to}`).first());
    await answerAll(p, page);
    await p.tap(known);
  }
  await answerAll(p, page);
  // The whole stack went in: its Mandatory Attack (9.1) is declared with the move, and the
  // reveal is asked next; where the screen still offers the declaration, the player taps it.
  // Its questions (the terrain) may come up a moment after the move on a loaded machine: they are
  // answered as they come, and the Declare button is tapped only when no reveal has come.
  const reveal = page.getByTestId(`reveal-${o.reveal}`);
  const declare = page.getByTestId(`declare-${o.to}`);
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (await reveal.isVisible()) break;
    if ((await prompt(page).count()) > 0) await answerAll(p, page);
    else if (Date.now() > deadline) {
      await p.tap(declare);
      await answerAll(p, page);
      break;
    } else await page.waitForTimeout(200);
  }
  await p.tap(reveal);
  await answerAll(p, page);
  // The lead tapped is asked its Attack Factor (9.5.2A) when the kit does not know it, and the
  // attackers' division when three or more attack (9.5.2D). The screen picks the attacker with
  // the highest Attack Factor the kit knows (defaultLead): when that is the lead, the radio is
  // already on and a player does not tap it again.
  const lead = page.getByTestId(`lead-${o.lead}`);
  if (!(await lead.isChecked())) await p.tap(lead);
  await answerAll(p, page);
  await o.support();
  const [g1, g2, s1, s2] = o.dice;
  for (const [side, i, face] of [
    ['german', 0, g1],
    ['german', 1, g2],
    ['soviet', 0, s1],
    ['soviet', 1, s2],
  ] as const)
    await p.tap(page.getByTestId(`cb-die-${side}-${i}-${face}`));
  await p.tap(page.getByRole('button', { name: 'Apply to the game' }));
  await expect(page.getByTestId('last-outcome')).toBeVisible();
  await answerAll(p, page);
}

/**
 * Plays Turn 1 of a new game from Home to Turn 2's Dawn on the owner's kit (the rulebook-only kit
 * on a fresh install; what earlier games taught it after); returns what it cost.
 */
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
  await step('German setup sheet (5.3)', () => fillSheet(p, page));
  // 6.2: the roll's row is not in the rulebook: the owner copies its name as printed and picks
  // what it does.
  await step(`Random Event ${MADE_UP_EVENT.roll}: its row typed as printed`, async () => {
    await p.tap(page.getByTestId(`event-total-${MADE_UP_EVENT.roll}`));
    const q = prompt(page);
    // A kit that has the row (a second game) asks nothing.
    await page.waitForTimeout(250);
    if ((await q.count()) === 0) return;
    await p.type(q.getByLabel('Event name'), MADE_UP_EVENT.name);
    // A name the rulebook's charts print (Commissars, 14.6.1) picks its effect as it is typed;
    // where the form has not picked it, the keyboard is closed with a tap (counted) to see.
    const effect = q.getByLabel('What it does in the app');
    if ((await effect.inputValue()) !== 'commissars') {
      await q.getByLabel('Event name').blur();
      p.taps += 1;
    }
    if ((await effect.inputValue()) !== 'commissars') {
      await p.tap(effect);
      await effect.selectOption('commissars');
      p.taps += 1;
    }
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
  await step('Setup left for later, asked at the Combat Phase', () => answerAll(p, page));
  await expect(page.getByTestId('next-step')).toContainText('Activate an Area');
  const [a1, a2, a3] = MADE_UP_ATTACKS;
  await step(`Attack 1: Area ${a1.from} into ${a1.to} (Artillery, Engineer)`, () =>
    attack(p, page, {
      ...a1,
      dice: [5, 4, 2, 3],
      support: async () => {
        await p.tap(page.getByTestId('gc-artillery-more'));
        await p.tap(page.getByTestId('gc-engineers-more'));
      },
    }),
  );
  await step(`Attack 2: Area ${a2.from} into ${a2.to} (Artillery, Air)`, () =>
    attack(p, page, {
      ...a2,
      dice: [5, 4, 2, 3],
      support: async () => {
        await p.tap(page.getByTestId('gc-artillery-more'));
        await p.tap(page.locator('label[for="gc-air"]'));
        await p.tap(page.getByTestId('cb-die-air-3'));
      },
    }),
  );
  await step(`Attack 3: Area ${a3.from} into ${a3.to} (no Support)`, () =>
    attack(p, page, { ...a3, dice: [6, 3, 4, 2], support: async () => {} }),
  );
  await step('End of Turn 1, Turn 2 reinforcements', async () => {
    await p.tap(page.getByTestId('end-combat'));
    await answerAll(p, page);
  });
  await expect(page.getByTestId('game-where')).toContainText('Turn 2');
  await expect(page.getByTestId('game-where')).toContainText('Dawn');
  return { ...p.tally(), steps };
}
