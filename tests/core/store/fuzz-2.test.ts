/**
 * Fuzz, part 2 of 2: 5,000 mutated and truncated export files (seed 20261126); see fuzz-run.ts.
 */
import { describe, it } from 'vitest';
import { fuzzShard, SHARD_CASES } from './fuzz-run';

describe(`fuzz: ${SHARD_CASES} mutated and truncated export files (seed 20261126)`, () => {
  it(
    'never crashes, names a path and reason for every refusal, and changes no stored data',
    () => fuzzShard(20261126),
    300_000,
  );
});
