/**
 * The reducer: `apply(state, action)` returns the next state and the dice rolled, or a stable
 * error naming the rule (or the component fact needed). Pure: it never mutates its input, never
 * throws for a rules violation, and draws generated dice only from the PRNG state in `state`.
 */
import { isPlainObject } from '../../../core/input';
import { err, ok } from '../../../core/result';
import { type DiceStream, diceStream, type OwnerDice, type Roll } from '../dice';
import { answerFact as kitAnswerFact } from '../kit';
import {
  activate,
  barrageChoice,
  declareAttack,
  endCombat,
  endRound,
  endRoundIfOver,
  move,
  moveStack,
  resolveAttack,
  retreat,
  revealCounter,
  rollBloodyStreets,
} from './combatPhase';
import { setupNeeded, withdrawalDivisionNeeded, withNamedUnits } from './germanFacts';
import { needFact } from './ops';
import { pendingEventAsked, readPendingEvent } from './pendingEvent';
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
import { renameUnit } from './rename';
import { outOfSequence, settle } from './sequence';

import {
  type Action,
  type Applied,
  type GameError,
  type GameResultOf,
  type GameState,
  RECORD_ACTIONS,
} from './types';

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
  total: () => {
    throw new Error('this action does not roll dice');
  },
  draw: () => {
    throw new Error('this action does not draw counters');
  },
  finish: () => ({ ok: true, value: true }),
  prng: [0, 0, 0, 0],
  rolls: [],
};

/**
 * Records the owner's answer in the game's kit (the kit module checks it against what is known),
 * so replay needs nothing else.
 */
function answerFact(
  state: GameState,
  action: Extract<Action, { type: 'answerFact' }>,
): GameResultOf<GameState> {
  const f: unknown = action.fact;
  if (!isPlainObject(f) || !FACT_KINDS.includes(f.kind as never))
    return err(
      'fact.shape',
      'input',
      `An answer names the fact it answers: one of ${FACT_KINDS.join(', ')}.`,
    );
  let k: ReturnType<typeof kitAnswerFact>;
  try {
    k = kitAnswerFact(state.kit, action.fact, action.answer as never);
  } catch {
    // A malformed answer (e.g. from an imported file) must not escape as an exception.
    return err('fact.answerShape', 'input', `The answer does not fit a ${action.fact.kind} fact.`);
  }
  // 5.3, 14.3: the units of a place just named come onto the board where they started; a
  // Random Event put off is read once its row is known (6.2).
  return k.ok
    ? ok(
        readPendingEvent({
          ...state,
          kit: k.value,
          germans: withNamedUnits(k.value, state.scenario, state.germans),
        }),
      )
    : err(k.error.code, k.error.rule, k.error.message);
}

/** What each action type does to the state, with the dice stream for those that roll. */
const HANDLERS: {
  readonly [T in Action['type']]: (
    state: GameState,
    action: Extract<Action, { type: T }>,
    dice: DiceStream,
  ) => GameResultOf<GameState>;
} = {
  placeReinforcements,
  chooseIsolated,
  rollRandomEvent,
  rollSupply: (s, _a, dice) => rollSupply(s, dice),
  buySupport,
  buyMorale,
  returnUnit,
  endSupply,
  rollBloodyStreets: (s, _a, dice) => rollBloodyStreets(s, dice),
  activate,
  move,
  moveStack,
  declareAttack,
  revealCounter,
  barrageChoice,
  resolveAttack,
  retreat,
  endRound,
  endCombatPhase: endCombat,
  answerFact,
  renameUnit,
};

/**
 * A refusal that asks a component fact, told the dice rolled before it asked (the PRNG stays
 * put on a refusal, so the retried action rolls them again); other refusals pass unchanged.
 */
function withRolls<T>(r: { ok: false; error: GameError }, rolls: readonly Roll[]): GameResultOf<T> {
  return r.error.fact && rolls.length > 0 ? { ok: false, error: { ...r.error, rolls } } : r;
}

/** Applies one action: the next state (settled to the next decision) and its rolls, or an error. */
export function apply(state: GameState, action: Action): GameResultOf<Applied> {
  if (!isPlainObject(action) || typeof action.type !== 'string')
    return err('action.shape', 'input', 'An action is an object with a type.');
  if (state.result && !RECORD_ACTIONS.has(action.type))
    return err(
      'game.over',
      state.result.rule,
      `The game is over: ${state.result.winner === 'german' ? 'the German player won' : 'the Soviet side won'}. ${state.result.message}`,
    );
  // 6.0: each step accepts only its own actions (SEQUENCE); the handlers check the rest.
  const early = outOfSequence(state, action.type);
  if (early) return early;
  // 6.2: a Random Event put off is asked before the first action its effect can change.
  const pending = pendingEventAsked(state, action);
  if (pending) return pending;
  const owner: OwnerDice | undefined = 'dice' in action ? action.dice : undefined;
  // Only these actions can roll or draw; the others skip building a stream.
  const dice = ROLLING.has(action.type) || owner ? diceStream(state.prng, owner) : NO_DICE;
  if (!Object.hasOwn(HANDLERS, action.type))
    return err(
      'action.unknown',
      'input',
      `Unknown action type ${JSON.stringify((action as { type: string }).type)}.`,
    );
  const r = HANDLERS[action.type](state, action as never, dice);
  if (!r.ok) return withRolls(r, dice.rolls);
  const finished = dice.finish();
  if (!finished.ok) return err(finished.error.code, finished.error.rule, finished.error.message);
  // 6.4.2: an Action Round whose units have all acted ends without a tap.
  const settled = settle(endRoundIfOver(r.value));
  if (!settled.ok) return settled;
  const setup = RECORD_ACTIONS.has(action.type) ? null : setupNeeded(settled.value);
  if (setup)
    return withRolls(needFact(setup, 'The next step needs these German units'), dice.rolls);
  // 6.1.2: the Turn 9 withdrawal counts the 29th's units, so each unit's division is asked first.
  const division = withdrawalDivisionNeeded(state, settled.value);
  if (division)
    return withRolls(
      needFact(division, 'The Turn 9 withdrawal (6.1.2) needs the division of this unit'),
      dice.rolls,
    );
  const next = dice.rolls.length > 0 ? { ...settled.value, prng: dice.prng } : settled.value;
  return ok({ state: next, rolls: dice.rolls });
}
