/**
 * The sequence of play (6.0) declared as data, and the reducer's one way through it: each Phase
 * with its steps, the actions each step accepts (`apply` refuses any other, `acceptsNow`), the
 * Phase that follows (`advance` moves on by it), and the hooks through which the engine plays
 * the steps that need no decision (`settle` walks them). The model is boardgame.io's flow: a
 * Phase has `onBegin` and `next`, a step `onBegin`, `endIf` and `onEnd`. The screens take Phase
 * and step names and rule numbers from here.
 */
import { err, ok } from '../../../core/result';
import {
  automaticVictory,
  beginDawn,
  bloodyStreetsAreas,
  dawnWithdraw,
  endPhase,
  finalVictory,
  isLastTurn,
  isolationChoicePending,
  noReinforcementRoom,
  randomEventSkipped,
  skipRandomEvent,
  traceIsolation,
} from './flow';
import {
  type Action,
  type GameError,
  type GameResult,
  type GameResultOf,
  type GameState,
  PHASES,
  type Phase,
  RECORD_ACTIONS,
  type Step,
} from './types';

/** One step of a Phase. */
export interface StepSpec {
  readonly step: Step;
  readonly rule: string;
  readonly label: string;
  /** What the player does at this step, in a few words (the game screen's "Next"). */
  readonly prompt: string;
  /** Actions the step accepts (answerFact is always accepted). */
  readonly accepts: readonly Action['type'][];
  /**
   * Prepares the step before `endIf` is asked: `settle` runs it after every action while the
   * game is at the step, so it changes the state only the first time (or asks for a fact).
   */
  readonly onBegin?: (s: GameState) => GameResultOf<GameState>;
  /**
   * True when the step is over without the player, asked after every action; a step without
   * it waits for the player, whose action moves the game on.
   */
  readonly endIf?: (s: GameState) => GameResultOf<boolean>;
  /** What the engine does as it ends the step itself (when `endIf` said so), before moving on. */
  readonly onEnd?: (s: GameState) => GameState;
}

/** One Phase of the Turn. */
export interface PhaseSpec {
  readonly phase: Phase;
  readonly rule: string;
  readonly label: string;
  /** Its steps, in order: `advance` goes from each to the next, and from the last to `next`. */
  readonly steps: readonly [StepSpec, ...StepSpec[]];
  /** The Phase that follows the last step. */
  readonly next: Phase;
  /** What the engine does as the game enters the Phase (`enterPhase`). */
  readonly onBegin?: (s: GameState) => GameState;
}

/** An `endIf` that is always met: the step is the engine's alone. */
const always = (): GameResultOf<boolean> => ok(true);

/** Every Phase by name (6.1-6.5, and 11.0 once the game is over); a missing one fails to compile. */
export const PHASE_SPEC: Readonly<Record<Phase, PhaseSpec>> = {
  dawn: {
    phase: 'dawn',
    rule: '6.1',
    label: 'Dawn Phase',
    next: 'randomEvent',
    onBegin: beginDawn,
    steps: [
      {
        step: 'reinforcement',
        rule: '6.1.1',
        label: 'Reinforcements',
        prompt: 'Place the reinforcements.',
        accepts: ['placeReinforcements'],
        // 6.1.1: a group with no room anywhere is delayed to a later Turn.
        endIf: (s) => ok(noReinforcementRoom(s)),
      },
      {
        // 6.1.2 follows 6.1.1: on Turn 9 the reinforcements are placed before the 29th leaves.
        step: 'withdrawal',
        rule: '6.1.2',
        label: 'Withdrawal',
        prompt: '',
        accepts: [],
        endIf: always,
        onEnd: dawnWithdraw,
      },
      {
        step: 'isolation',
        rule: '12.3',
        label: 'Isolation',
        prompt: 'Choose the Isolated Areas.',
        accepts: ['chooseIsolated'],
        onBegin: traceIsolation,
        endIf: (s) => ok(!isolationChoicePending(s)),
      },
    ],
  },
  randomEvent: {
    phase: 'randomEvent',
    rule: '6.2',
    label: 'Random Event Phase',
    next: 'supply',
    steps: [
      {
        step: 'roll',
        rule: '6.2',
        label: 'Random Event roll',
        prompt: 'Roll for the Random Event.',
        accepts: ['rollRandomEvent'],
        // 14.6.1: no Random Event roll on the Factory District's first Turn.
        endIf: (s) => ok(randomEventSkipped(s)),
        onEnd: skipRandomEvent,
      },
    ],
  },
  supply: {
    phase: 'supply',
    rule: '6.3',
    label: 'Supply Phase',
    next: 'combat',
    steps: [
      {
        step: 'roll',
        rule: '6.3',
        label: 'Supply roll',
        prompt: 'Roll for Supply.',
        accepts: ['rollSupply'],
      },
      {
        step: 'purchase',
        rule: '6.3',
        label: 'Purchases',
        prompt: 'Buy Support, Morale or returns, then go to combat.',
        accepts: ['buySupport', 'buyMorale', 'returnUnit', 'endSupply'],
      },
    ],
  },
  combat: {
    phase: 'combat',
    rule: '6.4',
    label: 'Combat Phase',
    next: 'end',
    steps: [
      {
        step: 'bloodyStreets',
        rule: '6.4.1',
        label: 'Bloody Streets',
        prompt: 'Roll Bloody Streets.',
        accepts: ['rollBloodyStreets'],
        // 6.4.1: nothing to roll when no Contested Urban Area needs it.
        endIf: (s) => {
          const areas = bloodyStreetsAreas(s);
          return areas.ok ? ok(areas.value.length === 0) : areas;
        },
      },
      {
        step: 'actionRounds',
        rule: '6.4.2',
        label: 'Action Rounds',
        prompt: 'Activate an Area, or end the Combat Phase.',
        accepts: [
          'activate',
          'move',
          'moveStack',
          'declareAttack',
          'revealCounter',
          'barrageChoice',
          'resolveAttack',
          'retreat',
          'endRound',
          'endCombatPhase',
        ],
      },
    ],
  },
  end: {
    phase: 'end',
    rule: '6.5',
    label: 'End Phase',
    next: 'dawn',
    // 6.5 runs at once: the engine flips, lowers Morale and moves the Turn marker itself.
    steps: [
      {
        step: 'end',
        rule: '6.5',
        label: 'End Phase',
        prompt: '',
        accepts: [],
        endIf: always,
        onEnd: endPhase,
      },
    ],
  },
  over: {
    phase: 'over',
    rule: '11.0',
    label: 'Game over',
    next: 'over',
    steps: [
      { step: 'over', rule: '11.0', label: 'Game over', prompt: 'The game is over.', accepts: [] },
    ],
  },
};

/** The Turn, Phase by Phase in the order of 6.0, then the game-over Phase. */
export const SEQUENCE: readonly PhaseSpec[] = PHASES.map((p) => PHASE_SPEC[p]);

/** The Phase and step specs the game is at now. */
export function currentStep(s: GameState): { readonly phase: PhaseSpec; readonly step: StepSpec } {
  const phase = PHASE_SPEC[s.phase] ?? PHASE_SPEC.dawn;
  const step = phase.steps.find((x) => x.step === s.step) ?? phase.steps[0];
  return { phase, step };
}

/**
 * The state at the first step of `phase`, with the Phase's `onBegin` done (the only way the
 * reducer jumps, e.g. to game over).
 */
export function enterPhase(s: GameState, phase: Phase): GameState {
  const spec = PHASE_SPEC[phase];
  const entered = { ...s, phase, step: spec.steps[0].step };
  return spec.onBegin ? spec.onBegin(entered) : entered;
}

/**
 * Plays the steps that need no decision until the game waits for the player, by the sequence
 * data alone: at each step its `onBegin`, then `endIf`; a step that is over gets its `onEnd`
 * and the game advances to the next. It runs after every action.
 */
export function settle(state: GameState): GameResultOf<GameState> {
  let s = state;
  for (;;) {
    const { step } = currentStep(s);
    if (step.onBegin) {
      const begun = step.onBegin(s);
      if (!begun.ok) return begun;
      s = begun.value;
    }
    if (!step.endIf) return ok(s);
    const over = step.endIf(s);
    if (!over.ok) return over;
    if (!over.value) return ok(s);
    s = advance(step.onEnd ? step.onEnd(s) : s);
  }
}

/** Enters the first Dawn of a new game and settles. */
export function settleAfterDawnStart(s: GameState): GameResultOf<GameState> {
  return settle(enterPhase(s, 'dawn'));
}

/**
 * Ends the Combat Phase (6.4.3): 11.1 / 14.7 automatic victory; on the last Turn the final check
 * (11.2 at the start of the End Phase, 14.7); otherwise on to the End Phase (6.5), which the
 * engine plays, and the next Dawn.
 */
export function endCombatPhase(s: GameState): GameResultOf<GameState> {
  const auto = automaticVictory(s);
  if (auto) return ok(gameOver(s, auto));
  if (isLastTurn(s)) {
    const fin = finalVictory(s);
    if (!fin.ok) return fin;
    return ok(gameOver(s, fin.value));
  }
  return settle(advance(s));
}

/** The game over with `result`. */
function gameOver(s: GameState, result: GameResult): GameState {
  return { ...enterPhase(s, 'over'), round: null, result };
}

/**
 * The state one step on in the sequence of play: the Phase's next step, or after its last step
 * the first step of the Phase it names as `next` (6.0).
 */
export function advance(s: GameState): GameState {
  const { phase, step } = currentStep(s);
  const i = phase.steps.indexOf(step);
  const following = phase.steps[i + 1];
  return following ? { ...s, step: following.step } : enterPhase(s, phase.next);
}

/** True when the step the game is at accepts actions of this type (RECORD_ACTIONS always). */
export function acceptsNow(s: GameState, type: Action['type']): boolean {
  return RECORD_ACTIONS.has(type) || currentStep(s).step.accepts.includes(type);
}

/** True once play has moved beyond `phase` in this Turn (6.0: the phases run in order). */
export function phaseIsPast(s: GameState, phase: Phase): boolean {
  return PHASES.indexOf(s.phase) > PHASES.indexOf(phase);
}

/** Where actions of this type belong in the sequence of play, or undefined for RECORD_ACTIONS. */
function acceptedAt(type: Action['type']): { phase: PhaseSpec; step: StepSpec } | undefined {
  for (const phase of SEQUENCE) {
    const step = phase.steps.find((x) => x.accepts.includes(type));
    if (step) return { phase, step };
  }
  return undefined;
}

/**
 * The refusal of an action the step the game is at does not accept (6.0), saying where in the
 * sequence it belongs; null when the step accepts it, or when no step knows the type (the
 * reducer refuses unknown types itself).
 */
export function outOfSequence(
  s: GameState,
  type: Action['type'],
): { ok: false; error: GameError } | null {
  if (acceptsNow(s, type)) return null;
  const at = acceptedAt(type);
  if (!at) return null;
  return wrongStep(
    s,
    `This belongs to the ${at.phase.label}, ${at.step.label} (${at.step.rule}); it`,
  );
}

/** The refusal of `what` at a point of the sequence of play that does not allow it (6.0). */
export function wrongStep(s: GameState, what: string): { ok: false; error: GameError } {
  const { phase, step } = currentStep(s);
  return err(
    'phase.wrongStep',
    '6.0',
    `${what} is not possible now (Turn ${s.turn}, ${phase.label}, ${step.label}).`,
  );
}

/**
 * The refusal of a change to an attack's lead, Support markers or Air marker once `diceIn` of
 * its dice are entered, or null while none is. 9.5 resolves in a fixed order (lead, markers,
 * values, then the roll) and 9.5.3D rolls the Air die as its marker is placed, so no choice may
 * follow a die; the only way back is to clear the dice. `resolveAttack` carries choices and dice
 * together, so the screen that collects them asks this before each change.
 */
export function choiceAfterDice(diceIn: number): GameError | null {
  if (diceIn <= 0) return null;
  return {
    code: 'attack.diceIn',
    rule: '9.5',
    message:
      'Dice are in, so the lead, Support markers and Air stay as they are: an attack chooses them first, then rolls.',
  };
}
