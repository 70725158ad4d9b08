/**
 * What the after-action report tells Turn by Turn besides the attacks: each Random Event drawn
 * (6.2, with the Factory District's skipped roll, 14.6.1), each German unit sent to the Out of
 * Action Box (3.7) with what sent it, and each unit bought back from it (6.3). Collected while
 * the report replays the log, from the state before and after each action.
 */
import type { ActiveEvent, GameRecord, GameState } from '../game';

/** A Random Event as the Turn drew it. */
export interface EventLine {
  readonly turn: number;
  readonly event: ActiveEvent;
}

/** What sent a unit Out of Action. */
export type LossCause =
  /** Lead of a Repulsed attack (9.5.5). */
  | 'repulse'
  /** Lead of an attack on an Ambush unit that did not overrun it (9.4). */
  | 'ambush'
  /** Chosen in answer to a Barrage (9.4). */
  | 'barrage'
  /** No Area with room to retreat into (9.5.8). */
  | 'retreat'
  /** The Turn's Random Event (6.2). */
  | 'event'
  | 'other';

/** One German unit put in the Out of Action Box. */
export interface LossLine {
  /** Position in the log (1-based) of the action that did it. */
  readonly entry: number;
  readonly turn: number;
  readonly unit: string;
  /** The Area it was in, or null when it was not on the map. */
  readonly area: number | null;
  readonly cause: LossCause;
  readonly rule: string;
}

/** One unit returned from the Out of Action Box with Supply (6.3), to `area`. */
export type ReturnLine = Pick<LossLine, 'entry' | 'turn' | 'unit'> & { readonly area: number };

/** Why the action `e` sent `id` Out of Action, with the rule. */
function lossCause(
  id: string,
  after: GameState,
  e: GameRecord['log'][number],
): readonly [LossCause, string] {
  const a = e.action;
  switch (a.type) {
    case 'resolveAttack':
      // The lead falls to the result; any other attacker only for want of a retreat (9.5.8).
      if (id !== a.lead) return ['retreat', '9.5.8'];
      return after.lastAttack?.outcome === 'repulse' ? ['repulse', '9.5.5'] : ['ambush', '9.4'];
    case 'barrageChoice':
      return id === a.unit ? ['barrage', '9.4'] : ['retreat', '9.5.8'];
    case 'retreat':
      return ['retreat', '9.5.8'];
    case 'rollRandomEvent':
      return ['event', '6.2'];
    default:
      return ['other', '3.7'];
  }
}

/**
 * Collects the report's Turn-by-Turn lists one applied action at a time: the Random Events, the
 * units lost and the units returned.
 */
export function chronicler() {
  const events: EventLine[] = [];
  const losses: LossLine[] = [];
  const returns: ReturnLine[] = [];
  return {
    observe(before: GameState, after: GameState, e: GameRecord['log'][number], entry: number) {
      if (after.event && after.event !== before.event)
        events.push({ turn: after.turn, event: after.event });
      for (const [id, u] of Object.entries(after.germans)) {
        const was = before.germans[id]?.location;
        if (!was) continue;
        const at = was.kind === 'area' ? was.area : null;
        if (u.location.kind === 'outOfAction' && was.kind !== 'outOfAction') {
          const [cause, rule] = lossCause(id, after, e);
          losses.push({ entry, turn: before.turn, unit: id, area: at, cause, rule });
        }
        if (
          was.kind === 'outOfAction' &&
          u.location.kind === 'area' &&
          e.action.type === 'returnUnit'
        )
          returns.push({ entry, turn: after.turn, unit: id, area: u.location.area });
      }
    },
    result: () => ({ events, losses, returns }),
  };
}
