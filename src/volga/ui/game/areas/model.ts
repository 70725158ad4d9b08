/**
 * What the Areas screen shows for each Area, read from the game state through the engine's own
 * queries (control, Contested, Isolated, Vacant, units, the Soviet counter). Pure: no DOM, no
 * signals, and no rule is decided here; the words are the ones printed on the board.
 */
import {
  acceptsNow,
  activatableUnits,
  defender,
  type GameError,
  type GameState,
  isContested,
  mandatoryAttacksOwed,
  moveCost,
  unitsIn,
} from '../../../engine/game';
import {
  AREA_NUMBERS,
  areaLabel,
  counterById,
  type Fact,
  neighbours,
  type Side,
  temOf,
  terrainOf,
  VOLGA_AREAS,
} from '../../../engine/kit';
import { STRATEGY_LABEL, type Strategy, TERRAIN_LABEL, type Terrain } from '../../../engine/types';

/** The Soviet unit in an Area as the player sees it. */
export type SovietView =
  | { readonly kind: 'none' }
  /** Face down: only its terrain shows (4.4), or null when the kit does not know it. */
  | { readonly kind: 'unrevealed'; readonly terrain: Terrain | null }
  /** Face up: its Defense Factor (null for Pavlov's House without a set factor) and Strategy. */
  | {
      readonly kind: 'revealed';
      readonly counter: string;
      readonly defense: number | null;
      readonly strategy: Strategy;
      readonly pavlov: boolean;
    };

/** One German unit in an Area. */
export interface GermanView {
  readonly id: string;
  readonly spent: boolean;
  readonly type: 'armor' | 'infantry' | null;
  readonly attackFactor: number | null;
  readonly division: string | null;
}

/** Everything the grid tile and the sheet header show for one Area. */
export interface AreaView {
  readonly n: number;
  readonly label: string;
  readonly control: Side;
  readonly contested: boolean;
  readonly isolated: boolean;
  /** No Soviet unit (7.4). */
  readonly vacant: boolean;
  readonly volga: boolean;
  readonly terrain: Terrain | null;
  readonly tem: number | null;
  readonly soviet: SovietView;
  readonly germans: readonly GermanView[];
  readonly fresh: number;
  readonly spent: number;
  /** The Active Area of the Action Round in progress (8.1). */
  readonly active: boolean;
  /** Some Fresh unit here may be activated now (engine's activatableUnits, 8.1). */
  readonly canActivate: boolean;
  /** A Mandatory Attack on this Area is still owed this Action Round (9.1). */
  readonly attackOwed: boolean;
}

/** The terrain the kit knows for Area `n`, or null. */
export function knownTerrain(state: GameState, n: number): Terrain | null {
  const t = terrainOf(state.kit, n);
  return t.kind === 'known' ? t.value : null;
}

/** The TEM the kit knows (or derives) for Area `n`, or null. */
export function knownTem(state: GameState, n: number): number | null {
  const t = temOf(state.kit, n);
  return t.kind === 'known' ? t.value : null;
}

/** The Soviet unit in Area `n` as the player sees it. */
export function sovietView(state: GameState, n: number): SovietView {
  const s = state.areas[n]?.soviet;
  if (!s) return { kind: 'none' };
  if (s.counter === null) return { kind: 'unrevealed', terrain: knownTerrain(state, n) };
  const c = defender(state, n);
  if (!c) return { kind: 'unrevealed', terrain: knownTerrain(state, n) };
  return {
    kind: 'revealed',
    counter: c.id,
    defense: c.defense,
    strategy: c.strategy,
    pavlov: c.pavlov === true,
  };
}

/** The German units in Area `n`, in setup order, with their printed data from the kit. */
export function germansIn(state: GameState, n: number): GermanView[] {
  return unitsIn(state, n).map((id) => {
    const c = counterById(state.kit, id);
    return {
      id,
      spent: state.germans[id]?.spent === true,
      type: c?.type ?? null,
      attackFactor: c?.attackFactor ?? null,
      division: c?.division ?? null,
    };
  });
}

/** The view of Area `n`. */
export function areaView(state: GameState, n: number, owed?: readonly number[]): AreaView {
  const a = state.areas[n];
  const germans = germansIn(state, n);
  const fresh = germans.filter((g) => !g.spent).length;
  const inCombat = acceptsNow(state, 'activate');
  return {
    n,
    label: areaLabel(state.kit, n),
    control: a?.control ?? 'soviet',
    contested: isContested(state, n),
    isolated: a?.isolated === true,
    vacant: a?.soviet == null,
    volga: VOLGA_AREAS.includes(n),
    terrain: knownTerrain(state, n),
    tem: knownTem(state, n),
    soviet: sovietView(state, n),
    germans,
    fresh,
    spent: germans.length - fresh,
    active: state.round?.area === n,
    canActivate: inCombat && state.round === null && activatableUnits(state, n).length > 0,
    attackOwed: (owed ?? mandatoryAttacksOwed(state)).includes(n),
  };
}

/** Views of all 50 Areas in number order. */
export function areaViews(state: GameState): AreaView[] {
  const owed = mandatoryAttacksOwed(state);
  return AREA_NUMBERS.map((n) => areaView(state, n, owed));
}

/** Board words for an Area's markers, in the order a tile shows them. */
export function statusWords(v: AreaView): string[] {
  const out: string[] = [];
  if (v.contested) out.push('Contested');
  if (v.isolated) out.push('Isolated');
  if (v.vacant) out.push('Vacant');
  return out;
}

/** "Unrevealed, Light Urban" / "Revealed: Defense Factor 6, Guards" / "No Soviet unit". */
export function sovietText(s: SovietView): string {
  switch (s.kind) {
    case 'none':
      return 'No Soviet unit';
    case 'unrevealed':
      return `Unrevealed Soviet unit, ${s.terrain ? TERRAIN_LABEL[s.terrain] : 'terrain not yet in the kit'}`;
    case 'revealed':
      return `Revealed Soviet unit: Defense Factor ${s.defense ?? '?'}, ${
        s.pavlov ? "Pavlov's House (Guards)" : STRATEGY_LABEL[s.strategy]
      }`;
  }
}

/**
 * The Soviet line of a tile, in words read at arm's length: "? Light Urban" face down (the "?"
 * beside the terrain it shows, 4.4), "6 Barrage" face up (Defense Factor and Strategy in full),
 * "" when Vacant (the status words say so).
 */
export function tileSoviet(s: SovietView): string {
  switch (s.kind) {
    case 'none':
      return '';
    case 'unrevealed':
      return `? ${s.terrain ? TERRAIN_LABEL[s.terrain] : 'Unrevealed'}`;
    case 'revealed':
      return `${s.defense ?? '?'} ${s.pavlov ? "Pavlov's House" : STRATEGY_LABEL[s.strategy]}`;
  }
}

/** The German line of a tile: "2 Fresh", "1 Spent" (only the counts there are; none when empty). */
export function tileGermans(v: AreaView): string[] {
  const out: string[] = [];
  if (v.fresh > 0) out.push(`${v.fresh} Fresh`);
  if (v.spent > 0) out.push(`${v.spent} Spent`);
  return out;
}

/** The side controlling an Area, as the tile names it beside its shape. */
export function controlWord(v: AreaView): 'German' | 'Soviet' {
  return v.control === 'german' ? 'German' : 'Soviet';
}

/**
 * The words under a tile: the Action Round's own ("Active", "Attack owed", "Can activate") first,
 * then the board markers (Contested, Isolated, Vacant).
 */
export function tileStatus(v: AreaView): string[] {
  const out: string[] = [];
  if (v.active) out.push('Active');
  if (v.attackOwed) out.push('Attack owed');
  if (v.canActivate) out.push('Can activate');
  return [...out, ...statusWords(v)];
}

/** The whole Area in one sentence, for a screen reader's label of its tile. */
export function areaSummary(v: AreaView): string {
  const parts = [
    v.label,
    v.control === 'german' ? 'German Controlled' : 'Soviet Controlled',
    ...statusWords(v),
  ];
  if (v.active) parts.push('Active Area');
  if (v.attackOwed) parts.push('Mandatory Attack owed');
  parts.push(sovietText(v.soviet));
  if (v.germans.length > 0) parts.push(`German units: ${v.fresh} Fresh, ${v.spent} Spent`);
  if (v.canActivate) parts.push('may be activated');
  return parts.join('. ');
}

/** Counts for the summary line above the grid. */
export function boardCounts(views: readonly AreaView[]): {
  german: number;
  contested: number;
  isolated: number;
} {
  return {
    german: views.filter((v) => v.control === 'german').length,
    contested: views.filter((v) => v.contested).length,
    isolated: views.filter((v) => v.isolated).length,
  };
}

/** Activated units next door that the engine will let into an Area once the owner answers a fact. */
export interface IncomingWaiting {
  /** The component fact the engine asks for (answered with answerFact). */
  readonly fact: Fact;
  /** The engine's words: what waits on the fact. */
  readonly error: GameError;
  readonly units: readonly string[];
}

/** Where each activated unit next door stands on moving into an Area now. */
export interface Incoming {
  /** The engine's moveCost accepts the move (8.2). */
  readonly can: readonly string[];
  /** The engine cannot judge the move until a component fact is answered; one entry per fact. */
  readonly waiting: readonly IncomingWaiting[];
  /** The engine refuses the move, each with its refusal (the rule it names: 8.2, 8.2.1, 8.3.1...). */
  readonly cannot: readonly { readonly unit: string; readonly error: GameError }[];
}

/**
 * The activated units next door and whether each can move into Area `n` now (the engine's
 * moveCost accepts it, 8.2), waits on a component fact the engine asks for, or is refused (with
 * the engine's refusal). Empty between Action Rounds and while an attack or a retreat is pending.
 */
export function incomingUnits(state: GameState, n: number): Incoming {
  const round = state.round;
  if (!round || round.attack || round.retreat) return { can: [], waiting: [], cannot: [] };
  const nb = neighbours(state.kit, n).known;
  const can: string[] = [];
  const waiting: { fact: Fact; error: GameError; units: string[] }[] = [];
  const cannot: { unit: string; error: GameError }[] = [];
  for (const id of Object.keys(round.units)) {
    const loc = state.germans[id]?.location;
    if (loc?.kind !== 'area' || loc.area === n || !nb.includes(loc.area)) continue;
    const c = moveCost(state, id, n);
    if (c.ok) can.push(id);
    else if (c.error.fact) {
      const key = JSON.stringify(c.error.fact);
      const w = waiting.find((x) => JSON.stringify(x.fact) === key);
      if (w) w.units.push(id);
      else waiting.push({ fact: c.error.fact, error: c.error, units: [id] });
    } else cannot.push({ unit: id, error: c.error });
  }
  return { can, waiting, cannot };
}
