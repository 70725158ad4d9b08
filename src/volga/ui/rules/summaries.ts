/**
 * Rules help: a short summary of each part of the game, in our own words, with the rulebook
 * section numbers to look up. These are reminders for a player who has read the rules, not the
 * rulebook's text; the numbers and facts are the rulebook's, the wording is ours. The entries are
 * prose data in summaries.json, read and checked here once, when the rules screen loads.
 */

import { isPlainObject } from '../../../core/input';
import { COMBAT_EVENT, COMBAT_EVENTS } from '../../engine/combat';
import { OPTIONAL_RULE, OPTIONAL_RULES, STRATEGIES, STRATEGY } from '../../engine/types';
import data from './summaries.json' with { type: 'json' };

/** The groups the help is arranged in, in the order of a Turn. */
export const RULE_GROUPS = [
  'Turn',
  'Dawn',
  'Random Events',
  'Supply',
  'Combat',
  'End',
  'Victory',
  'Turn 1',
  'Factory District',
  'Optional rules',
] as const;
export type RuleGroup = (typeof RULE_GROUPS)[number];

/** One help entry: what it covers, where to read more, and a few lines of summary. */
export interface RuleSummary {
  readonly id: string;
  readonly group: RuleGroup;
  readonly title: string;
  /** Rulebook sections, most specific last, e.g. ['6.3', '6.3.1']. */
  readonly sections: readonly string[];
  /** Our own short lines. */
  readonly lines: readonly string[];
  /** Extra words a player might search for. */
  readonly keywords: readonly string[];
}

/**
 * The engine catalogues an entry may add its lines from: each of their entries gives a line
 * "Name: what it does" and its name as a keyword, so a new combat event or strategy shows here
 * with no edit.
 */
const CATALOGUES = {
  combatEvents: COMBAT_EVENTS.map((id) => COMBAT_EVENT[id]),
  strategies: STRATEGIES.map((id) => STRATEGY[id]),
} as const satisfies Record<string, readonly { name: string; line: string }[]>;

const FILE = 'summaries.json';
/** A rulebook section number: '9.5', '6.1.2', '9.5.3B'. */
const SECTION = /^\d+(\.\d+)+[A-D]?$/;
/** An id, used in the page's element ids: lower-case words joined by '-'. */
const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Throws the problem named with the file and the entry it is in. */
function fail(where: string, problem: string): never {
  throw new Error(`${FILE}: ${where}: ${problem}`);
}

/** The object at `where`, with exactly the fields `required` and any of `optional`. */
function fields(
  value: unknown,
  where: string,
  required: readonly string[],
  optional: readonly string[] = [],
): Record<string, unknown> {
  if (!isPlainObject(value)) return fail(where, 'expected an object');
  for (const f of required) if (!(f in value)) fail(where, `the field "${f}" is missing`);
  for (const f of Object.keys(value))
    if (!required.includes(f) && !optional.includes(f))
      fail(where, `unknown field "${f}" (fields: ${[...required, ...optional].join(', ')})`);
  return value;
}

/** The non-empty text at `where`. */
function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.trim() === '') return fail(where, 'expected some text');
  return value;
}

/** The list of texts at `where`, each checked by `check` when given. */
function texts(
  value: unknown,
  where: string,
  check?: { test: RegExp; what: string },
): readonly string[] {
  if (!Array.isArray(value)) return fail(where, 'expected a list of texts');
  return value.map((x, i) => {
    const t = text(x, `${where}[${i}]`);
    if (check && !check.test.test(t)) fail(`${where}[${i}]`, `"${t}" is not ${check.what}`);
    return t;
  });
}

const sectionList = (value: unknown, where: string) =>
  texts(value, where, { test: SECTION, what: 'a rulebook section number such as "9.5.3"' });

/** An entry's summary lines: at least one. */
function summaryLines(value: unknown, where: string): readonly string[] {
  const lines = texts(value, where);
  if (lines.length === 0) fail(where, 'expected at least one line');
  return lines;
}

/** An entry's id, checked against the ids already read. */
function id(value: unknown, where: string, seen: Set<string>): string {
  const t = text(value, `${where}.id`);
  if (!ID.test(t)) fail(`${where}.id`, `"${t}" is not lower-case words joined by '-'`);
  if (seen.has(t)) fail(`${where}.id`, `"${t}" is the id of an earlier entry; ids are unique`);
  seen.add(t);
  return t;
}

/** One entry of the file's `summaries` list, with its catalogue's lines added. */
function readSummary(value: unknown, i: number, seen: Set<string>): RuleSummary {
  // The entry is named by its id as well as its place, once it has one.
  const named = isPlainObject(value) && typeof value.id === 'string' ? ` ("${value.id}")` : '';
  const where = `summaries[${i}]${named}`;
  const o = fields(
    value,
    where,
    ['id', 'group', 'title', 'sections', 'lines', 'keywords'],
    ['catalogue'],
  );
  const group = o.group;
  if (!RULE_GROUPS.some((g) => g === group))
    fail(`${where}.group`, `"${String(group)}" is not one of ${RULE_GROUPS.join(', ')}`);
  const sections = sectionList(o.sections, `${where}.sections`);
  if (sections.length === 0) fail(`${where}.sections`, 'expected at least one section');
  const lines = summaryLines(o.lines, `${where}.lines`);
  const keywords = texts(o.keywords, `${where}.keywords`);
  let added: readonly { name: string; line: string }[] = [];
  if (o.catalogue !== undefined) {
    const c = o.catalogue;
    if (typeof c !== 'string' || !Object.hasOwn(CATALOGUES, c))
      fail(
        `${where}.catalogue`,
        `"${String(c)}" is not one of ${Object.keys(CATALOGUES).join(', ')}`,
      );
    added = CATALOGUES[c as keyof typeof CATALOGUES];
  }
  return {
    id: id(o.id, where, seen),
    group: group as RuleGroup,
    title: text(o.title, `${where}.title`),
    sections,
    lines: [...lines, ...added.map((e) => `${e.name}: ${e.line}`)],
    keywords: [...keywords, ...added.map((e) => e.name.toLowerCase())],
  };
}

/**
 * Every help entry read from `file` (summaries.json's shape), in the order of play, the optional
 * rules last with their titles and sections from the OPTIONAL_RULE catalogue. Throws an Error
 * naming the file, the entry and the field when anything is off.
 */
export function readRuleSummaries(file: unknown): readonly RuleSummary[] {
  const top = fields(file, 'the file', ['about', 'summaries', 'optional']);
  if (!Array.isArray(top.summaries)) return fail('summaries', 'expected a list of entries');
  const seen = new Set<string>();
  const main = top.summaries.map((s, i) => readSummary(s, i, seen));
  const optional = fields(top.optional, 'optional', OPTIONAL_RULES);
  return [
    ...main,
    ...OPTIONAL_RULES.map((rule): RuleSummary => {
      const where = `optional.${rule}`;
      const h = fields(optional[rule], where, ['id', 'also', 'lines', 'keywords']);
      return {
        id: id(h.id, where, seen),
        group: 'Optional rules',
        title: OPTIONAL_RULE[rule].name,
        sections: [OPTIONAL_RULE[rule].rule, ...sectionList(h.also, `${where}.also`)],
        lines: summaryLines(h.lines, `${where}.lines`),
        keywords: texts(h.keywords, `${where}.keywords`),
      };
    }),
  ];
}

/** Every help entry, in the order of play. */
export const RULE_SUMMARIES: readonly RuleSummary[] = readRuleSummaries(data);
