/** Plain-words questions for the facts the kit may ask the owner (for the "needs fact" prompt). */
import { type ComponentKit, type Fact, TEM_EXCEPTIONS, TERRAIN_TEM } from './types';

/** "Area 21 (Mamayev Kurgan)", or "Area 33" when no name is recorded. */
export function areaLabel(kit: ComponentKit, n: number): string {
  const name = kit.areas[n]?.name;
  return name ? `Area ${n} (${name})` : `Area ${n}`;
}

/** The question to put to the owner for `fact`, naming where on the components to look. */
export function factQuestion(kit: ComponentKit, fact: Fact): string {
  const scenario = (s: 'main' | 'factory') => (s === 'main' ? 'main game' : 'Factory District');
  switch (fact.kind) {
    case 'adjacency':
      return `On the map, do ${areaLabel(kit, fact.a)} and ${areaLabel(kit, fact.b)} share a boundary?`;
    case 'neighbours':
      return `On the map, which Areas share a boundary with ${areaLabel(kit, fact.area)}? List every one.`;
    case 'terrain':
      return `What shape is the Identifier of ${areaLabel(kit, fact.area)}: circle (Clear), triangle (Elevated), square (Light Urban) or pentagon (Heavy Urban)?`;
    case 'tem': {
      // 9.5.3B fixes the TEM by terrain but for its named exceptions: ask only which it is.
      const t = kit.areas[fact.area]?.terrain ?? null;
      const ex = TEM_EXCEPTIONS.find((e) => e.terrain === t);
      if (t && ex)
        return `Is ${areaLabel(kit, fact.area)} the ${ex.label} (TEM +${ex.tem}), or another Area of its terrain (TEM +${TERRAIN_TEM[t]})? Its Identifier shows the TEM.`;
      return `What TEM (+1 to +4) is printed in the Identifier of ${areaLabel(kit, fact.area)}?`;
    }
    case 'name':
      return `What name is printed in ${areaLabel(kit, fact.area)}?`;
    case 'event':
      return `On the ${scenario(fact.scenario)} Random Event Chart, which row contains the roll ${fact.roll}? Give its roll range, name and effect.`;
    case 'germanCounters':
      return `List every German counter used in the ${scenario(fact.scenario)}: designation, division, Armor or Infantry, Attack Factor and setup Area or arrival Turn.`;
    case 'setup':
      return fact.place.at === 'area'
        ? `Which German counters show ${fact.place.area} as their ${scenario(fact.scenario)} setup Area? Name every one.`
        : fact.place.at === 'arrival'
          ? `Which German counters are marked T${fact.place.turn} (${scenario(fact.scenario)})? Name every one.`
          : `Which German counters start the ${scenario(fact.scenario)} in the Out of Action Box? Name every one.`;
    case 'counter': {
      // Counters asked together are asked their division once.
      const also = fact.also ?? [];
      if (also.length > 0) {
        const ids = [fact.id, ...also];
        return `Which division are ${ids.slice(0, -1).join(', ')} and ${ids.at(-1)}?`;
      }
      // Only what the kit does not know yet (13.4 gives 29/RCN's Attack Factor and division).
      const c = kit.germanCounters.find((x) => x.id === fact.id);
      const n = fact.need;
      const ask = [
        c?.type == null && n !== 'division' ? 'is it Armor or Infantry' : '',
        c?.attackFactor == null && !n ? 'what Attack Factor does its Fresh side show' : '',
        !c?.assaultGun && c?.division == null && n !== 'type'
          ? 'which division does it belong to'
          : '',
      ].filter(Boolean);
      const said = ask.length > 1 ? `${ask.slice(0, -1).join(', ')} and ${ask.at(-1)}` : ask[0];
      return `On counter ${fact.id}: ${said ?? 'is it Armor or Infantry'}?`;
    }
  }
}

/**
 * The first of several counters asked their division together, asked alone (the owner says
 * their divisions differ); null when `fact` asks one thing only.
 */
export function firstAlone(fact: Fact): Fact | null {
  return fact.kind === 'counter' && fact.also?.length
    ? { kind: 'counter', id: fact.id, need: 'division' }
    : null;
}

/**
 * Whether answering `part` answers `whole` or some of it: the same fact, or, when `whole` asks
 * several counters' division together, the same need of some of those counters.
 */
export function partOfFact(part: Fact, whole: Fact): boolean {
  if (JSON.stringify(part) === JSON.stringify(whole)) return true;
  if (part.kind !== 'counter' || whole.kind !== 'counter' || !whole.also?.length) return false;
  const ids = [whole.id, ...whole.also];
  return (
    part.need === whole.need && [part.id, ...(part.also ?? [])].every((id) => ids.includes(id))
  );
}
