/**
 * A shape-only game codec for the tests of storage mechanics (atomic saves, revisions, tabs,
 * backups, import plans): the store is engine-agnostic, so those tests store small made-up
 * logs (`{action: {type: 'step3'}}`) instead of real games. The app uses the engine's codec
 * (src/volga/state/files/game-codec.ts), tested with real games elsewhere.
 */
import * as v from 'valibot';
import { issuesToProblems } from '../../../src/core/files/problems';
import { plain } from '../../../src/core/files/schemas';
import { ok } from '../../../src/core/result';
import type { GameRecordCodec } from '../../../src/volga/state/files/codecs';

const Entry = plain(
  v.looseObject({
    action: plain(v.looseObject({ type: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) })),
    rolls: v.optional(v.array(v.unknown())),
  }),
);

const Payload = v.object({
  setup: plain(v.looseObject({ scenario: v.picklist(['main', 'factory']) })),
  log: v.array(Entry),
  state: v.optional(v.unknown()),
});

/** The loose codec: a setup with a scenario, log entries with an action type (payload version 1). */
export const looseCodec: GameRecordCodec = {
  schemaVersion: 1,
  migrations: [],
  validate(payload) {
    const r = v.safeParse(Payload, payload);
    return r.success ? ok(r.output) : { ok: false, error: issuesToProblems(r.issues) };
  },
};
