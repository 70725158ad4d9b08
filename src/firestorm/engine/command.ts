/**
 * The headless campaign command. `npm run --silent firestorm -- '<json>'`: a campaign in the JSON
 * form (form.ts: a map and its battles in the order their markers were placed) prints its
 * standing as one line of JSON. `read FILE` reads map text into {map, problems}; `link FILE`
 * turns a campaign file or the JSON form into a campaign link; `open LINK` prints the JSON form
 * of the campaign a link carries. Bad input prints {"error","message","rule"} (plus "line" and
 * "column" for map text) and exits 2. Pure: the command runner (scripts/table.ts) only does
 * the I/O.
 */
import { type CommandRun, runJsonCommand } from '../../core/cli';
import { err, ok, type Result, type RuleError } from '../../core/result';
import type { LogEntry } from './campaign';
import { CAMPAIGN_FORMAT, type CampaignRecord, planImport } from './file';
import { logForm, readForm } from './form';
import { campaignFromLink, campaignToLink } from './link';
import { type FsMap, isRecord, mapIssues, readyMap } from './map';
import { parseMapText, problemText, type TextProblem } from './mapText';
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

/** Where a link opens the app when `--app` is not given: the app at its site's root. */
const DEFAULT_APP_PATH = '/';

const USAGE =
  'Usage: firestorm -- \'{"map": {...}, "battles": [...]}\' | read FILE | link FILE [--app URL] | open LINK (read takes map text; link takes a campaign file or the JSON form).';

const failed = (e: RuleError & { line?: number; column?: number }): CommandRun => ({
  stdout: JSON.stringify({
    error: e.code,
    message: e.message,
    rule: e.rule,
    ...(e.line === undefined ? {} : { line: e.line, column: e.column }),
  }),
  exitCode: 2,
});
const printed = (value: unknown): CommandRun => ({ stdout: JSON.stringify(value), exitCode: 0 });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A campaign file's or the JSON form's map and log, as `link` reads FILE. */
function campaignOf(text: string): Result<{ map: FsMap; log: readonly LogEntry[] }> {
  const json = parseJson(text);
  if (json === undefined) {
    return err(
      'INPUT_NOT_JSON',
      'input',
      'FILE must be a campaign file or the JSON form {map, battles}.',
    );
  }
  if (isRecord(json) && json.format === CAMPAIGN_FORMAT) {
    const plan = planImport(text);
    if (!plan.ok) return plan;
    const record = plan.value.record as CampaignRecord;
    return ok({ map: record.map, log: record.log });
  }
  const form = readForm(json);
  return form.ok ? ok({ map: form.value.form.map, log: form.value.log }) : form;
}

/**
 * What the command prints for its arguments, and its exit status (0, or 2 on bad input): the
 * standing for the JSON form, or one of the verbs read, link and open. `readFile` returns a
 * file's text, or null when it cannot be read.
 */
export function runFirestormCommand(
  args: readonly string[],
  readFile: (path: string) => string | null = () => null,
): CommandRun {
  const [verb, arg, ...rest] = args;
  if (verb !== 'read' && verb !== 'link' && verb !== 'open') {
    return runJsonCommand(args, USAGE, true, firestormOutput);
  }
  if (arg === undefined) return failed({ code: 'INPUT_MISSING', rule: 'input', message: USAGE });
  if (verb === 'open') {
    const c = campaignFromLink(arg);
    if (!c.ok) return failed(c.error);
    const ready = readyMap(c.value.map);
    if (!ready.ok) return failed(ready.error);
    const form = logForm(ready.value, c.value.log);
    return form.ok ? printed(form.value) : failed(form.error);
  }
  const text = readFile(arg);
  if (text === null) {
    return failed({ code: 'INPUT_FILE', rule: 'input', message: `Cannot read the file ${arg}.` });
  }
  if (verb === 'read') {
    const map = parseMapText(text);
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
  }
  const c = campaignOf(text);
  if (!c.ok) return failed(c.error);
  const app = rest[0] === '--app' && rest[1] ? rest[1] : DEFAULT_APP_PATH;
  const link = campaignToLink(c.value, app);
  return printed({ link, bytes: new TextEncoder().encode(link).length });
}
