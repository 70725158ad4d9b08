/**
 * The game told as a story, Turn by Turn in the order of play (6.0): the Random Event, the
 * Supply roll and what it bought, each attack with the Area it came from, its Support and its
 * result, every Morale change with its reason, the Areas taken, and the reinforcements placed or
 * delayed at each Dawn. Collected while the report replays the log, from the state before and
 * after each action; the screens only word it.
 */
import {
  type AttackRecord,
  dawnReport,
  endPhaseReport,
  type GameRecord,
  type GameState,
} from '../game';

/** What the story tells of an attack (the report's AttackLine has all of it). */
export interface StoryAttack {
  readonly area: number;
  readonly units: readonly string[];
  readonly lead: string | null;
  readonly artillery: number;
  readonly engineers: number;
  readonly air: boolean;
  readonly at: number | null;
  readonly dt: number | null;
  readonly outcome: AttackRecord['outcome'];
}

/** One thing that happened, in the order it happened. */
export type StoryLine =
  | { readonly kind: 'event'; readonly event: NonNullable<GameState['event']> }
  | {
      readonly kind: 'supply';
      readonly roll: number;
      readonly raised: GameState['supplyRaised'];
      readonly bank: number;
    }
  | { readonly kind: 'bought'; readonly what: string; readonly count: number }
  | { readonly kind: 'attack'; readonly from: number | null; readonly attack: StoryAttack }
  | {
      readonly kind: 'morale';
      readonly from: number;
      readonly to: number;
      /** Why, with its rule: an attack's Area is named by the screen from the kit. */
      readonly why: MoraleWhy;
    }
  | { readonly kind: 'captured'; readonly areas: readonly number[] }
  | {
      readonly kind: 'reinforcements';
      readonly placed: readonly { readonly area: number; readonly units: readonly string[] }[];
      readonly delayed: readonly string[];
    }
  | { readonly kind: 'endPhase'; readonly flipped: number };

/** Why Morale moved: in words with its rule ("End Phase (6.5)"), or an attack in an Area. */
export type MoraleWhy =
  | { readonly text: string }
  | { readonly cause: 'repulse' | 'taken' | 'strategy'; readonly area: number };

/** One Turn's story. */
export interface TurnStory {
  readonly turn: number;
  readonly lines: readonly StoryLine[];
}

/** Why Morale moved in the action `e` (with its rule), from what it did. */
function moraleWhy(e: GameRecord['log'][number], after: GameState, before: GameState): MoraleWhy {
  const text = (t: string) => ({ text: t });
  switch (e.action.type) {
    case 'rollRandomEvent':
    case 'answerFact':
      return text(
        after.event && after.event !== before.event
          ? `Random Event ${after.event.name} (6.2)`
          : 'an answer (6.2)',
      );
    case 'buyMorale':
      return text('bought with Supply (6.3)');
    case 'rollBloodyStreets':
      return text('Bloody Streets (6.4.1)');
    case 'resolveAttack':
    case 'barrageChoice':
    case 'revealCounter': {
      const a = after.lastAttack;
      if (!a) return text('the attack (9.5)');
      // 9.5.5 (Repulse), 9.5.7 (a +4 TEM Area taken), 9.4 (a Defense Strategy's Morale).
      if (a.outcome === 'repulse') return { cause: 'repulse', area: a.area };
      if (after.morale > before.morale) return { cause: 'taken', area: a.area };
      return { cause: 'strategy', area: a.area };
    }
    case 'endCombatPhase':
      return text('End Phase (6.5), and the Dawn after it (6.1, 6.2.1)');
    default:
      return text('the game (see the log)');
  }
}

/** Collects the story one applied action at a time; `attack` is the report's line, if any. */
export function storyteller() {
  const turns = new Map<number, StoryLine[]>();
  const add = (turn: number, line: StoryLine) => {
    const list = turns.get(turn) ?? [];
    list.push(line);
    turns.set(turn, list);
  };
  let dawnFrom: GameState | null = null;
  return {
    observe(
      before: GameState,
      after: GameState,
      e: GameRecord['log'][number],
      attack: StoryAttack | null,
    ) {
      const t = before.turn;
      const a = e.action;
      if (after.event && after.event !== before.event)
        add(t, { kind: 'event', event: after.event });
      if (after.supplyRoll !== null && before.supplyRoll === null)
        add(t, {
          kind: 'supply',
          roll: after.supplyRoll,
          raised: after.supplyRaised,
          bank: after.supply,
        });
      if (a.type === 'buySupport')
        add(t, { kind: 'bought', what: `${a.marker} Support`, count: a.count ?? 1 });
      if (a.type === 'returnUnit') add(t, { kind: 'bought', what: `${a.unit} back`, count: 1 });
      if (attack) add(t, { kind: 'attack', from: before.round?.area ?? null, attack });
      const taken = Object.keys(after.areas)
        .map(Number)
        .filter(
          (n) => after.areas[n]!.control === 'german' && before.areas[n]?.control !== 'german',
        );
      if (taken.length > 0) add(t, { kind: 'captured', areas: taken });
      // The End Phase comes before the Morale it takes (6.5).
      if (after.turn !== before.turn) {
        add(t, { kind: 'endPhase', flipped: endPhaseReport(before, after).flipped });
        // The next Dawn begins from the Combat Phase just ended (6.5, then 6.1).
        dawnFrom = before;
      }
      if (after.morale !== before.morale)
        add(t, {
          kind: 'morale',
          from: before.morale,
          to: after.morale,
          why: moraleWhy(e, after, before),
        });
      // A Dawn is over once the game stands past it: what it placed and delayed (6.1.1).
      if (dawnFrom && after.phase !== 'dawn') {
        const d = dawnReport(dawnFrom, after);
        dawnFrom = null;
        if (d.placed.length > 0 || d.delayed.length > 0)
          add(after.turn, {
            kind: 'reinforcements',
            placed: d.placed.map((p) => ({ area: p.area, units: p.units })),
            delayed: d.delayed.flatMap((g) => g.units),
          });
      }
    },
    result(): TurnStory[] {
      return [...turns.entries()]
        .sort((x, y) => x[0] - y[0])
        .map(([turn, lines]) => ({ turn, lines }));
    },
  };
}
