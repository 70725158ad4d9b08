/**
 * The chaos test's player: it keeps, in Node, the game exactly as the UI acknowledged it (the
 * engine's record and state after each saved action), picks the next legal action with a seeded
 * PRNG from what the engine allows and the game screen offers, and performs it through the UI
 * (buttons, typed dice, moves, attacks). The engine is only used to decide which control to
 * press and what the UI will send; every action goes through the UI.
 */
import { expect, type Page } from '@playwright/test';
import { sovietDiceCount } from '../../../../src/volga/engine/combat';
import { counterById as sovietCounterById } from '../../../../src/volga/engine/counters';
import {
  type Action,
  append,
  attackKind,
  bloodyStreetsAreas,
  combatSpec,
  eventEffect,
  type GameRecord,
  type GameSetup,
  type GameState,
  type LegalAction,
  legalActions,
  newRecord,
  redo,
  undo,
  unseenFor,
} from '../../../../src/volga/engine/game';
import { STRATEGIES } from '../../../../src/volga/engine/types';
import { prng, type Rng } from '../../../support/prng';

export { prng, type Rng };

/** What one step does to the game: an action, or undo / redo. */
export type Op =
  | { readonly kind: 'action'; readonly action: Action }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' };

/** A step the UI offers: what it will send, the gestures before the last tap, and the last tap. */
export interface Step {
  readonly op: Op;
  /** Gestures that change only the screen (dice typed, a unit picked, supports set). */
  readonly prepare: (page: Page) => Promise<void>;
  /** The tap that sends the action to be saved. */
  readonly send: (page: Page) => Promise<void>;
}

/** The game as the UI acknowledged it: the engine's record and the state it stands for. */
export class AckedGame {
  record: GameRecord;
  state: GameState;
  /** Acknowledged operations, in order (the test's ground truth). */
  readonly ops: Op[] = [];

  constructor(readonly setup: GameSetup) {
    const r = newRecord(setup);
    if (!r.ok) throw new Error(`the stored setup does not start: ${r.error.message}`);
    this.record = r.value.record;
    this.state = r.value.state;
  }

  /** The record after `op`, without acknowledging it. */
  after(op: Op): { record: GameRecord; state: GameState } {
    const r =
      op.kind === 'undo'
        ? undo(this.record)
        : op.kind === 'redo'
          ? redo(this.record, this.state)
          : append(this.record, this.state, op.action);
    if (!r.ok) throw new Error(`${JSON.stringify(op)} refused by the engine: ${r.error.message}`);
    return { record: r.value.record, state: r.value.state };
  }

  /** Records `op` as acknowledged by the UI. */
  acknowledge(op: Op): void {
    const next = this.after(op);
    this.record = next.record;
    this.state = next.state;
    this.ops.push(op);
  }
}

const screen = (page: Page) => page.locator('.game');

/** Types owner dice into a GameDice widget (`id`: 'event' or 'supply'). */
async function ownerDice(page: Page, id: string, purpose: string, faces: readonly number[]) {
  const box = page.getByTestId(`${id}-dice`);
  await box.getByRole('radio', { name: 'I roll (type the dice)' }).check();
  // A roll read by its total shows the total pad first; these dice are typed one by one.
  const byFaces = page.getByTestId(`${id}-by-faces`);
  if ((await byFaces.count()) > 0 && (await byFaces.getAttribute('aria-pressed')) !== 'true')
    await byFaces.click();
  for (let i = 0; i < faces.length; i++)
    await page.getByTestId(`${id}-${purpose}-${i}-${faces[i]}`).check();
}

/** Switches a GameDice widget to the app's dice. */
async function appDice(page: Page, id: string) {
  await page.getByTestId(`${id}-dice`).getByRole('radio', { name: 'The app rolls' }).check();
}

export const noop = async () => undefined;

/** The Soviet counters the physical-cup reveal shows, grouped as the screen groups them. */
function revealGroups(s: GameState, area: number) {
  const unseen = unseenFor(s, area);
  if (!unseen.ok) return [];
  const groups: { key: string; id: string; testid: string; defense: number | null; si: number }[] =
    [];
  for (const id of unseen.value.counters) {
    const c = sovietCounterById(id);
    if (!c) continue;
    const defense = c.pavlov ? s.options.pavlovDefense : c.defense;
    const key = `${defense}-${c.strategy}-${c.pavlov === true}`;
    if (groups.some((g) => g.key === key)) continue;
    groups.push({
      key,
      id,
      testid: `reveal-${defense}-${c.strategy}`,
      defense,
      si: STRATEGIES.indexOf(c.strategy),
    });
  }
  return groups.sort((a, b) => (a.defense ?? 0) - (b.defense ?? 0) || a.si - b.si);
}

/** The units the screen offers for an attack on each Area (the union over the legal attacks). */
function attackOptions(legal: readonly LegalAction[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const la of legal) {
    if (la.action.type !== 'declareAttack') continue;
    const list = out.get(la.action.area) ?? [];
    for (const u of la.action.units) if (!list.includes(u)) list.push(u);
    out.set(la.action.area, list);
  }
  return out;
}

/** The combat dice slots (9.5.1, 9.4, 9.5.3D, 12.3) and their purposes, as the combat panel asks. */
function combatSlots(s: GameState, choice: Parameters<typeof combatSpec>[1]) {
  const spec = combatSpec(s, choice);
  if (!spec.ok) throw new Error(`no combat spec: ${spec.error.message}`);
  const slots: { id: string; purpose: string }[] = [];
  if (spec.value.attack.air) slots.push({ id: 'air', purpose: 'combat.air' });
  if (spec.value.defense.isolated) slots.push({ id: 'isolation', purpose: 'combat.isolation' });
  slots.push(
    { id: 'german-0', purpose: 'combat.german' },
    { id: 'german-1', purpose: 'combat.german' },
  );
  for (let i = 0; i < sovietDiceCount(spec.value); i++)
    slots.push({ id: `soviet-${i}`, purpose: 'combat.soviet' });
  return slots;
}

/** Relative weights of the kinds of step, so games move on instead of buying forever. */
const WEIGHT: Partial<Record<Action['type'], number>> = {
  endSupply: 0.6,
  buyMorale: 0.3,
  endCombatPhase: 0.25,
  endRound: 0.6,
  activate: 2,
  move: 3,
  declareAttack: 3,
};

/** The steps the game screen offers now, one per kind of action (the kind's pick is random). */
function actionSteps(game: AckedGame, rng: Rng): { step: Step; weight: number }[] {
  const s = game.state;
  const legal = legalActions(s);
  const byType = new Map<Action['type'], LegalAction[]>();
  for (const la of legal) byType.set(la.action.type, [...(byType.get(la.action.type) ?? []), la]);
  const out: { step: Step; weight: number }[] = [];
  const add = (type: Action['type'], make: () => Step | null) => {
    if (!byType.has(type)) return;
    const step = make();
    if (step) out.push({ step, weight: WEIGHT[type] ?? 1 });
  };
  const act = (action: Action): Op => ({ kind: 'action', action });

  add('placeReinforcements', () => {
    const all = byType.get('placeReinforcements')!;
    const i = rng.int(all.length);
    return {
      op: act(all[i]!.action),
      prepare: noop,
      send: (p) =>
        p
          .getByTestId('phase-dawn')
          .getByRole('button', { name: /^Place / })
          .nth(i)
          .click(),
    };
  });
  add('chooseIsolated', () => {
    const a = byType.get('chooseIsolated')![0]!.action as Extract<
      Action,
      { type: 'chooseIsolated' }
    >;
    return {
      op: act({ type: 'chooseIsolated', areas: [...a.areas].sort((x, y) => x - y) }),
      prepare: noop,
      send: (p) => p.getByRole('button', { name: /^Mark these \d+ Isolated/ }).click(),
    };
  });
  for (const [type, id, purpose, count, confirm] of [
    ['rollRandomEvent', 'event', 'randomEvent', 3, 'Record the Random Event roll'],
    [
      'rollSupply',
      'supply',
      'supply',
      eventEffect(s).kind === 'supply2d6NoAir' ? 2 : 4,
      'Record the Supply roll',
    ],
  ] as const) {
    add(type, () => {
      if (type === 'rollSupply' && s.options.increasedSupply) return null; // 12.8 not driven
      if (rng.next() < 0.5) {
        const faces = Array.from({ length: count }, () => rng.die());
        return {
          op: act({ type, dice: { [purpose]: faces } } as Action),
          prepare: (p) => ownerDice(p, id, purpose, faces),
          send: (p) => p.getByRole('button', { name: confirm }).click(),
        };
      }
      return {
        op: act({ type } as Action),
        prepare: (p) => appDice(p, id),
        send: (p) =>
          p
            .getByTestId(`${id}-dice`)
            .getByRole('button', { name: /for me$/ })
            .click(),
      };
    });
  }
  add('buySupport', () => {
    const la = rng.pick(byType.get('buySupport')!);
    const marker = (la.action as Extract<Action, { type: 'buySupport' }>).marker;
    const name = { artillery: 'Artillery', engineer: 'Engineer', air: 'Air' }[marker];
    return {
      op: act({ type: 'buySupport', marker }),
      prepare: noop,
      send: (p) => p.getByRole('button', { name: new RegExp(`^Buy ${name} ·`) }).click(),
    };
  });
  add('buyMorale', () => ({
    op: act({ type: 'buyMorale' }),
    prepare: noop,
    send: (p) => p.getByRole('button', { name: /^Buy \+1 Morale/ }).click(),
  }));
  add('returnUnit', () => {
    const a = rng.pick(byType.get('returnUnit')!).action as Extract<Action, { type: 'returnUnit' }>;
    const select = (p: Page) => p.locator(`#return-${a.unit.replace(/[^A-Za-z0-9]/g, '-')}`);
    return {
      op: act(a),
      prepare: async (p) => {
        await select(p).selectOption(String(a.area));
      },
      send: (p) => select(p).locator('xpath=..').getByRole('button', { name: 'Return' }).click(),
    };
  });
  add('endSupply', () => ({
    op: act({ type: 'endSupply' }),
    prepare: noop,
    send: (p) => p.getByRole('button', { name: 'Done: go to the Combat Phase' }).click(),
  }));
  add('rollBloodyStreets', () => {
    const areas = bloodyStreetsAreas(s);
    if (!areas.ok) return null;
    if (rng.next() < 0.5) {
      const faces = areas.value.map(() => rng.die());
      return {
        op: act({ type: 'rollBloodyStreets', dice: { bloodyStreets: faces } }),
        prepare: async (p) => {
          for (let i = 0; i < faces.length; i++)
            await p.getByTestId(`bs-die-bs-${areas.value[i]}-${faces[i]}`).check();
        },
        send: (p) => p.getByTestId('bs-apply').click(),
      };
    }
    return {
      op: act({ type: 'rollBloodyStreets' }),
      prepare: noop,
      send: (p) =>
        p
          .getByTestId('bloody-streets')
          .getByRole('button', { name: /for me$/ })
          .click(),
    };
  });
  add('activate', () => {
    const a = rng.pick(byType.get('activate')!).action as Extract<Action, { type: 'activate' }>;
    return { op: act(a), prepare: noop, send: (p) => p.getByTestId(`activate-${a.area}`).click() };
  });
  add('endCombatPhase', () => ({
    op: act({ type: 'endCombatPhase' }),
    prepare: noop,
    send: (p) => p.getByTestId('end-combat').click(),
  }));
  add('move', () => {
    const a = rng.pick(byType.get('move')!).action as Extract<Action, { type: 'move' }>;
    return {
      op: act(a),
      prepare: (p) => p.getByTestId(`pick-${a.unit}`).check(),
      send: (p) => p.getByTestId(`move-${a.unit}-${a.to}`).click(),
    };
  });
  add('declareAttack', () => {
    const options = attackOptions(legal);
    const la = rng.pick(byType.get('declareAttack')!);
    const a = la.action as Extract<Action, { type: 'declareAttack' }>;
    const offered = options.get(a.area)!;
    const units = offered.filter((u) => a.units.includes(u));
    if (!attackKind(s, a.area, units).ok) return null;
    return {
      op: act({ type: 'declareAttack', area: a.area, units }),
      prepare: async (p) => {
        const boxes = p.getByTestId(`attack-${a.area}`).getByRole('checkbox');
        for (let i = 0; i < offered.length; i++)
          await boxes.nth(i).setChecked(units.includes(offered[i]!));
      },
      send: (p) => p.getByTestId(`declare-${a.area}`).click(),
    };
  });
  add('endRound', () => ({
    op: act({ type: 'endRound' }),
    prepare: noop,
    send: (p) => p.getByTestId('end-round').click(),
  }));
  add('revealCounter', () => {
    const atk = s.round!.attack!;
    const groups = revealGroups(s, atk.area);
    const i = rng.int(groups.length);
    const g = groups[i]!;
    const same = groups.slice(0, i).filter((x) => x.testid === g.testid).length;
    return {
      op: act({ type: 'revealCounter', counter: g.id }),
      prepare: noop,
      send: (p) => p.getByTestId(g.testid).nth(same).click(),
    };
  });
  add('barrageChoice', () => {
    const all = byType.get('barrageChoice')!;
    const i = rng.int(all.length);
    return {
      op: act(all[i]!.action),
      prepare: noop,
      send: (p) => p.getByTestId('barrage-choice').getByRole('button').nth(i).click(),
    };
  });
  add('resolveAttack', () => {
    const a = rng.pick(byType.get('resolveAttack')!).action as Extract<
      Action,
      { type: 'resolveAttack' }
    >;
    const choice = { lead: a.lead, artillery: a.artillery, engineers: a.engineers, air: a.air };
    const setSupports = async (p: Page) => {
      // A page lost before sending keeps its attack draft: typed dice are cleared to change the
      // choices, as a player would.
      const clear = p.getByTestId('gc-clear-dice');
      if (await clear.isVisible()) {
        await clear.click();
        await still(p); // the lead, open again, takes the focus (and the page may scroll to it)
      }
      await p.getByTestId(`lead-${a.lead}`).check();
      // A kept draft may hold markers already: start from none.
      for (const id of ['gc-artillery-less', 'gc-engineers-less'])
        for (let k = 0; k < 5; k++) {
          if ((await p.getByTestId(id).getAttribute('aria-disabled')) === 'true') break;
          await p.getByTestId(id).click();
        }
      for (let k = 0; k < a.artillery; k++) await p.getByTestId('gc-artillery-more').click();
      for (let k = 0; k < a.engineers; k++) await p.getByTestId('gc-engineers-more').click();
      if (s.support.available.air > 0)
        await p.getByRole('switch', { name: /Air Support marker/ }).setChecked(a.air);
    };
    const apply = (p: Page) => p.getByRole('button', { name: 'Apply to the game' }).click();
    // A page lost after "roll for me" keeps the game's own dice and the choices they were rolled
    // with (they cannot be cleared): the player applies that attack, whatever was planned.
    const keptRoll = async (p: Page, step: MutableStep): Promise<boolean> => {
      if (!(await p.getByTestId('gc-chosen').isVisible())) return false;
      if (await p.getByTestId('gc-clear-dice').isVisible()) return false;
      const kept = (await p.evaluate(
        () => JSON.parse(localStorage.getItem('volga-table:attack-draft') ?? '{}').draft,
      )) as typeof choice;
      const { lead, artillery, engineers, air } = kept;
      step.op = act({ type: 'resolveAttack', lead, artillery, engineers, air });
      return true;
    };
    if (rng.next() < 0.5) {
      const slots = combatSlots(s, choice);
      const faces = slots.map(() => rng.die());
      const dice: Record<string, number[]> = {};
      slots.forEach((slot, k) => {
        dice[slot.purpose] = [...(dice[slot.purpose] ?? []), faces[k]!];
      });
      const typed: MutableStep = {
        op: act({ type: 'resolveAttack', ...choice, dice }),
        prepare: async (p) => {
          if (await keptRoll(p, typed)) return;
          await setSupports(p);
          for (let k = 0; k < slots.length; k++)
            await p.getByTestId(`cb-die-${slots[k]!.id}-${faces[k]}`).check();
        },
        send: apply,
      };
      return typed;
    }
    const rolled: MutableStep = {
      op: act({ type: 'resolveAttack', ...choice }),
      prepare: async (p) => {
        if (await keptRoll(p, rolled)) return;
        await setSupports(p);
        // The combat panel's dice widget hands "roll for me" to the game's own dice stream.
        await p.getByTestId('cb-die-roll').click();
      },
      send: apply,
    };
    return rolled;
  });
  add('retreat', () => {
    const all = byType.get('retreat')!;
    const i = rng.int(all.length);
    return {
      op: act(all[i]!.action),
      prepare: noop,
      send: (p) => p.getByTestId('retreat').getByRole('button').nth(i).click(),
    };
  });
  return out;
}

/** A step whose action is settled only once the screen is seen (a kept attack draft). */
type MutableStep = { -readonly [K in keyof Step]: Step[K] };

/** Picks the next step: now and then an undo (and a redo after one), else a legal action. */
export function chooseStep(game: AckedGame, rng: Rng): Step {
  const undoStep: Step = {
    op: { kind: 'undo' },
    prepare: noop,
    send: (p) => p.getByRole('button', { name: /^Undo/ }).click(),
  };
  const canUndo = game.record.cursor > 0;
  const canRedo = game.record.cursor < game.record.log.length;
  if (canRedo && rng.next() < 0.5)
    return {
      op: { kind: 'redo' },
      prepare: noop,
      send: (p) => p.getByRole('button', { name: /^Redo/ }).click(),
    };
  const steps = actionSteps(game, rng);
  // Nothing to do once the game is over: step back and play on differently.
  if ((canUndo && rng.next() < 0.03) || steps.length === 0) {
    if (!canUndo) throw new Error('nothing to do and nothing to undo');
    return undoStep;
  }
  let r = rng.next() * steps.reduce((n, x) => n + x.weight, 0);
  for (const x of steps) {
    r -= x.weight;
    if (r <= 0) return x.step;
  }
  return steps.at(-1)!.step;
}

/** What the game screen shows as saved: the revision, log length and cursor, and who may write. */
export type Shown = Awaited<ReturnType<typeof shown>>;

/** Reads what the game screen shows as saved (see `Shown`). */
export async function shown(page: Page) {
  const d = await screen(page).evaluate((g: HTMLElement) => ({ ...g.dataset }));
  return {
    revision: Number(d.revision),
    logLength: Number(d.logLength),
    cursor: Number(d.cursor),
    access: d.access ?? null,
    phase: d.phase ?? null,
    step: d.step ?? null,
  };
}

/**
 * Waits until the screen stops moving: what a page draws a moment after an action or a reload
 * (a card scrolled to the top, a chunk's panel, a note that appears) can slide a control between
 * the press and the release of a tap, and the tap is then lost. A player taps what stands still:
 * this waits for three frames in a row with the page scrolled alike and every control in place
 * (at most 3 s).
 */
export async function still(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const start = performance.now();
        let last = '';
        let same = 0;
        const tick = () => {
          const places = [...document.querySelectorAll('button, input, select')].map(
            (e) => e.getBoundingClientRect().top,
          );
          const now = `${window.scrollY}|${places.join()}`;
          same = now === last ? same + 1 : 0;
          last = now;
          if (same >= 3 || performance.now() - start > 3_000) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** Waits until the game screen is open for play in this page (it holds the game's lock). */
export async function ready(page: Page): Promise<void> {
  await expect(screen(page)).toHaveAttribute('data-access', 'writer', { timeout: 15_000 });
}

/** Waits until the screen shows `revision` as saved. */
export async function acknowledged(page: Page, revision: number): Promise<void> {
  await expect(screen(page)).toHaveAttribute('data-revision', String(revision), {
    timeout: 10_000,
  });
}
