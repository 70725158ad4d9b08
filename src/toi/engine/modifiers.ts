/**
 * The expansion's modifiers to an attack: SMG squads, starving squads, a target in Cautious
 * Advance, and SN-42 assault engineers (both ways), each as a term with its heading, and which
 * of them (and which core game faces) each situation uses. The odds functions stay plain: this
 * module turns the settings into the numbers they take.
 */
import { err, ok, type Result } from '../../core/result';
import type { Term } from './odds';
import {
  CAUTIOUS_COVER,
  SMG_BONUS,
  SN42_FIGURES_PER_DIE,
  SN42_SAVE_ON,
  STARVING_CUT,
  STARVING_FLOOR,
} from './rules';
import type { Settings, SituationKind } from './settings';

/** Each modifier the screen offers, the heading that gives it, and the situations it changes. */
export const MODIFIERS = {
  // SMG Unit (line 470): against infantry only, so not against a building.
  smg: { name: 'SMG squads attacking', rule: 'smg', kinds: ['attack', 'handToHand'] },
  // Starving Unit (line 518): firepower one less; hand-to-hand is an assault, which it may not make.
  starving: {
    name: 'Starving squads attacking',
    rule: 'starving',
    kinds: ['attack', 'handToHand'],
  },
  // Cautious Advance (line 660): the moving unit's own activation, so Op Fire on it (any attack)
  // or the fougasse it sets off by entering; never the assault or Molotov it cannot make.
  cautious: { name: 'Target in Cautious Advance', rule: 'cautious', kinds: ['attack', 'fougasse'] },
  // SN-42 (line 488): when the assault engineers assault.
  engineers: {
    name: 'Assault engineers assaulting (figures)',
    rule: 'sn42',
    kinds: ['attack', 'handToHand'],
  },
  // SN-42 (line 490): the engineers' cover dice when assaulted or attacked at close range.
  engineersDefend: {
    name: 'Target: assault engineers, close range or assaulted',
    rule: 'sn42',
    kinds: ['attack', 'handToHand', 'molotov'],
  },
} as const satisfies Record<
  string,
  { name: string; rule: Term['rule']; kinds: readonly SituationKind[] }
>;
export type ModifierId = keyof typeof MODIFIERS;

/** The value of each modifier when it is not in play. */
const OFF = {
  smg: 0,
  starving: 0,
  cautious: false,
  engineers: 0,
  engineersDefend: false,
} as const satisfies Pick<Settings, ModifierId>;

/** Returns the modifiers set (not off) in `s`, whether or not its situation reads them. */
export function modifiersSet(s: Settings): ModifierId[] {
  return (Object.keys(OFF) as ModifierId[]).filter((m) => s[m] !== OFF[m]);
}

/**
 * Returns the settings change that starts situation `kind` from its own modifiers: every
 * modifier off. An SMG squad's bonus from the last attack says nothing about the next one, so
 * nothing is carried over unless the player asks (see `carriedModifiers`).
 */
export function freshSituation(kind: SituationKind): Partial<Settings> {
  return { kind, ...OFF };
}

/** Returns the settings change that carries `from`'s modifiers over to `kind`, where it reads them. */
export function carriedModifiers(from: Settings, kind: SituationKind): Partial<Settings> {
  const uses = modifiersOf(kind);
  return Object.fromEntries(
    modifiersSet(from)
      .filter((m) => uses.includes(m))
      .map((m) => [m, from[m]]),
  );
}

/** Returns the modifiers that change the odds of `kind`, in the screen's order. */
export function modifiersOf(kind: SituationKind): ModifierId[] {
  return (Object.keys(MODIFIERS) as ModifierId[]).filter((m) =>
    (MODIFIERS[m].kinds as readonly SituationKind[]).includes(kind),
  );
}

const uses = (s: Settings, m: ModifierId) =>
  (MODIFIERS[m].kinds as readonly SituationKind[]).includes(s.kind);

/** The core game faces a situation reads, as set (SN-42 fixes the save face at close range). */
export function coreFaces(s: Settings): ('hitOn' | 'saveOn')[] {
  const fixedSave = s.engineersDefend && uses(s, 'engineersDefend');
  switch (s.kind) {
    case 'attack':
    case 'handToHand':
      return fixedSave ? ['hitOn'] : ['hitOn', 'saveOn'];
    case 'building':
      return ['hitOn', 'saveOn'];
    // The fire weapons hit on 4-6 (their own rule); only the target's cover dice use a core face.
    case 'molotov':
      return fixedSave ? [] : ['saveOn'];
    case 'fougasse':
      return ['saveOn'];
    case 'sniper':
    case 'bombed':
      return [];
  }
}

/** The attack strength and cover dice after the expansion's modifiers, with their terms. */
export interface Modified {
  /** Attack strength (firepower) after SMG and starving. */
  readonly attack: number;
  /** The target's cover (dice, or terrain cover for the fire weapons) after Cautious Advance and SN-42. */
  readonly cover: number;
  /** The face the target's cover dice save on. */
  readonly saveOn: number;
  /** Only the modifiers in play, each with its heading. */
  readonly terms: readonly Term[];
}

/**
 * Returns the starving squads' cut of the attack: one per squad, but each keeps at least 1
 * (Starving Unit, line 518), so the strength never falls below the number of starving squads.
 */
export function starvingCut(attack: number, squads: number): number {
  const floor = Math.min(attack, squads * STARVING_FLOOR);
  return attack - Math.max(floor, attack - squads * STARVING_CUT);
}

/** Returns the defenders' cover dice taken away by an assault engineer squad of `figures` (SN-42). */
export function sn42CoverCut(figures: number): number {
  return Math.floor(figures / SN42_FIGURES_PER_DIE);
}

/**
 * Returns the attack strength, the target's cover and its save face after the modifiers that
 * apply to the situation, or the rule that forbids the attack (a starving squad's assault).
 */
export function modified(s: Settings): Result<Modified> {
  const terms: Term[] = [];
  let attack = s.attack;
  // Terrain cover for the fire weapons (reduced by two later, in their own odds), dice otherwise.
  let cover = s.kind === 'molotov' || s.kind === 'fougasse' ? s.cover : s.defense;
  let saveOn = s.saveOn;
  if (uses(s, 'starving') && s.starving > 0 && s.kind === 'handToHand') {
    return err(
      'toi.starving.assault',
      'Starving Unit',
      'A starving squad may not assault (Starving Unit), so it cannot make a hand-to-hand assault.',
    );
  }
  if (uses(s, 'smg') && s.smg > 0) {
    attack += SMG_BONUS * s.smg;
    terms.push({ label: `SMG squads ×${s.smg}`, value: SMG_BONUS * s.smg, rule: 'smg' });
  }
  if (uses(s, 'starving') && s.starving > 0) {
    const cut = starvingCut(attack, s.starving);
    attack -= cut;
    terms.push({ label: `Starving squads ×${s.starving}`, value: -cut, rule: 'starving' });
  }
  if (uses(s, 'cautious') && s.cautious) {
    cover += CAUTIOUS_COVER;
    terms.push({ label: 'Cautious Advance cover', value: CAUTIOUS_COVER, rule: 'cautious' });
  }
  if (uses(s, 'engineers') && s.engineers > 0) {
    const cut = Math.min(cover, sn42CoverCut(s.engineers));
    cover -= cut;
    terms.push({ label: `SN-42: ${s.engineers} figures assault`, value: -cut, rule: 'sn42' });
  }
  if (uses(s, 'engineersDefend') && s.engineersDefend) {
    saveOn = SN42_SAVE_ON;
    terms.push({ label: 'SN-42: cover dice save from', value: SN42_SAVE_ON, rule: 'sn42' });
  }
  return ok({ attack, cover, saveOn, terms });
}

/**
 * Returns the settings as the odds read them once the modifiers are in (attack strength, cover
 * or defense dice, save face), with the modifiers' terms; or the rule that forbids the attack.
 */
export function effective(s: Settings): Result<{ settings: Settings; terms: readonly Term[] }> {
  const m = modified(s);
  if (!m.ok) return m;
  const { attack, cover, saveOn, terms } = m.value;
  const fire = s.kind === 'molotov' || s.kind === 'fougasse';
  const settings: Settings = fire
    ? { ...s, cover, saveOn }
    : { ...s, attack, defense: cover, saveOn };
  return ok({ settings, terms });
}
