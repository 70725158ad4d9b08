/**
 * The report's story in words, one line per thing that happened, in the order of play: the
 * engine's story (engine/report/story.ts) only laid out, each line with its rule.
 */
import type { ScenarioId } from '../../../engine/kit';
import { areaLabel, type ComponentKit } from '../../../engine/kit';
import type { MoraleWhy, StoryLine } from '../../../engine/report';
import { eventSummary, list, noResultWords } from '../words';
import { OUTCOME_NAME } from './words';

/** The Support an attack spent (9.5.4): "1 Artillery, Air", or "no Support". */
function supportWords(a: { artillery: number; engineers: number; air: boolean }): string {
  const spent = [
    a.artillery > 0 ? `${a.artillery} Artillery` : '',
    a.engineers > 0 ? `${a.engineers} Engineer` : '',
    a.air ? 'Air' : '',
  ].filter(Boolean);
  return spent.length > 0 ? spent.join(', ') : 'no Support';
}

/** Why Morale moved, the Area of an attack named from the kit. */
function moraleWhyWords(why: MoraleWhy, kit: ComponentKit): string {
  if ('text' in why) return why.text;
  const area = areaLabel(kit, why.area);
  if (why.cause === 'repulse') return `Repulse in ${area} (9.5.5)`;
  if (why.cause === 'taken') return `${area} taken, a +4 TEM Area (9.5.7)`;
  return `Defense Strategy in ${area} (9.4)`;
}

/** One line of a Turn's story. */
export function storyLineText(line: StoryLine, kit: ComponentKit, scenario: ScenarioId): string {
  switch (line.kind) {
    case 'event': {
      const e = line.event;
      const none = noResultWords(e);
      return `Random Event: ${eventSummary(e, scenario).title}${none ? `, ${none}` : ''} (6.2).`;
    }
    case 'supply':
      return line.raised
        ? `Supply rolled ${line.raised.rolled}, counted as ${line.roll} (${line.raised.rule}); ${line.bank} to spend (6.3).`
        : `Supply rolled ${line.roll}; ${line.bank} to spend (6.3).`;
    case 'bought':
      return `Bought ${line.count > 1 ? `${line.count} ` : ''}${line.what} (6.3).`;
    case 'attack': {
      const a = line.attack;
      const from = line.from !== null ? ` from ${areaLabel(kit, line.from)}` : '';
      const totals = a.at !== null && a.dt !== null ? `, ${a.at} against ${a.dt}` : '';
      return `Attack${from} on ${areaLabel(kit, a.area)} with ${list(a.units)} (lead ${a.lead ?? 'none'}), ${supportWords(a)}: ${OUTCOME_NAME[a.outcome]}${totals} (9.5).`;
    }
    case 'morale':
      return `Morale ${line.from} → ${line.to}: ${moraleWhyWords(line.why, kit)}.`;
    case 'captured':
      return `Taken: ${list(line.areas.map((n) => areaLabel(kit, n)))} (7.2).`;
    case 'reinforcements': {
      const placed = line.placed.map((p) => `${list(p.units)} in ${areaLabel(kit, p.area)}`);
      return [
        placed.length > 0 ? `Reinforcements placed: ${placed.join('; ')}` : '',
        line.delayed.length > 0 ? `delayed: ${list(line.delayed)}` : '',
      ]
        .filter(Boolean)
        .join('; ')
        .concat(' (6.1.1).');
    }
    case 'endPhase':
      return `End Phase: ${line.flipped} Spent ${line.flipped === 1 ? 'unit' : 'units'} turned Fresh (6.5).`;
  }
}
