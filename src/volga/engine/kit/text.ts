/**
 * Kit text: the whole component kit as plain lines a person can read, type in any notes app and
 * post in a forum thread. One line per Area, per German counter and per Random Event row, plus a
 * few header lines; `#` starts a comment; lines may come in any order. kitToText writes it;
 * readKitText (text-read.ts) reads it back, so read(write(k)) is k.
 */

import { quote, word } from './text-words';
import {
  type ComponentKit,
  type EventEffect,
  type EventRow,
  GERMAN_START_AREAS,
  type GermanCounter,
  type KitArea,
  type Placement,
  SCENARIOS,
  type ScenarioId,
  VOLGA_AREAS,
} from './types';

export {
  type KitTextError,
  looksLikeKitText,
  parseKitText,
  readBorderList,
  readKitText,
} from './text-read';

/** How kitToText writes. */
export interface KitTextOptions {
  /**
   * Leave out the comment header and write each border once (on the lower-numbered Area's line):
   * the reader mirrors borders, so the kit read back is the same. Used for kit links.
   */
  readonly compact?: boolean;
}

/** The comment lines that open a written kit text: what each line says. */
export const KIT_TEXT_HEADER: readonly string[] = [
  '# Volga Table kit text: one line per Area, German counter and Random Event row, in any order.',
  '# area N [terrain] [tem T] ["name"] [borders N N ...] [all] [not N ...]',
  '#   terrain: clear, elevated, lightUrban (light), heavyUrban (heavy); all = every border listed',
  '# counter ID [armor|infantry] [af N] [gun] [div "division"] [main P] [factory P]',
  '#   P: an Area number, turn N (arrives), out (Out of Action box) or absent',
  '# event main|factory LO[-HI] "name" EFFECT [its values] [turn1] [text "as printed"]',
  '# What the rulebook gives need not be written; anything else left out is not known yet.',
];

const nums = (xs: readonly number[]) => xs.join(' ');

/** True when every listed border and "not a border" answer is listed on both Areas. */
function mirrored(kit: ComponentKit): boolean {
  const areas = Object.values(kit.areas);
  return areas.every(
    (a) =>
      a.neighbours.every((m) => kit.areas[m]?.neighbours.includes(a.number)) &&
      a.notNeighbours.every((m) => kit.areas[m]?.notNeighbours.includes(a.number)) &&
      [a.neighbours, a.notNeighbours].every((l) => l.every((x, i) => i === 0 || l[i - 1]! < x)),
  );
}

function areaLine(a: KitArea, once: boolean): string | null {
  const keep = (xs: readonly number[]) => (once ? xs.filter((m) => m > a.number) : xs);
  const borders = keep(a.neighbours);
  const not = keep(a.notNeighbours);
  const parts = [`area ${a.number}`];
  if (a.terrain !== null) parts.push(a.terrain);
  if (a.tem !== null) parts.push(`tem ${a.tem}`);
  // Only where the kit differs from the rulebook's Volga Areas (3.1) and gray Identifiers (3.1.1).
  if (a.volga !== VOLGA_AREAS.includes(a.number)) parts.push(a.volga ? 'volga' : 'inland');
  const german = GERMAN_START_AREAS.includes(a.number);
  if ((a.initialControl === 'german') !== german) parts.push(a.initialControl);
  if (a.name !== null) parts.push(quote(a.name));
  if (borders.length > 0) parts.push(`borders ${nums(borders)}`);
  if (a.neighboursComplete) parts.push('all');
  if (not.length > 0) parts.push(`not ${nums(not)}`);
  // An Area with nothing known needs no line: a missing line reads as that.
  return parts.length === 1 ? null : parts.join(' ');
}

function placementWords(p: Placement | 'absent'): string {
  if (p === 'absent') return 'absent';
  if (p.at === 'area') return String(p.area);
  if (p.at === 'arrival') return `turn ${p.turn}`;
  return 'out';
}

function counterLine(c: GermanCounter): string {
  const parts = [`counter ${word(c.id)}`];
  if (c.type !== null) parts.push(c.type);
  if (c.attackFactor !== null) parts.push(`af ${c.attackFactor}`);
  if (c.assaultGun) parts.push('gun');
  if (c.division !== null) parts.push(`div ${quote(c.division)}`);
  for (const s of SCENARIOS) if (c[s] !== null) parts.push(`${s} ${placementWords(c[s])}`);
  return parts.join(' ');
}

const signed = (n: number) => (n >= 0 ? `+${n}` : String(n));

/** The effect as words: its kind (EVENT_EFFECT's id) and its values. */
function effectWords(e: EventEffect): string {
  switch (e.kind) {
    case 'withdrawDivision': {
      const to = e.returnTo.kind === 'anyVacant' ? 'any' : nums(e.returnTo.areas);
      const alt =
        e.ifAlreadyWithdrawnUseRoll === null ? '' : ` else ${e.ifAlreadyWithdrawnUseRoll}`;
      return `${e.kind} ${quote(e.division)} to ${to} morale ${e.moralePerOutOfAction}${alt}`;
    }
    case 'noActivation':
      return [
        e.kind,
        ...e.divisions.map((d) => `div ${quote(d)}`),
        ...e.units.map((u) => `unit ${word(u)}`),
      ].join(' ');
    case 'morale':
    case 'supplyPoints':
      return `${e.kind} ${signed(e.change)}`;
    case 'supportMarkers':
      return `${e.kind} ${e.marker} ${e.count} ${e.to}`;
    default:
      return e.kind;
  }
}

function eventLine(s: ScenarioId, r: EventRow): string {
  const rolls = r.lo === r.hi ? String(r.lo) : `${r.lo}-${r.hi}`;
  const parts = [`event ${s} ${rolls} ${quote(r.name)} ${effectWords(r.effect)}`];
  if (r.turn1NoResult) parts.push('turn1');
  if (r.text !== '') parts.push(`text ${quote(r.text)}`);
  return parts.join(' ');
}

/** Returns the kit as kit text (readKitText reads it back to the same kit). */
export function kitToText(kit: ComponentKit, options: KitTextOptions = {}): string {
  const compact = options.compact === true;
  const once = compact && mirrored(kit);
  const complete = SCENARIOS.filter((s) => kit.germanCountersComplete[s]);
  const lines = [
    ...(compact ? [] : KIT_TEXT_HEADER),
    `kit ${quote(kit.name)}`,
    ...(kit.fixture ? ['fixture'] : []),
    ...(complete.length > 0 ? [`complete ${complete.join(' ')}`] : []),
    ...Object.values(kit.areas)
      .sort((a, b) => a.number - b.number)
      .map((a) => areaLine(a, once))
      .filter((l): l is string => l !== null),
    ...kit.germanCounters.map(counterLine),
    ...SCENARIOS.flatMap((s) => kit.events[s].map((r) => eventLine(s, r))),
  ];
  return `${lines.join('\n')}\n`;
}
