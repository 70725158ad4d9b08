/**
 * Kit validation of the Random Event Charts: row ranges and overlaps, effect parameters, and
 * the rows the rulebook pins down (6.2, 6.2.1, 10.1, 13.2, 14.6.1).
 */
import { FACTORY_EVENTS } from './known';
import { isAreaNumber } from './query';
import {
  type ComponentKit,
  DIVISIONS,
  EVENT_EFFECT_KINDS,
  EVENT_MARKERS_MAX,
  EVENT_MORALE_MAX,
  EVENT_SUPPLY_MAX,
  type EventEffect,
  type EventRow,
  type ScenarioId,
  SUPPORT_BOXES,
  SUPPORT_MARKER_TYPES,
  TURN1_NO_RESULT_NAMES,
} from './types';
import { isInt, type KitIssue, sameName } from './validate-common';

/** One effect's parameters (6.2.1, 14.6.1). */
function checkEffect(e: EventEffect, path: string, out: KitIssue[]): void {
  const add = (message: string) =>
    out.push({ code: 'kit.event.effect', rule: '6.2', path, message });
  if (!EVENT_EFFECT_KINDS.includes(e.kind)) {
    add(`Unknown effect "${e.kind}"; use one of ${EVENT_EFFECT_KINDS.join(', ')}.`);
    return;
  }
  if (e.kind === 'withdrawDivision') {
    if (typeof e.division !== 'string' || e.division.trim() === '')
      add('A withdrawal names its division.');
    if (
      e.returnTo.kind === 'areas' &&
      (e.returnTo.areas.length === 0 || !e.returnTo.areas.every(isAreaNumber))
    )
      add('Return Areas must be Area numbers 1..50.');
    if (!isInt(e.moralePerOutOfAction) || e.moralePerOutOfAction < 0)
      add('The Morale penalty per unit Out of Action is a whole number 0 or more.');
    const sub = e.ifAlreadyWithdrawnUseRoll;
    if (sub !== null && (!isInt(sub) || sub < 3 || sub > 18)) add('The substitute roll is 3..18.');
  }
  if (e.kind === 'noActivation') {
    if (
      !e.divisions.every((d) => typeof d === 'string') ||
      !e.units.every((u) => typeof u === 'string')
    )
      add('A Logistical Pause lists divisions and unit designations as text.');
    if (e.divisions.length === 0 && e.units.length === 0)
      add('A Logistical Pause names at least one division or unit that may not activate.');
  }
  // The amount a row changes: N is a whole number 1..max, gained (+N) or lost (-N).
  const signed = (n: number, max: number) => isInt(n) && n !== 0 && Math.abs(n) <= max;
  if (e.kind === 'morale' && !signed(e.change, EVENT_MORALE_MAX))
    add(`A Morale change is +N or -N with N a whole number 1..${EVENT_MORALE_MAX} (5.2).`);
  if (e.kind === 'supplyPoints' && !signed(e.change, EVENT_SUPPLY_MAX))
    add(`A Supply Point change is +N or -N with N a whole number 1..${EVENT_SUPPLY_MAX} (6.3.1).`);
  if (e.kind === 'supportMarkers') {
    if (!SUPPORT_MARKER_TYPES.includes(e.marker))
      add(`The Support marker type is one of ${SUPPORT_MARKER_TYPES.join(', ')}.`);
    if (!isInt(e.count) || e.count < 1 || e.count > EVENT_MARKERS_MAX)
      add(`The number of Support markers is a whole number 1..${EVENT_MARKERS_MAX}.`);
    if (!SUPPORT_BOXES.includes(e.to))
      add(`Support markers go to the ${SUPPORT_BOXES.join(' or ')} box.`);
  }
}

/** What a shipped row pins down, for comparison with the owner's rows. */
const sameEffect = (x: EventEffect, y: EventEffect) => JSON.stringify(x) === JSON.stringify(y);

/** One Random Event Chart (6.2, 10.1, 13.2, 14.6.1). */
/** Returns how many rolls 3..18 the chart covers. */
export function checkEvents(kit: ComponentKit, s: ScenarioId, out: KitIssue[]): number {
  const rows = kit.events[s];
  const covered = new Map<number, number>();
  rows.forEach((r: EventRow, i) => {
    const path = `events.${s}[${i}]`;
    if (!isInt(r.lo) || !isInt(r.hi) || r.lo < 3 || r.hi > 18 || r.lo > r.hi) {
      out.push({
        code: 'kit.event.range',
        rule: '6.2',
        path,
        message: `Rows cover 3d6 rolls 3..18 with low <= high; got ${r.lo}-${r.hi}.`,
      });
      return;
    }
    if (typeof r.name !== 'string' || r.name.trim() === '')
      out.push({
        code: 'kit.event.name',
        rule: '6.2',
        path: `${path}.name`,
        message: 'Each row has a name.',
      });
    checkEffect(r.effect, `${path}.effect`, out);
    if (TURN1_NO_RESULT_NAMES.some((n) => sameName(n, r.name)) && !r.turn1NoResult)
      out.push({
        code: 'kit.event.turn1',
        rule: '10.1',
        path: `${path}.turn1NoResult`,
        message: `${r.name} is no result on Turn 1.`,
      });
    for (let roll = r.lo; roll <= r.hi; roll++) {
      const other = covered.get(roll);
      if (other !== undefined)
        out.push({
          code: 'kit.event.overlap',
          rule: '6.2',
          path,
          message: `Roll ${roll} is in row ${other} and row ${i}; each roll has one row.`,
        });
      else covered.set(roll, i);
    }
    if (s === 'main') checkMainKnownRow(r, path, out);
    else {
      const shipped = FACTORY_EVENTS.find((f) => f.lo <= r.hi && r.lo <= f.hi);
      if (
        shipped &&
        (shipped.lo !== r.lo || shipped.hi !== r.hi || !sameEffect(shipped.effect, r.effect))
      )
        out.push({
          code: 'kit.event.known',
          rule: '14.6.1',
          path,
          message: `The Factory District chart has ${shipped.lo}-${shipped.hi} ${shipped.name} (${shipped.effect.kind}); row ${r.lo}-${r.hi} ${r.name} disagrees.`,
        });
    }
  });
  return covered.size;
}

/** The main chart's two known rows: 3 (6.2.1) and 15 (13.2). */
function checkMainKnownRow(r: EventRow, path: string, out: KitIssue[]): void {
  if (r.lo <= 3 && 3 <= r.hi) {
    const e = r.effect;
    const ok =
      e.kind === 'withdrawDivision' &&
      e.division === DIVISIONS.motorized29 &&
      e.returnTo.kind === 'areas' &&
      [...e.returnTo.areas].sort().join() === '5,6' &&
      e.moralePerOutOfAction === 1 &&
      e.ifAlreadyWithdrawnUseRoll === 4;
    if (!ok)
      out.push({
        code: 'kit.event.known',
        rule: '6.2.1',
        path,
        message:
          'Roll 3 is 64th Army Breakthrough: the 29th Motorized withdraws (-1 Morale per unit Out of Action), returns next Turn to Area 5 or 6, and a 3 after it has gone reads as 4.',
      });
  }
  if (r.lo <= 15 && 15 <= r.hi && r.effect.kind !== 'artilleryShortage')
    out.push({
      code: 'kit.event.known',
      rule: '13.2',
      path,
      message: 'Roll 15 is Artillery Shell Shortages (Artillery +1 instead of +2).',
    });
}
