/**
 * The headless campaign command. `npm run --silent firestorm -- '<json>'`: a campaign in the JSON
 * form (form.ts: a map and its battles in the order their markers were placed) prints its
 * standing as one line of JSON. `read FILE` reads map text into {map, problems}; `link FILE`
 * turns a campaign file or the JSON form into a campaign link; `open LINK` prints the JSON form
 * of the campaign a link carries, with the campaign's id and name. runSignedCommand adds the
 * signed verbs (sign.ts): `key [--name NAME]` prints a new key pair, `link FILE --key KEYFILE`
 * signs the link, and `open` says whether the link's signature checks ("signed") and, only then,
 * the signing key's fingerprint ("signer"). Bad input prints {"error","message","rule"} (plus "line" and
 * "column" for map text) and exits 2. Pure: the command runner (scripts/table.ts) only does
 * the I/O.
 */
import {
  type CommandRun,
  DEFAULT_APP_PATH,
  refused as failed,
  jsonInputProblem,
  printed,
  printedLink,
  runJsonCommand,
  runVerbCommand,
  type VerbCommand,
} from '../../core/cli';
import { isPlainObject } from '../../core/input';
import { err, ok, parseJson, type Result } from '../../core/result';
import { CAMPAIGN_FORMAT, type CampaignRecord, planImport } from './file';
import { logForm, readForm } from './form';
import { campaignFromLink, campaignToLink, type LinkedCampaign } from './link';
import { mapIssues, readyMap } from './map';
import { parseMapText, problemText, type TextProblem } from './mapText';
import { checkLink, newSigningKey, readSigningKey, signLink } from './sign';
import { standing } from './standing';

/** The JSON object the command prints for this input, or the first problem with it. */
export function firestormOutput(raw: unknown): Result<Record<string, unknown>> {
  const read = readForm(raw);
  if (!read.ok) return read;
  const s = read.value.state;
  const st = standing(s);
  return ok({
    markersUsed: st.markersUsed,
    over: st.over,
    next: st.next,
    owners: s.owners,
    cityStickers: s.stickers,
    vp: st.vp,
    milestones: st.milestones,
    level: st.level,
    shiftedLevel: st.shiftedLevel,
    battles: s.battles.map((b) => ({
      marker: b.marker,
      placer: b.placer,
      mission: b.mission?.name ?? '',
      effect: b.effect,
      ...b.details,
    })),
    legalArrows: st.legalArrows,
  });
}

const USAGE =
  'Usage: firestorm -- \'{"map": {...}, "battles": [...]}\' | read FILE | link FILE [--app URL] [--key KEYFILE] | open LINK | key [--name NAME] (read takes map text; link takes a campaign file or the JSON form; key prints a new signing key pair).';

/** A campaign file's or the JSON form's map and log (and a file's id and name), as `link` reads FILE. */
function campaignOf(text: string): Result<LinkedCampaign & { name?: string }> {
  const read = parseJson(
    text,
    err('fs.input.json', 'input', 'FILE must be a campaign file or the JSON form {map, battles}.'),
  );
  if (!read.ok) return read;
  // The same sweep as the JSON argument's: no prototype names, no infinite numbers.
  const problem = jsonInputProblem(read.value, 'fs');
  if (problem) return { ok: false, error: problem };
  const json = read.value;
  if (isPlainObject(json) && json.format === CAMPAIGN_FORMAT) {
    const plan = planImport(text);
    if (!plan.ok) return plan;
    const record = plan.value.record as CampaignRecord;
    const name = plan.value.campaign?.name;
    return ok({ ...record, ...(name === undefined ? {} : { name }) });
  }
  const form = readForm(json);
  return form.ok ? ok({ map: form.value.form.map, log: form.value.log }) : form;
}

/** The verbs: map text read, a campaign turned into a link, a link opened to the JSON form. */
const FIRESTORM_COMMAND: VerbCommand = {
  usage: USAGE,
  codes: { usage: 'fs.input.missing', file: 'fs.input.file' },
  withRule: true,
  otherwise: (args) => runJsonCommand(args, USAGE, true, firestormOutput, 'fs'),
  verbs: {
    open: ({ arg, failed }) => {
      const link = arg();
      if (!link.ok) return failed(link.error);
      const c = campaignFromLink(link.value);
      if (!c.ok) return failed(c.error);
      const ready = readyMap(c.value.map);
      if (!ready.ok) return failed(ready.error);
      const form = logForm(ready.value, c.value.log);
      return form.ok ? printed({ ...form.value, campaign: c.value.campaign }) : failed(form.error);
    },
    read: ({ file, failed }) => {
      const text = file();
      if (!text.ok) return failed(text.error);
      const map = parseMapText(text.value);
      if (!map.ok) {
        const first = map.error[0] as TextProblem;
        return failed({
          code: 'fs.map.text',
          rule: 'input',
          message: map.error.map(problemText).join(' '),
          line: first.line,
          column: first.column,
        });
      }
      return printed({ map: map.value, problems: mapIssues(map.value) });
    },
    link: ({ file, app, failed }) => {
      const text = file();
      if (!text.ok) return failed(text.error);
      const c = campaignOf(text.value);
      return c.ok ? printedLink(campaignToLink(c.value, app, c.value.name)) : failed(c.error);
    },
  },
};

/**
 * What the command prints for its arguments, and its exit status (0, or 2 on bad input): the
 * standing for the JSON form, or one of the verbs read, link and open. `readFile` returns a
 * file's text, or null when it cannot be read.
 */
export function runFirestormCommand(
  args: readonly string[],
  readFile: (path: string) => string | null = () => null,
): CommandRun {
  return runVerbCommand(args, readFile, FIRESTORM_COMMAND);
}

/** The value after `flag` in `args`, when given. */
const option = (args: readonly string[], flag: string): string | undefined => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};

/**
 * The command with its signed verbs, given the Web Crypto to sign and check with (Node 20's
 * globalThis.crypto.subtle in the runner). `key [--name NAME]` prints a new key pair; `link FILE
 * --key KEYFILE` signs the link (with the key's name as its maker); `open LINK` adds "signed"
 * (true only when the signature checks) and "signer" (the key's fingerprint, only then).
 */
export async function runSignedCommand(
  args: readonly string[],
  readFile: (path: string) => string | null,
  subtle: SubtleCrypto,
): Promise<CommandRun> {
  const [verb, arg, ...rest] = args;
  if (verb === 'key') {
    const name = option(args, '--name') ?? '';
    return printed(await newSigningKey(subtle, name));
  }
  if (verb === 'open' && arg !== undefined) {
    const run = runFirestormCommand(args, readFile);
    if (run.exitCode !== 0) return run;
    const check = await checkLink(subtle, arg);
    const by = campaignFromLink(arg);
    const signed =
      check.status === 'checked'
        ? {
            signed: true,
            signer: check.signer,
            ...(by.ok && by.value.by ? { by: by.value.by } : {}),
          }
        : { signed: false };
    return printed({ ...JSON.parse(run.stdout), ...signed });
  }
  const keyFile = verb === 'link' ? option(rest, '--key') : undefined;
  if (verb !== 'link' || keyFile === undefined || arg === undefined) {
    return runFirestormCommand(args, readFile);
  }
  const keyText = readFile(keyFile);
  if (keyText === null) {
    return failed({
      code: 'fs.input.file',
      rule: 'input',
      message: `Cannot read the file ${keyFile}.`,
    });
  }
  const keyJson = parseJson(keyText, err('fs.key.json', 'input', 'KEYFILE is not JSON.'));
  if (!keyJson.ok) return failed(keyJson.error);
  const key = await readSigningKey(subtle, keyJson.value);
  if (!key.ok) return failed(key.error);
  const text = readFile(arg);
  const c = text === null ? null : campaignOf(text);
  if (c === null) {
    return failed({
      code: 'fs.input.file',
      rule: 'input',
      message: `Cannot read the file ${arg}.`,
    });
  }
  if (!c.ok) return failed(c.error);
  const app = option(rest, '--app') ?? DEFAULT_APP_PATH;
  const unsigned = campaignToLink(c.value, app, c.value.name, key.value.name);
  const link = await signLink(subtle, unsigned, key.value);
  return printed({
    link,
    bytes: new TextEncoder().encode(link).length,
    signer: key.value.fingerprint,
  });
}
