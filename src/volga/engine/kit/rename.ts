/**
 * Giving a counter its printed designation (4.3) later: a counter entered by count keeps its
 * placeholder ("Area 1 · 2") until the owner reads the counter, and a typo is put right the same
 * way. The counter keeps everything else the kit knows of it, and every place the kit names it
 * (a Random Event row's units, 16.1) follows the new designation.
 */
import { err, ok, type Result, type RuleError } from '../../../core/result';
import { KNOWN_COUNTERS } from './known';
import { placeholderRefusal } from './placeholder';
import type { ComponentKit, EventEffect, ScenarioId } from './types';

/**
 * The refusal of `to` as the new designation of counter `from` in `kit`, or null when it may be
 * given: it must be a designation (not empty, not the app's placeholder form) that no other
 * counter of the kit has (4.3), and `from` must be a counter the kit holds whose designation the
 * rulebook does not print.
 */
function renameRefusal(kit: ComponentKit, from: string, to: string): RuleError | null {
  const name = to.trim();
  if (!kit.germanCounters.some((c) => c.id === from))
    return {
      code: 'kit.rename.unknown',
      rule: '4.3',
      message: `The kit has no counter ${from} to rename.`,
    };
  if (KNOWN_COUNTERS.some((c) => c.id === from))
    return {
      code: 'kit.rename.known',
      rule: '4.3',
      message: `${from} is the designation the rulebook prints for this counter, so it stays.`,
    };
  if (name === '')
    return {
      code: 'kit.rename.empty',
      rule: '4.3',
      message: `The new designation is empty: type the designation printed on the counter, e.g. 29/1.`,
    };
  if (name === from)
    return {
      code: 'kit.rename.same',
      rule: '4.3',
      message: `${from} is already this counter's designation.`,
    };
  const placeholder = placeholderRefusal(name, 'kit.rename.placeholder');
  if (placeholder) return placeholder;
  if (kit.germanCounters.some((c) => c.id === name))
    return {
      code: 'kit.rename.taken',
      rule: '4.3',
      message: `${name} is already used by another counter: each counter has its own designation.`,
    };
  return null;
}

/** `effect` with counter `from` named `to` (16.1's units that may not activate). */
export function renamedEffect(effect: EventEffect, from: string, to: string): EventEffect {
  if (effect.kind !== 'noActivation' || !effect.units.includes(from)) return effect;
  return { ...effect, units: effect.units.map((u) => (u === from ? to : u)) };
}

/** The kit with counter `from` designated `to` (trimmed) everywhere it is named, or why not. */
export function renameCounter(kit: ComponentKit, from: string, to: string): Result<ComponentKit> {
  const refused = renameRefusal(kit, from, to);
  if (refused) return err(refused.code, refused.rule, refused.message);
  const name = to.trim();
  const rows = (s: ScenarioId) =>
    kit.events[s].map((r) => {
      const effect = renamedEffect(r.effect, from, name);
      return effect === r.effect ? r : { ...r, effect };
    });
  return ok({
    ...kit,
    germanCounters: kit.germanCounters.map((c) => (c.id === from ? { ...c, id: name } : c)),
    events: { main: rows('main'), factory: rows('factory') },
  });
}
