/**
 * The reducer: `apply(state, action)` returns the next state and the dice rolled, or a stable
 * error naming the rule (or the component fact needed). Pure: it never mutates its input, never
 * throws for a rules violation, and draws generated dice only from the PRNG state in `state`.
 */
import { type DiceStream, diceStream, type OwnerDice } from '../dice';
import { answerFact as kitAnswerFact } from '../kit';
import {
  activate,
  barrageChoice,
  declareAttack,
  endCombat,
  endRound,
  move,
  resolveAttack,
  retreat,
  revealCounter,
  rollBloodyStreets,
} from './combatPhase';
import { settle } from './flow';
import { setupNeeded, withNamedUnits } from './germanFacts';
import { fail, needFact, okv } from './ops';
import {
  buyMorale,
  buySupport,
  chooseIsolated,
  endSupply,
  placeReinforcements,
  returnUnit,
  rollRandomEvent,
  rollSupply,
} from './phases';
import { outOfSequence } from './sequence';
import type { Action, Applied, GameResultOf, GameState } from './types';

/** The kinds of component fact an answer may name (kit Fact). */
const FACT_KINDS = [
  'adjacency',
  'neighbours',
  'terrain',
  'tem',
  'name',
  'event',
  'germanCounters',
  'setup',
  'counter',
] as const;

/** Action types that may roll dice or draw from the digital cup. */
const ROLLING = new Set<Action['type']>([
  'rollRandomEvent',
  'rollSupply',
  'rollBloodyStreets',
  'declareAttack',
  'revealCounter',
  'resolveAttack',
]);

/** A stream for actions that never roll: any use is a programming error. */
const NO_DICE: DiceStream = {
  roll: () => {
    throw new Error('this action does not roll dice');
  },
  draw: () => {
    throw new Error('this action does not draw counters');
  },
  finish: () => ({ ok: true, value: true }),
  prng: [0, 0, 0, 0],
  rolls: [],
};

/** Records the owner's answer in the game's kit (the kit module checks it against what is known). */
function answerFact(
  state: GameState,
  action: Extract<Action, { type: 'answerFact' }>,
): GameResultOf<GameState> {
  let k: ReturnType<typeof kitAnswerFact>;
  try {
    k = kitAnswerFact(state.kit, action.fact, action.answer as never);
  } catch {
    // A malformed answer (e.g. from an imported file) must not escape as an exception.
    return fail('fact.answerShape', 'input', `The answer does not fit a ${action.fact.kind} fact.`);
  }
  // 5.3, 14.3: the units of a place just named come onto the board where they started.
  return k.ok
    ? okv({
        ...state,
        kit: k.value,
        germans: withNamedUnits(k.value, state.scenario, state.germans),
      })
    : fail(k.error.code, k.error.rule, k.error.message);
}

/** Applies one action: the next state (settled to the next decision) and its rolls, or an error. */
export function apply(state: GameState, action: Action): GameResultOf<Applied> {
  if (
    !action ||
    typeof action !== 'object' ||
    typeof (action as { type?: unknown }).type !== 'string'
  )
    return fail('action.shape', 'input', 'An action is an object with a type.');
  if (state.result && action.type !== 'answerFact')
    return fail(
      'game.over',
      state.result.rule,
      `The game is over: ${state.result.winner === 'german' ? 'the German player won' : 'the Soviet side won'}. ${state.result.message}`,
    );
  // 6.0: each step accepts only its own actions (SEQUENCE); the handlers check the rest.
  const early = outOfSequence(state, action.type);
  if (early) return early;
  const owner: OwnerDice | undefined = 'dice' in action ? action.dice : undefined;
  // Only these actions can roll or draw; the others skip building a stream.
  const dice = ROLLING.has(action.type) || owner ? diceStream(state.prng, owner) : NO_DICE;
  let r: GameResultOf<GameState>;
  switch (action.type) {
    case 'placeReinforcements':
      r = placeReinforcements(state, action);
      break;
    case 'chooseIsolated':
      r = chooseIsolated(state, action);
      break;
    case 'rollRandomEvent':
      r = rollRandomEvent(state, dice);
      break;
    case 'rollSupply':
      r = rollSupply(state, dice);
      break;
    case 'buySupport':
      r = buySupport(state, action);
      break;
    case 'buyMorale':
      r = buyMorale(state, action);
      break;
    case 'returnUnit':
      r = returnUnit(state, action);
      break;
    case 'endSupply':
      r = endSupply(state);
      break;
    case 'rollBloodyStreets':
      r = rollBloodyStreets(state, dice);
      break;
    case 'activate':
      r = activate(state, action);
      break;
    case 'move':
      r = move(state, action);
      break;
    case 'declareAttack':
      r = declareAttack(state, action, dice);
      break;
    case 'revealCounter':
      r = revealCounter(state, action, dice);
      break;
    case 'barrageChoice':
      r = barrageChoice(state, action);
      break;
    case 'resolveAttack':
      r = resolveAttack(state, action, dice);
      break;
    case 'retreat':
      r = retreat(state, action);
      break;
    case 'endRound':
      r = endRound(state);
      break;
    case 'endCombatPhase':
      r = endCombat(state);
      break;
    case 'answerFact': {
      const f: unknown = action.fact;
      if (
        !f ||
        typeof f !== 'object' ||
        !FACT_KINDS.includes((f as { kind?: never }).kind as never)
      )
        return fail(
          'fact.shape',
          'input',
          `An answer names the fact it answers: one of ${FACT_KINDS.join(', ')}.`,
        );
      // The owner's answer goes into the game's own kit snapshot, so replay needs nothing else.
      r = answerFact(state, action);
      break;
    }
    default:
      return fail(
        'action.unknown',
        'input',
        `Unknown action type ${JSON.stringify((action as { type: string }).type)}.`,
      );
  }
  if (!r.ok) return r;
  const finished = dice.finish();
  if (!finished.ok) return fail(finished.error.code, finished.error.rule, finished.error.message);
  const settled = settle(r.value);
  if (!settled.ok) return settled;
  const setup = action.type === 'answerFact' ? null : setupNeeded(settled.value);
  if (setup) return needFact(setup, 'The next step needs these German units');
  const next = dice.rolls.length > 0 ? { ...settled.value, prng: dice.prng } : settled.value;
  return okv({ state: next, rolls: dice.rolls });
}
