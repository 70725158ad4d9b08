/**
 * The sequence of play as data (6.0): `advance` follows each Phase's steps and `next`, and
 * `apply` refuses every action the step the game is at does not accept.
 */
import { describe, expect, it } from 'vitest';
import {
  acceptsNow,
  advance,
  choiceAfterDice,
  currentStep,
  enterPhase,
  PHASE_SPEC,
  PHASES,
  SEQUENCE,
} from '../../../../src/volga/engine/game';
import {
  type Action,
  type GameState,
  type Phase,
  RECORD_ACTIONS,
  type Step,
} from '../../../../src/volga/engine/game/types';
import { act, atActionRounds, atPurchase, edit, game, refuse } from './helpers';

/** One action of every type, so a missing type fails to compile. */
const SAMPLE: { readonly [T in Action['type']]: Extract<Action, { type: T }> } = {
  placeReinforcements: { type: 'placeReinforcements', area: 1, units: ['389/A'] },
  chooseIsolated: { type: 'chooseIsolated', areas: [20] },
  rollRandomEvent: { type: 'rollRandomEvent' },
  rollSupply: { type: 'rollSupply' },
  buySupport: { type: 'buySupport', marker: 'artillery' },
  buyMorale: { type: 'buyMorale' },
  returnUnit: { type: 'returnUnit', unit: 'x', area: 1 },
  endSupply: { type: 'endSupply' },
  rollBloodyStreets: { type: 'rollBloodyStreets' },
  activate: { type: 'activate', area: 1 },
  move: { type: 'move', unit: 'x', to: 2 },
  moveStack: { type: 'moveStack', units: ['x'], to: 2 },
  declareAttack: { type: 'declareAttack', area: 9, units: ['x'] },
  revealCounter: { type: 'revealCounter', counter: 'x' },
  barrageChoice: { type: 'barrageChoice', choice: 'retreat' },
  resolveAttack: { type: 'resolveAttack', lead: 'x', artillery: 0, engineers: 0, air: false },
  retreat: { type: 'retreat', unit: 'x', path: [1, 2] },
  endRound: { type: 'endRound' },
  endCombatPhase: { type: 'endCombatPhase' },
  renameUnit: { type: 'renameUnit', from: 'x', to: 'y' },
  answerFact: { type: 'answerFact', fact: { kind: 'name', area: 1 }, answer: 'x' },
};
const TYPES = Object.keys(SAMPLE) as Action['type'][];

/** The game put at `phase`/`step` (tests only). */
const at = (s: GameState, phase: Phase, step: Step) =>
  edit(s, (d) => {
    d.phase = phase;
    d.step = step;
  });

describe('SEQUENCE (6.0)', () => {
  it('lists the Phases in the order of 6.0, each once', () => {
    expect(SEQUENCE.map((p) => p.phase)).toEqual([...PHASES]);
    for (const p of SEQUENCE) expect(PHASE_SPEC[p.phase]).toBe(p);
  });

  it('every action type but the record actions (answerFact, renameUnit) belongs to exactly one step', () => {
    for (const type of TYPES) {
      const steps = SEQUENCE.flatMap((p) => p.steps.filter((x) => x.accepts.includes(type)));
      expect(steps.length, type).toBe(RECORD_ACTIONS.has(type) ? 0 : 1);
    }
  });

  // 6.0 (6.1.1, 6.1.2, 12.3 isolation, 6.2, 6.3, 6.4.1, 6.4.2, 6.5, then the next Turn's Dawn).
  it.each([
    ['dawn', 'reinforcement', 'dawn', 'withdrawal'],
    ['dawn', 'withdrawal', 'dawn', 'isolation'],
    ['dawn', 'isolation', 'randomEvent', 'roll'],
    ['randomEvent', 'roll', 'supply', 'roll'],
    ['supply', 'roll', 'supply', 'purchase'],
    ['supply', 'purchase', 'combat', 'bloodyStreets'],
    ['combat', 'bloodyStreets', 'combat', 'actionRounds'],
    ['combat', 'actionRounds', 'end', 'end'],
    ['end', 'end', 'dawn', 'reinforcement'],
    ['over', 'over', 'over', 'over'],
  ] as const)('advance: %s/%s is followed by %s/%s', (phase, step, nextPhase, nextStep) => {
    const s = advance(at(game(), phase, step));
    expect([s.phase, s.step]).toEqual([nextPhase, nextStep]);
  });

  it('enterPhase puts the game at the first step of the Phase', () => {
    const s = enterPhase(atActionRounds(game()), 'supply');
    expect([s.phase, s.step]).toEqual(['supply', 'roll']);
    expect(currentStep(s).step.label).toBe('Supply roll');
  });
});

describe('apply follows SEQUENCE: each step accepts only its own actions (6.0)', () => {
  const base = game();
  const positions: [string, GameState][] = [
    ['dawn/reinforcement', at(base, 'dawn', 'reinforcement')],
    ['dawn/isolation', edit(at(base, 'dawn', 'isolation'), (d) => (d.isolationCandidates = [20]))],
    ['randomEvent/roll', at(base, 'randomEvent', 'roll')],
    ['supply/roll', at(base, 'supply', 'roll')],
    ['supply/purchase', atPurchase(base, 20)],
    ['combat/bloodyStreets', at(base, 'combat', 'bloodyStreets')],
    ['combat/actionRounds', atActionRounds(base)],
  ];

  it.each(positions)('at %s every other action is refused with 6.0', (_, s) => {
    const { step } = currentStep(s);
    for (const type of TYPES) {
      if (RECORD_ACTIONS.has(type) || step.accepts.includes(type)) continue;
      expect(acceptsNow(s, type)).toBe(false);
      expect(refuse(s, SAMPLE[type]), type).toMatchObject({ code: 'phase.wrongStep', rule: '6.0' });
    }
  });

  it('the refusal says where the action belongs and where the game is', () => {
    const e = refuse(atPurchase(base, 20), { type: 'rollSupply' });
    expect(e.message).toContain('Supply Phase, Supply roll (6.3)');
    expect(e.message).toContain('Supply Phase, Purchases');
  });

  it('actions the step accepts reach their own rules', () => {
    // A purchase at the purchase step is judged by 6.3, not by the sequence.
    expect(refuse(atPurchase(base, 0), { type: 'buyMorale' })).toMatchObject({
      code: 'supply.insufficient',
      rule: '6.3',
    });
    expect(acceptsNow(atPurchase(base, 0), 'buyMorale')).toBe(true);
    expect(acceptsNow(atPurchase(base, 0), 'answerFact')).toBe(true);
    expect(acceptsNow(atPurchase(base, 0), 'renameUnit')).toBe(true);
  });

  it('a Supply roll on a Turn played through moves on by SEQUENCE', () => {
    const s = act(
      at(
        edit(base, (d) => (d.turn = 2)),
        'supply',
        'roll',
      ),
      {
        type: 'rollSupply',
        dice: { supply: [3, 3, 3, 3] },
      },
    );
    expect([s.phase, s.step]).toEqual(['supply', 'purchase']);
    const c = act(s, { type: 'endSupply' });
    // 6.4.1 is skipped when no Light/Heavy Urban Area is Contested.
    expect(c.phase).toBe('combat');
    const ended = act(
      edit(c, (d) => (d.step = 'actionRounds')),
      { type: 'endCombatPhase' },
    );
    expect([ended.turn, ended.phase]).toEqual([3, 'dawn']);
  });
});

describe('9.5: an attack chooses its lead and markers, then rolls', () => {
  it('no refusal while no die of the attack is entered', () => {
    expect(choiceAfterDice(0)).toBeNull();
  });

  it('9.5: once one die is entered, a change to the lead, markers or Air is refused', () => {
    for (const n of [1, 4, 6]) {
      const e = choiceAfterDice(n);
      expect(e).toMatchObject({ code: 'attack.diceIn', rule: '9.5' });
      expect(e?.message).toMatch(/lead, Support markers and Air/);
    }
  });
});
