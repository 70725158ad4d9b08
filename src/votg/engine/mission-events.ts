/**
 * What a roll moves on the Mission card as the log is replayed: the AC#, RE numbers, ENEMY SAN
 * and Booby Trap level a setup roll gives, the once-per-Mission register (2.31), the G3 and R3
 * good-leader counts, the events that change later rolls, and the ENEMY FFE strengths 8.72
 * counts. Pure: a Mission and an outcome in, the Mission after it out.
 */
import type { BoobyTrap, MissionState } from './mission-types';

import type { Outcome } from './roll';
import { setupRoll, setupValue } from './setup';
import type { Situation } from './situation';
import type { MissionId } from './types';

/** Reads "5/6" or "4/5/6" as consecutive numbers; null when it is not that. */
export function parseRe(text: string): number[] | null {
  const t = text.trim();
  if (t === '') return [];
  const ns = t.split('/').map((s) => Number(s.trim()));
  if (ns.length < 2 || ns.length > 3) return null;
  if (ns.some((n, i) => !Number.isInteger(n) || n < 1 || n > 12 || (i > 0 && n !== ns[i - 1]! + 1)))
    return null;
  return ns;
}

const shift = (re: readonly number[], by: number) => re.map((n) => n + by);

/** The state with one side's RE numbers moved by one, unless the first already stands at `limit`. */
function moveRe(
  s: MissionState,
  side: 'enemyRe' | 'friendlyRe',
  by: 1 | -1,
  limit: number,
): MissionState {
  const first = s[side][0];
  if (first === undefined || (by < 0 ? first <= limit : first >= limit)) return s;
  return { ...s, [side]: shift(s[side], by) };
}

/** The lasting effects of a roll's outcome on the Mission (2.31 register, counters, events). */
export function afterRoll(s: MissionState, o: Outcome, situation: Situation): MissionState {
  if (o.reroll || o.row === null) return s;
  let next = s;
  const setup = setupRoll(o.table);
  const sets = setup?.sets;
  if (sets) {
    // v4's German and Russian SAN tables (line 1066, 1068): only the ENEMY's is the ENEMY SAN.
    if (setup.enemyOnly && setup.enemyOnly !== s.enemy) return next;
    const v = setupValue(o.result);
    if (sets === 'ac' || sets === 'san') return { ...next, [sets]: Number(v) };
    if (sets === 'boobyTrap') return isBoobyTrap(v) ? { ...next, boobyTrap: v } : next;
    return { ...next, [sets]: parseRe(v) ?? [] };
  }
  // v2's reinforcement DR (line 982) makes A11's RE 36-41 or 46-51 occur: it is that event.
  const register = o.table === 'v2.reinforce' ? 'A11' : o.table;
  if (o.once && o.label && (register === 'A11' || register === 'G9R9'))
    next = { ...next, done: { ...next.done, [register]: [...next.done[register], o.label] } };
  const infantry = (situation.column ?? 'infantry') === 'infantry';
  // G3 line 438, R3 line 655: Infantry Leader finals of 4 (R3: 3) or less raise the count.
  if (o.table === 'G3' && infantry && o.final <= 4)
    next = { ...next, goodLeaders: { ...next.goodLeaders, G3: next.goodLeaders.G3 + 1 } };
  if (o.table === 'R3' && infantry && o.final <= 3)
    next = { ...next, goodLeaders: { ...next.goodLeaders, R3: next.goodLeaders.R3 + 1 } };
  const remind = (text: string, source: string) => ({
    ...next,
    reminders: [...next.reminders, { text, source }],
  });
  const key = `${register} ${o.label}`;
  switch (key) {
    case 'A11 16': // line 764
      if (next.ac !== null && next.ac < 5) next = { ...next, ac: next.ac + 1 };
      break;
    case 'A11 36-41': // lines 775, 781: the Additional Reinforcements dr each later ENEMY RPh
    case 'A11 46-51':
      next = remind(
        'Each later ENEMY RPh: make the Reinforcement dr (3 or less: a DR of S? enter; 4 or more: it stops).',
        `ENEMY RE ${o.label}`,
      );
      break;
    case 'A11 42': // line 777
      next = remind('FRIENDLY units suffer Ammunition Shortage.', 'ENEMY RE 42 · A19.131');
      break;
    case 'A11 52': // line 782
      next = moveRe(next, 'friendlyRe', -1, 2);
      break;
    case 'A11 64': // line 790
      next = remind('FRIENDLY Command DRs (16.3) get +1.', 'ENEMY RE 64');
      break;
    case 'G9R9 04': // line 815
      next = { ...remind('Every ENEMY A5 dr gets +1.', 'FRIENDLY RE 04'), re04: true };
      break;
    case 'G9R9 24': // line 825
      next = remind('ENEMY units suffer Ammunition Shortage.', 'FRIENDLY RE 24 · A19.131');
      break;
    case 'G9R9 43': // line 833
      if (next.ac !== null && next.ac > 2) next = { ...next, ac: next.ac - 1 };
      break;
    case 'G9R9 73-74': // line 853
      next = remind(
        'An ENEMY unit rolling doubles of 4+ on A2a-b Panics (6.21).',
        'FRIENDLY RE 73-74',
      );
      break;
    case 'G9R9 75-76': // line 854
      next = {
        ...remind(
          'ENEMY units are in Hold; A1 DRs get +1, negative A1 DRM cancelled.',
          'FRIENDLY RE 75-76',
        ),
        calledOff: true,
        enemyRe: next.enemyRe.length ? shift(next.enemyRe, -1) : next.enemyRe,
      };
      break;
    case 'G9R9.44 1-3': // line 835
      next = moveRe(next, 'enemyRe', -1, 2);
      break;
    case 'G9R9.44 4-6': // line 836
      next = moveRe(next, 'friendlyRe', 1, 6);
      break;
    default:
      break;
  }
  return next;
}

/** True when `v` is a Booby Trap level. */
export const isBoobyTrap = (v: unknown): v is BoobyTrap => v === 'A' || v === 'B' || v === 'C';

/** 8.72 (line 44): the different FFE strengths a Mission allows, one in v3 and v4, else two. */
export const ffeStrengthLimit = (m: MissionId): number => (m === 'v3' || m === 'v4' ? 1 : 2);

/** The strength an OBA Availability result names ("150+ rocket artillery" gives 150). */
const strengthOf = (result: string): number | null => {
  const m = /^(\d+)\+/.exec(result);
  return m ? Number(m[1]) : null;
};

/**
 * After an ENEMY FFE's OBA Availability roll (8.72, line 44): a strength not seen before is
 * kept while the Mission allows another; past the limit the FFE takes a strength already used,
 * and the note says which (the only one, or a dr between the two).
 */
export function afterFfe(
  s: MissionState,
  o: Outcome,
): { readonly state: MissionState; readonly notes: readonly string[] } {
  const strength = o.table === 'OBA' && o.row !== null ? strengthOf(o.result) : null;
  if (strength === null || s.ffe.includes(strength)) return { state: s, notes: [] };
  const limit = ffeStrengthLimit(s.record.mission);
  if (s.ffe.length < limit) return { state: { ...s, ffe: [...s.ffe, strength] }, notes: [] };
  const [a, b] = s.ffe;
  const note =
    b === undefined
      ? `Mission ${s.record.mission} allows one FFE strength (8.72, line 44): this FFE is ${a}+, not ${strength}+`
      : `Two FFE strengths have occurred (8.72, line 44): this FFE is ${a}+ on a dr 1-3, ${b}+ on 4-6, not ${strength}+`;
  return { state: s, notes: [note] };
}
