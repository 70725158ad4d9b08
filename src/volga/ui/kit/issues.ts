/**
 * Where the kit engine's validation issues belong on the transcription screen: each issue's
 * path ('areas[33].neighbours', 'events.main[2].effect', 'germanCounters[4].main') is turned
 * into the tab and field that show it, and a short label for lists of problems.
 */
import type { KitIssue } from '../../engine/kit';

/** The screen's tabs. */
export const KIT_TABS = ['status', 'map', 'counters', 'events', 'file'] as const;
export type KitTab = (typeof KIT_TABS)[number];

/** Where an issue is shown: a tab, and the Area, chart row or counter within it. */
export type IssueTarget =
  | { readonly tab: 'map'; readonly area: number | null; readonly field: string | null }
  | {
      readonly tab: 'events';
      readonly scenario: 'main' | 'factory';
      readonly row: number | null;
      readonly field: string | null;
    }
  | { readonly tab: 'counters'; readonly index: number | null; readonly field: string | null }
  | { readonly tab: 'status' };

const AREA = /^areas(?:\[(\d+)\](?:\.(\w+))?)?$/;
const EVENT = /^events\.(main|factory)(?:\[(\d+)\](?:\.(\w+)(?:\..*)?)?)?$/;
const COUNTER = /^germanCounters(?:\[(\d+)\](?:\.(\w+))?)?$/;

/** Returns where an issue path is shown on the screen. */
export function targetOf(path: string): IssueTarget {
  const a = AREA.exec(path);
  if (a) return { tab: 'map', area: a[1] ? Number(a[1]) : null, field: a[2] ?? null };
  const e = EVENT.exec(path);
  if (e)
    return {
      tab: 'events',
      scenario: e[1] as 'main' | 'factory',
      row: e[2] ? Number(e[2]) : null,
      field: e[3] ?? null,
    };
  const c = COUNTER.exec(path);
  if (c) return { tab: 'counters', index: c[1] ? Number(c[1]) : null, field: c[2] ?? null };
  return { tab: 'status' };
}

const FIELD_LABEL: Readonly<Record<string, string>> = {
  name: 'name',
  terrain: 'terrain',
  tem: 'TEM',
  volga: 'Volga',
  initialControl: 'starting control',
  neighbours: 'neighbours',
  notNeighbours: 'not-neighbours',
  number: 'number',
  effect: 'effect',
  turn1NoResult: 'Turn 1',
  id: 'designation',
  division: 'division',
  type: 'type',
  attackFactor: 'Attack Factor',
  assaultGun: 'assault gun',
  main: 'main game',
  factory: 'Factory District',
};

/** Returns a short human label for an issue path ('Area 33 · neighbours', 'Main chart, row 3'). */
export function pathLabel(path: string, counterIds: readonly string[] = []): string {
  const t = targetOf(path);
  const field = 'field' in t && t.field ? ` · ${FIELD_LABEL[t.field] ?? t.field}` : '';
  switch (t.tab) {
    case 'map':
      return t.area === null ? 'Map' : `Area ${t.area}${field}`;
    case 'events': {
      const chart = t.scenario === 'main' ? 'Main chart' : 'Factory District chart';
      return t.row === null ? chart : `${chart}, row ${t.row + 1}${field}`;
    }
    case 'counters': {
      if (t.index === null) return 'German counters';
      const id = counterIds[t.index];
      return `Counter ${id ? id : `#${t.index + 1}`}${field}`;
    }
    case 'status':
      return path || 'Kit';
  }
}

/** Returns the issues whose path is exactly `path`. */
export function issuesAt(issues: readonly KitIssue[], path: string): KitIssue[] {
  return issues.filter((i) => i.path === path);
}

/** Returns the issues at `path` or inside it ('areas[3]' takes 'areas[3].tem', not 'areas[30]'). */
export function issuesUnder(issues: readonly KitIssue[], path: string): KitIssue[] {
  return issues.filter(
    (i) => i.path === path || i.path.startsWith(`${path}.`) || i.path.startsWith(`${path}[`),
  );
}
