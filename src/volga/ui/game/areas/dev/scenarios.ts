/**
 * Positions for the Areas / Combat Phase dev harness (test builds only). Each starts from a new
 * game on the TEST FIXTURE kit and is reached by real engine actions, with a hand-made position
 * (like the engine's scenario tests) only where ordinary play would take many turns to get there.
 */

import { type Action, apply, type GameState, newGame } from '../../../../engine/game';
import { fixtureKit } from '../../../../engine/kit/fixture';

/** What each position the harness offers is for, by name, in the order it lists them. */
export const SCENARIO_TITLE = {
  turn1: 'Turn 1, Action Rounds, physical cup (2 Artillery, 1 Engineer bought)',
  digital: 'Turn 1, Action Rounds, digital cup',
  bloody: 'Turn 1 Combat Phase with Areas 9 and 10 Contested: Bloody Streets',
  lastMorale: 'As Bloody Streets, with German Morale at 1',
  unknown: 'Turn 1, Action Rounds; the kit knows neither the 4-9 border nor the terrain of Area 9',
  borders: "Turn 1, Action Rounds; of Area 5's borders the kit knows only the one with Area 4",
} as const;
export type ScenarioName = keyof typeof SCENARIO_TITLE;
/** The positions' names. */
export const SCENARIOS = Object.keys(SCENARIO_TITLE) as readonly ScenarioName[];

function must(s: GameState, a: Action): GameState {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`${a.type}: ${r.error.code} ${r.error.message}`);
  return r.value.state;
}

type Draft<T> = { -readonly [K in keyof T]: T[K] extends object ? Draft<T[K]> : T[K] };

/** A custom position: a deep copy of `s` changed by `fn`. */
function edit(s: GameState, fn: (d: Draft<GameState>) => void): GameState {
  const d = structuredClone(s) as Draft<GameState>;
  fn(d);
  return d as GameState;
}

/** Turn 1 to the Supply purchases: a Commissars event (roll 12) and a Supply roll of 12. */
function toPurchase(cup: 'physical' | 'digital'): GameState {
  const g = newGame({ scenario: 'main', cup, kit: fixtureKit(), seed: 1 });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  s = must(s, { type: 'rollRandomEvent', dice: { randomEvent: [4, 4, 4] } });
  s = must(s, { type: 'rollSupply', dice: { supply: [3, 3, 3, 3] } });
  return s;
}

/** The position named `name`. */
export function scenario(name: ScenarioName): GameState {
  if (name === 'bloody' || name === 'lastMorale') {
    const s = edit(toPurchase('physical'), (d) => {
      if (name === 'lastMorale') d.morale = 1;
      // Area 9 (Light Urban) with a Revealed Heroes unit and two German units; Area 10 (Heavy
      // Urban, TEM +4) with a Revealed Guards unit and one German unit (6.4.1's +1).
      for (const [id, area] of [
        ['FD/1', 9],
        ['FD/2', 9],
        ['29/A', 10],
      ] as const)
        d.germans[id] = { id, spent: false, location: { kind: 'area', area } };
      for (const [n, counter] of [
        [9, 'main-lightUrban-6-heroes-1'],
        [10, 'main-heavyUrban-8-guards-1'],
      ] as const) {
        d.areas[n] = { control: 'soviet', soviet: { counter, revealedRound: 0 }, isolated: false };
        for (const t of Object.keys(d.pools) as (keyof typeof d.pools)[])
          d.pools[t] = d.pools[t].filter((c) => c !== counter);
      }
    });
    return must(s, { type: 'endSupply' });
  }
  if (name === 'unknown') {
    // As if the owner had not transcribed Area 9: its terrain, TEM and the border with 4.
    return edit(scenario('turn1'), (d) => {
      const a4 = d.kit.areas[4]!;
      const a9 = d.kit.areas[9]!;
      a4.neighbours = a4.neighbours.filter((m) => m !== 9);
      a4.neighboursComplete = false;
      a9.neighbours = a9.neighbours.filter((m) => m !== 4);
      a9.neighboursComplete = false;
      a9.terrain = null;
      a9.tem = null;
    });
  }
  if (name === 'borders') {
    // A half-transcribed map: Area 5's neighbour list holds only Area 4, so whether Area 5 is
    // next to a Soviet unit (8.2's 1 or 2 MF) is a fact the engine must ask for.
    return edit(scenario('turn1'), (d) => {
      const a5 = d.kit.areas[5]!;
      for (const m of a5.neighbours) {
        if (m === 4) continue;
        const am = d.kit.areas[m]!;
        am.neighbours = am.neighbours.filter((x) => x !== 5);
        am.neighboursComplete = false;
      }
      a5.neighbours = [4];
      a5.neighboursComplete = false;
    });
  }
  let s = toPurchase(name === 'digital' ? 'digital' : 'physical');
  s = must(s, { type: 'buySupport', marker: 'artillery', count: 2 });
  s = must(s, { type: 'buySupport', marker: 'engineer' });
  return must(s, { type: 'endSupply' });
}
