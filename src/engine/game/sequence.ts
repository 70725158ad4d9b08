/**
 * The sequence of play (6.0) declared as data: each Phase with its steps, what the engine does
 * by itself there, which actions it waits for, and what ends the step. The reducer follows this
 * order; the UI and `legalActions` read it.
 */
import type { Action, GameState, Phase, Step } from './types';

/** One step of a Phase. */
export interface StepSpec {
  readonly step: Step;
  readonly rule: string;
  readonly label: string;
  /** What the engine does on its own at this step. */
  readonly auto: string;
  /** Actions the step accepts (answerFact is always accepted). */
  readonly accepts: readonly Action['type'][];
  /** What ends the step. */
  readonly endsWhen: string;
}

/** One Phase of the Turn. */
export interface PhaseSpec {
  readonly phase: Phase;
  readonly rule: string;
  readonly label: string;
  readonly steps: readonly StepSpec[];
  /** The Phase that follows. */
  readonly next: Phase;
}

/** The Turn, Phase by Phase (6.0-6.5), with the scenario rules that change it. */
export const SEQUENCE: readonly PhaseSpec[] = [
  {
    phase: 'dawn',
    rule: '6.1',
    label: 'Dawn Phase',
    next: 'randomEvent',
    steps: [
      {
        step: 'reinforcement',
        rule: '6.1.1',
        label: 'Reinforcements',
        auto: 'On Turn 9 of the main game the 29th Motorized is withdrawn (6.1.2), -1 Morale for each of its units Out of Action (6.2.1). Groups with no room in any of their Areas are delayed (6.1.1).',
        accepts: ['placeReinforcements'],
        endsWhen:
          'Every waiting group (6.1.1 Turn 2/7, 14.4 Turn 12, 6.2.1/14.6.1 returns) is placed or has no room.',
      },
      {
        step: 'isolation',
        rule: '12.3',
        label: 'Isolation',
        auto: 'With 12.3 in use, traces supply and marks the Isolated Areas when at most fourteen qualify.',
        accepts: ['chooseIsolated'],
        endsWhen:
          'The Isolation markers are placed (the owner chooses when more than fourteen qualify).',
      },
    ],
  },
  {
    phase: 'randomEvent',
    rule: '6.2',
    label: 'Random Event Phase',
    next: 'supply',
    steps: [
      {
        step: 'roll',
        rule: '6.2',
        label: 'Random Event roll',
        auto: 'Skipped on Turn 10 of the Factory District (14.6.1).',
        accepts: ['rollRandomEvent'],
        endsWhen:
          'The 3d6 roll is read (6.2.1: a 3 after the division left counts as 4; 10.1: no result on Turn 1).',
      },
    ],
  },
  {
    phase: 'supply',
    rule: '6.3',
    label: 'Supply Phase',
    next: 'combat',
    steps: [
      {
        step: 'roll',
        rule: '6.3',
        label: 'Supply roll',
        auto: 'Adds the roll to the bank (6.3.1) and places the free Air marker(s) (6.3, 14.6.2).',
        accepts: ['rollSupply'],
        endsWhen:
          'The 4d6 (2d6 under 66th Army Breakthrough) is rolled; 10.2 / 14.6.2 minimum 16; 12.8 rerolls.',
      },
      {
        step: 'purchase',
        rule: '6.3',
        label: 'Purchases',
        auto: 'Nothing.',
        accepts: ['buySupport', 'buyMorale', 'returnUnit', 'endSupply'],
        endsWhen: 'The player ends the Supply Phase; unspent points stay banked (6.3.1).',
      },
    ],
  },
  {
    phase: 'combat',
    rule: '6.4',
    label: 'Combat Phase',
    next: 'end',
    steps: [
      {
        step: 'bloodyStreets',
        rule: '6.4.1',
        label: 'Bloody Streets',
        auto: 'Skipped when no Light/Heavy Urban Area is Contested.',
        accepts: ['rollBloodyStreets'],
        endsWhen: 'One die is rolled for each Contested Light/Heavy Urban Area.',
      },
      {
        step: 'actionRounds',
        rule: '6.4.2',
        label: 'Action Rounds',
        auto: 'Reveals in the digital cup; moves retreating units when their entry Area has room (9.5.8).',
        accepts: [
          'activate',
          'move',
          'declareAttack',
          'revealCounter',
          'barrageChoice',
          'resolveAttack',
          'retreat',
          'endRound',
          'endCombatPhase',
        ],
        endsWhen:
          'The player ends the Combat Phase; then 11.1 / 14.7, and on the last Turn 11.2 / 14.7.',
      },
    ],
  },
  {
    phase: 'end',
    rule: '6.5',
    label: 'End Phase',
    next: 'dawn',
    steps: [
      {
        step: 'end',
        rule: '6.5',
        label: 'End Phase',
        auto: 'Flips every Spent unit, Morale -1, advances the Turn marker, and begins the next Dawn.',
        accepts: [],
        endsWhen: 'At once.',
      },
    ],
  },
  {
    phase: 'over',
    rule: '11.0',
    label: 'Game over',
    next: 'over',
    steps: [
      {
        step: 'over',
        rule: '11.0',
        label: 'Game over',
        auto: 'Nothing.',
        accepts: [],
        endsWhen: 'Never.',
      },
    ],
  },
];

/** The Phase and step specs the game is at now. */
export function currentStep(s: GameState): { readonly phase: PhaseSpec; readonly step: StepSpec } {
  const phase = SEQUENCE.find((p) => p.phase === s.phase) ?? SEQUENCE[0]!;
  const step = phase.steps.find((x) => x.step === s.step) ?? phase.steps[0]!;
  return { phase, step };
}
