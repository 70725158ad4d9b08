/**
 * The after-action report in words: the headline, the victory check, each attack and each luck
 * figure as one line, and the whole report as plain text to share or copy. Every number comes
 * from the engine's report (engine/report); this only writes it down.
 */

import { pct } from '../../../../core/format';
import { countRolls } from '../../../engine/game';
import { areaLabel, type ComponentKit, type ScenarioId } from '../../../engine/kit';
import type {
  AttackLine,
  EventLine,
  GameReport,
  LossCause,
  LossLine,
  LuckFigure,
  RedecidedAttack,
  ReturnLine,
  VictoryCheck,
} from '../../../engine/report';
import type { CombatResult } from '../../../engine/types';
import { counterName, eventSummary, PURPOSE_NAME } from '../words';

/** The results as the board names them, worst for the attacker first (9.5.5). */
export const RESULT_NAME: Readonly<Record<CombatResult, string>> = {
  repulse: 'Repulse',
  stalemate: 'Stalemate',
  success: 'Success',
  overrun: 'Overrun',
};

/** Each attack outcome in words. */
export const OUTCOME_NAME: Readonly<Record<AttackLine['outcome'], string>> = {
  ...RESULT_NAME,
  barrageRetreat: 'Barrage: attackers Spent and retreated',
  barrageOnly: 'Barrage: an attacker Out of Action, no combat',
};

/** The dice purposes the report lists, in the order of a Turn. */
export const LUCK_PURPOSES = [
  'randomEvent',
  'supply',
  'supply.reroll',
  'bloodyStreets',
  'combat.air',
  'combat.isolation',
  'combat.german',
  'combat.soviet',
] as const;

const SCENARIO_NAME: Readonly<Record<ScenarioId, string>> = {
  main: 'Advance to the Volga',
  factory: 'The Factory District',
};

/** "62nd percentile" for a mid-percentile 0..1. */
export function percentileText(p: number): string {
  const n = Math.min(99, Math.max(1, Math.round(p * 100)));
  const last = n % 10;
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
  return `${n}${suffix} percentile`;
}

const plus = (x: number, digits = 0) =>
  `${x > 0 ? '+' : x < 0 ? '−' : '±'}${Math.abs(x).toFixed(digits)}`;

/** The headline: who won and how, or where the game stands. */
export function headline(v: VictoryCheck): string {
  const r = v.result;
  if (r)
    return `${r.winner === 'german' ? 'The German player wins' : 'The Soviet side wins'}: ${
      r.kind === 'automatic'
        ? 'Automatic Victory'
        : r.kind === 'operational'
          ? 'Operational Victory'
          : 'Final victory check'
    } on Turn ${r.turn} (${r.rule}).`;
  return `In progress: Turn ${v.turn} of ${v.lastTurn}.`;
}

const turns = (n: number) => `${n} ${n === 1 ? 'Turn' : 'Turns'}`;

/**
 * The victory check's lines, each with its rule. A game in progress gets no verdict before its
 * last Turn, only how far the German player is from the final check's terms.
 */
export function victoryLines(v: VictoryCheck): string[] {
  const lines: string[] = [];
  if (v.result) lines.push(`${v.result.message} (${v.result.rule})`);
  const short = v.result === null && v.areasShort > 0 ? `, ${v.areasShort} short` : '';
  lines.push(
    `German Controlled: ${v.controlled} Areas${short}; ${v.target} needed at the end of Turn ${v.lastTurn} (${v.finalRule}).`,
  );
  if (v.result === null && v.heavyUrbanHeld !== null)
    lines.push(
      `A Heavy Urban Area beyond the opening Areas: ${v.heavyUrbanHeld ? 'held' : 'none held yet'}; the final check needs one (${v.finalRule}).`,
    );
  lines.push(
    `German Morale: ${v.morale}; the Soviet side wins at once if it reaches 0 (${v.automaticRule}).`,
  );
  if (v.result === null)
    lines.push(
      v.turnsLeft > 1
        ? `${turns(v.turnsLeft)} to play, this one included: the final check comes after Turn ${v.lastTurn}.`
        : `This is the last Turn: the final check comes when its Combat Phase ends (${v.finalRule}).`,
    );
  if (v.ifEndedNow)
    lines.push(
      `Ended now, it would go to the ${v.ifEndedNow.winner === 'german' ? 'German player' : 'Soviet side'}: ${v.ifEndedNow.message} (${v.ifEndedNow.rule})`,
    );
  return lines;
}

/** "Turn 2, Area 9 (Sawmill) against Light Urban 4 Heroes, 1 unit". */
export function attackTitle(a: AttackLine, kit: ComponentKit): string {
  const n = a.units.length;
  return `Turn ${a.turn}, ${areaLabel(kit, a.area)} against ${counterName(a.counter)}, ${n} ${n === 1 ? 'unit' : 'units'}`;
}

/** "Turn 1: Rain (rolled 9). No Air Support this Turn (6.2)." */
export function eventText(e: EventLine, scenario: ScenarioId): string {
  const sum = eventSummary(e.event, scenario);
  return `Turn ${e.turn}: ${sum.title}. ${sum.text.replace(/\.$/, '')} (${sum.rule}).`;
}

const LOSS_CAUSE: Readonly<Record<LossCause, string>> = {
  repulse: 'lead of a Repulsed attack',
  ambush: 'lead of an attack on an Ambush unit',
  barrage: 'chosen to answer a Barrage',
  retreat: 'no Area with room to retreat into',
  event: 'the Random Event',
  other: 'to the Out of Action Box',
};

/** "Turn 1: 29/RCN from Area 9 (Sawmill), lead of a Repulsed attack (9.5.5)". */
export function lossText(l: LossLine, kit: ComponentKit): string {
  const from = l.area !== null ? ` from ${areaLabel(kit, l.area)}` : '';
  return `Turn ${l.turn}: ${l.unit}${from}, ${LOSS_CAUSE[l.cause]} (${l.rule})`;
}

/** "Turn 2: 29/RCN back into Area 3 (Dubovaya Woods) with Supply (6.3)". */
export function returnText(r: ReturnLine, kit: ComponentKit): string {
  return `Turn ${r.turn}: ${r.unit} back into ${areaLabel(kit, r.area)} with Supply (6.3)`;
}

/** The Out of Action heading's figures: "3 lost, 1 back, 2 in the box now". */
export function lossesSummary(r: GameReport): string {
  return `${r.losses.length} lost, ${r.returns.length} back, ${r.outOfActionNow.length} in the box now`;
}

/** What happened, against its chance before the dice. */
export function attackResultText(a: AttackLine): string {
  const totals = a.at !== null && a.dt !== null ? ` (AT ${a.at} v DT ${a.dt})` : '';
  const chance = a.pOutcome !== null ? `, a ${pct(a.pOutcome)} chance` : '';
  return `${OUTCOME_NAME[a.outcome]}${totals}${chance}`;
}

/** The odds before the dice, in one line, or why there were none. */
export function oddsText(a: AttackLine): string {
  if (!a.odds) return 'No combat dice: the defender was a Barrage unit (9.4).';
  const parts = (['repulse', 'stalemate', 'success', 'overrun'] as const).map(
    (k) => `${RESULT_NAME[k]} ${pct(a.odds![k])}`,
  );
  return `${captureChanceText(a)} (${parts.join(', ')})`;
}

/** The chance of taking the Area before the dice, or why there was none. */
export function captureChanceText(a: AttackLine): string {
  if (!a.odds) return 'No combat dice: the defender was a Barrage unit (9.4).';
  return `Taking the Area: ${pct(a.pCapture ?? 0)}`;
}

/**
 * An attack decided again after undo, in a sentence: its first choices and the dice they saw
 * ("Turn 1: an attack led by 29/RCN with 1 Artillery rolled German 6, 1 and Soviet 3, 3, was
 * undone and decided again (log entry 23)").
 */
export function redecidedText(r: RedecidedAttack): string {
  const sup = [
    r.artillery ? `${r.artillery} Artillery` : '',
    r.engineers ? `${r.engineers} Engineer` : '',
    r.air ? 'Air' : '',
  ].filter(Boolean);
  // What the engine counted stands beside the faces where a rule kept only some (9.4, 12.8).
  const dice = countRolls(r.rolls)
    .filter((c) => c.roll.purpose !== 'cup')
    .map(
      ({ roll: x, kept, total }) =>
        `${PURPOSE_NAME[x.purpose]} ${x.by === 'total' ? x.total : x.dice.join(', ')}${kept ? ` (counting ${kept.join(' + ')} = ${total})` : ''}`,
    );
  return `Turn ${r.turn}: an attack led by ${r.lead}${sup.length ? ` with ${sup.join(', ')}` : ' with no Support markers'} rolled ${dice.join('; ') || 'no dice'}, was undone and decided again (log entry ${r.entry}).`;
}

/** The capture luck in a sentence. */
export function captureLuckText(l: LuckFigure): string {
  if (l.percentile === null) return 'No attack was rolled yet.';
  return `${l.observed} ${l.observed === 1 ? 'Area' : 'Areas'} taken in ${l.n} ${l.n === 1 ? 'attack' : 'attacks'}, ${l.expected.toFixed(1)} expected from the odds (${plus(l.difference, 1)}; ${percentileText(l.percentile)}).`;
}

/** One purpose's dice luck in a sentence, or null with no dice. */
export function diceLuckText(
  purpose: (typeof LUCK_PURPOSES)[number],
  l: LuckFigure,
): string | null {
  if (l.percentile === null) return null;
  return `${PURPOSE_NAME[purpose]}: ${l.observed} on ${l.n} ${l.n === 1 ? 'die' : 'dice'}, ${l.expected.toFixed(1)} average (${plus(l.difference, 1)}; ${percentileText(l.percentile)}).`;
}

/** Returns the whole report as plain text, for Web Share or the clipboard. */
export function reportText(r: GameReport, name: string): string {
  const out: string[] = [
    `${name}: after-action report`,
    `${SCENARIO_NAME[r.scenario]} · Volga Table`,
    '',
    headline(r.victory),
    ...victoryLines(r.victory),
    '',
    'Turn by Turn (at the start of each Turn: Morale, German Controlled; Supply roll and banked):',
  ];
  for (const t of r.series.turns)
    out.push(
      `T${t.turn}: Morale ${t.moraleAtStart}, Controlled ${t.controlledAtStart}; Supply ${t.supplyRoll ?? '–'}, banked ${t.banked ?? '–'}`,
    );
  const now = r.series.now;
  out.push(`Now: Morale ${now.morale}, Controlled ${now.controlled}, Supply ${now.supply} banked`);
  out.push('', `Random Events (${r.events.length}):`);
  for (const e of r.events) out.push(eventText(e, r.scenario));
  out.push('', `Out of Action (3.7): ${lossesSummary(r)}:`);
  for (const l of r.losses) out.push(lossText(l, r.kit));
  for (const x of r.returns) out.push(returnText(x, r.kit));
  if (r.losses.length === 0) out.push('No German unit lost yet.');
  out.push('', `Attacks (${r.attacks.length}), odds before the dice → what happened:`);
  for (const a of r.attacks)
    out.push(`${attackTitle(a, r.kit)}: ${oddsText(a)} → ${attackResultText(a)}`);
  if (r.attacks.length === 0) out.push('None yet.');
  if (r.redecided.length > 0) {
    out.push('', `Attacks decided again after their dice were seen (${r.redecided.length}):`);
    for (const x of r.redecided) out.push(redecidedText(x));
  }
  out.push('', 'Luck of the dice:', captureLuckText(r.captureLuck));
  for (const p of LUCK_PURPOSES) {
    const line = diceLuckText(p, r.diceLuck[p]);
    if (line) out.push(line);
  }
  return out.join('\n');
}
