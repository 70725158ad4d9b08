/** Shared fixtures for the storage tests: fixture files, a game draft, deterministic ids. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Returns the text of a fixture save file in tests/fixtures/saves. */
export function fixtureText(name: string): string {
  return readFileSync(
    fileURLToPath(new URL(`../../fixtures/saves/${name}`, import.meta.url)),
    'utf8',
  );
}

/** Returns a fixture save file parsed. */
export function fixtureJson(name: string): Record<string, unknown> {
  return JSON.parse(fixtureText(name)) as Record<string, unknown>;
}

/** A made-up log entry (`{action: {type}}`) for the storage-mechanics tests' loose codec. */
export function entry(type: string, dice?: number[]): Record<string, unknown> {
  return dice
    ? { action: { type }, rolls: [{ purpose: 'supply', source: 'owner', dice }] }
    : { action: { type } };
}

/** Returns a new-game draft with `n` log entries. */
export function draft(id: string, n = 0, name = `Game ${id}`) {
  return {
    id,
    name,
    scenario: 'main',
    turn: 1,
    cursor: n,
    setup: { scenario: 'main', options: { rubble: true } },
    log: Array.from({ length: n }, (_, i) =>
      entry(`step${i}`, i % 2 === 0 ? [1 + (i % 6)] : undefined),
    ),
  };
}

/** Returns an id factory yielding new-1, new-2, ... skipping taken ids. */
export function idFactory(prefix = 'new') {
  let n = 0;
  return (taken: ReadonlySet<string>) => {
    let id: string;
    do {
      n += 1;
      id = `${prefix}-${n}`;
    } while (taken.has(id));
    return id;
  };
}

/** Returns a timestamp `minutes` after a fixed origin (the store reads no clock). */
export function at(minutes: number): string {
  return new Date(Date.UTC(2026, 2, 1, 10, 0, 0) + minutes * 60_000).toISOString();
}

/** Fixture JSON edited freely by tests (mutations of any field, at any depth). */
// biome-ignore lint/suspicious/noExplicitAny: tests reach into fixture JSON at arbitrary paths.
export type Editable = any;
