/**
 * Campaign links and the command's verbs: a 15-marker campaign on a 19-area map travels in one
 * link of at most 2,900 bytes (one QR code) and `open` gives back its map and battles exactly;
 * `read` reads map text; damaged links and out-of-order forms are refused with their reason.
 */
import { describe, expect, it } from 'vitest';
import { packText } from '../../../src/core/files/fragment';
import {
  applyEntry,
  type CampaignState,
  campaignFileText,
  campaignFromLink,
  campaignToLink,
  computeLayout,
  type FsMap,
  type LogEntry,
  legalArrows,
  logForm,
  mapToText,
  placerOf,
  planImport,
  readyMap,
  resultFromLink,
  resultToLink,
  runFirestormCommand,
  sentEntries,
  startCampaign,
} from '../../../src/firestorm/engine';

/** A made-up 19-area map, four rows, the city location in the middle (not the printed map). */
const NAMES = [
  'Kletskaya Bridgehead',
  'Serafimovich',
  'Kotluban Station',
  'Yerzovka',
  'Rynok',
  'Kalach Bridge',
  'Karpovka River',
  'Gumrak Airfield',
  'Orlovka',
  'Spartakovka',
  'Surovikino',
  'Marinovka',
  'Pitomnik Airfield',
  'Beketovka',
  'Krasnoarmeysk',
  'Nizhne-Chirskaya',
  'Abganerovo',
  'Plodovitoye',
  'Kotelnikovo Rail Junction',
];
const IDS = 'ABCDEFGHIJKLMNOPQRS'.split('');
const COLS = 5;
const MAP19: FsMap = {
  name: 'Club test map (made up)',
  areas: IDS.map((id, i) => ({
    id,
    name: NAMES[i] as string,
    vp: id === 'M' ? 0 : 1 + (i % 5),
    owner: i % COLS < 2 || (i % COLS === 2 && i > 12) ? 'soviet' : 'german',
    city: id === 'M',
  })),
  borders: IDS.flatMap((id, i) => {
    const out: [string, string][] = [];
    if (i % COLS < COLS - 1 && IDS[i + 1]) out.push([id, IDS[i + 1] as string]);
    if (IDS[i + COLS]) out.push([id, IDS[i + COLS] as string]);
    return out;
  }),
  cityTrack: {
    german: { vp: [1, 1, 2, 2, 3], milestones: [2, 4] },
    soviet: { vp: [1, 1, 2, 2, 3], milestones: [2, 4] },
  },
};
const ready = (() => {
  const r = readyMap(MAP19);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();

/** A whole campaign: 15 markers, arrows and city fights, two battles open at once now and then. */
function campaignLog(): LogEntry[] {
  const log: LogEntry[] = [];
  let s: CampaignState = startCampaign(ready);
  const add = (e: LogEntry) => {
    const r = applyEntry(s, e);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
    log.push(e);
  };
  const kinds = ['agreed', 'counterattack', 'static'] as const;
  const results = ['attacker', 'defender', 'draw', 'defender', 'attacker'] as const;
  const finish = (n: number) => {
    const b = s.battles[n - 1];
    if (!b) return;
    const city = 'city' in b.target;
    const kind = city ? 'city' : (kinds[n % 3] as (typeof kinds)[number]);
    add({
      kind: 'mission',
      battle: n,
      mission: kind,
      ...(kind === 'counterattack' || kind === 'static'
        ? { roll: { value: 1 + (n % 6), source: 'app' as const } }
        : {}),
    });
    const result = results[n % 5] as (typeof results)[number];
    add({
      kind: 'result',
      battle: n,
      result,
      ...(!city && result === 'defender'
        ? { capture: { value: 1 + ((n * 5) % 6), source: 'owner' as const } }
        : {}),
    });
  };
  for (let n = 1; n <= 15; n++) {
    const value = 1 + ((n * 3) % 6);
    const arrows = legalArrows(s, placerOf(n, value));
    const pick = arrows[(n * 7) % Math.max(1, arrows.length)];
    const marker = n % 4 === 0 || !pick ? { city: true as const } : { from: pick[0], to: pick[1] };
    add({ kind: 'place', die: { value, source: n % 2 ? 'owner' : 'app' }, marker });
    // Battles 3, 7 and 11 stay open while the next marker is placed.
    if (n % 4 === 3 && n < 15) continue;
    if (n % 4 === 0) finish(n - 1);
    finish(n);
  }
  return log;
}

const files = (texts: Record<string, string>) => (p: string) => texts[p] ?? null;
const json = (r: { stdout: string }) => JSON.parse(r.stdout) as Record<string, unknown>;
/** What `open` prints, less the campaign it names (checked in identity.test.ts). */
const opened = (r: { stdout: string }) => {
  const { campaign: _, ...form } = json(r);
  return form;
};
/** What a link carries, less the campaign it names. */
const carried = (link: string) => {
  const r = campaignFromLink(link);
  if (!r.ok) return r;
  const { campaign: _, ...rest } = r.value;
  return { ok: true, value: rest };
};

describe('a 15-marker campaign on a 19-area map, by link', () => {
  const log = campaignLog();
  const form = logForm(ready, log);
  if (!form.ok) throw new Error(form.error.message);
  const c = form.value;
  it('is a whole campaign, with battles recorded after later placements', () => {
    expect(c.battles).toHaveLength(15);
    expect(c.battles.filter((b) => b.after !== undefined).map((b) => b.after)).toEqual([4, 8, 12]);
    expect(c.battles.every((b) => b.result)).toBe(true);
    // The JSON form replays to the same campaign: the command reads it and scores it.
    const run = runFirestormCommand([JSON.stringify(c)]);
    expect(run.exitCode).toBe(0);
    expect(json(run).over).toBe(true);
  });
  it('link FILE: at most 2,900 bytes, and open LINK gives back the map and battles exactly', () => {
    const app = 'https://club.example.org/volga-table/';
    const made = runFirestormCommand(
      ['link', 'c.json', '--app', app],
      files({ 'c.json': JSON.stringify(c) }),
    );
    expect(made.exitCode).toBe(0);
    const { link, bytes } = json(made) as { link: string; bytes: number };
    expect(link.startsWith(`${app}#/firestorm/shared/2`)).toBe(true);
    expect(bytes).toBe(new TextEncoder().encode(link).length);
    expect(bytes).toBeLessThanOrEqual(2900);
    const run = runFirestormCommand(['open', link]);
    expect(run.exitCode).toBe(0);
    expect(opened(run)).toEqual(JSON.parse(JSON.stringify(c)));
  });
  it('with every area placed on the map picture the link still fits, places kept', () => {
    const map = { ...MAP19, layout: computeLayout(MAP19) };
    const link = campaignToLink({ map, log }, 'https://club.example.org/volga-table/');
    expect(new TextEncoder().encode(link).length).toBeLessThanOrEqual(2900);
    expect(carried(link)).toEqual({ ok: true, value: { map, log } });
  });
  it('a campaign file links to the same campaign, log order and dice sources kept', () => {
    const file = campaignFileText({ map: MAP19, log, redo: [] });
    const made = runFirestormCommand(['link', 'f.json'], files({ 'f.json': file }));
    const { link } = json(made) as { link: string };
    expect(link.startsWith('/#/firestorm/shared/')).toBe(true);
    expect(carried(link)).toEqual({ ok: true, value: { map: MAP19, log } });
  });
});

describe('campaign links refused', () => {
  const link = campaignToLink({ map: MAP19, log: [] }, '/');
  it.each([
    ['no campaign in it', 'https://x/#/firestorm', 'fs.link.missing'],
    ['a newer format', link.replace('/shared/2', '/shared/9'), 'fs.link.version'],
    ['cut short', link.slice(0, -12), 'fs.link.damaged'],
    ['altered', link.replace(/.{4}$/, 'AAAA'), 'fs.link.damaged'],
  ])('%s', (_, text, code) => {
    const r = runFirestormCommand(['open', text]);
    expect(r.exitCode).toBe(2);
    expect(json(r).error).toBe(code);
  });
  it('a log the map refuses is refused with the engine’s reason', () => {
    const bad = campaignToLink(
      {
        map: MAP19,
        log: [
          { kind: 'place', die: { value: 4, source: 'owner' }, marker: { from: 'A', to: 'D' } },
        ],
      },
      '/',
    );
    expect(campaignFromLink(bad)).toMatchObject({ ok: false, error: { code: 'fs.arrow.border' } });
  });
});

describe('the JSON form: open battles and results recorded later', () => {
  const MAP = { areas: MAP19.areas, borders: MAP19.borders, cityTrack: MAP19.cityTrack };
  it('a battle without result is open; after must come with a result, within the markers placed', () => {
    const open = { placeDie: 4, marker: { city: true } };
    expect(
      json(runFirestormCommand([JSON.stringify({ map: MAP, battles: [open] })])),
    ).toMatchObject({
      markersUsed: 1,
    });
    const late = { ...open, mission: { kind: 'city' }, result: 'draw', after: 2 };
    expect(
      runFirestormCommand([JSON.stringify({ map: MAP, battles: [late, open] })]).exitCode,
    ).toBe(0);
    expect(runFirestormCommand([JSON.stringify({ map: MAP, battles: [late] })]).exitCode).toBe(2);
    expect(
      runFirestormCommand([JSON.stringify({ map: MAP, battles: [{ ...open, after: 1 }] })])
        .exitCode,
    ).toBe(2);
    expect(
      json(
        runFirestormCommand([JSON.stringify({ map: MAP, battles: [{ ...open, result: 'draw' }] })]),
      ).error,
    ).toBe('fs.result.mission');
  });
  it('results out of marker order that change the campaign cannot be shown in the form', () => {
    // Two city fights open; the second's result recorded first changes which sticker is which.
    const die = { value: 4, source: 'owner' as const };
    const log: LogEntry[] = [
      { kind: 'place', die, marker: { city: true } },
      { kind: 'place', die, marker: { city: true } },
      { kind: 'mission', battle: 2, mission: 'city' },
      { kind: 'result', battle: 2, result: 'attacker' },
      { kind: 'mission', battle: 1, mission: 'city' },
      { kind: 'result', battle: 1, result: 'attacker' },
    ];
    expect(logForm(ready, log)).toMatchObject({ ok: false, error: { code: 'fs.form.order' } });
    // The link itself keeps the order.
    expect(campaignFromLink(campaignToLink({ map: MAP19, log }, '/'))).toMatchObject({
      ok: true,
      value: { log },
    });
  });
});

describe('read FILE', () => {
  it('prints the map and its problems (facts still needed), exit 0', () => {
    const text = `${mapToText(MAP19)}area T ? german Hill 102\n`;
    const r = runFirestormCommand(['read', 'm.txt'], files({ 'm.txt': text }));
    expect(r.exitCode).toBe(0);
    const out = json(r) as { map: FsMap; problems: { kind: string; where: string }[] };
    expect(out.map.areas).toHaveLength(20);
    expect(out.problems).toEqual([
      { kind: 'fact', where: 'T', message: 'Victory Points needed.', rule: 'Who Won' },
    ]);
  });
  it('a line that cannot be read exits 2 with its line and column', () => {
    const r = runFirestormCommand(['read', 'm.txt'], files({ 'm.txt': 'name X\narea A 2 red\n' }));
    expect(r.exitCode).toBe(2);
    expect(json(r)).toMatchObject({ error: 'fs.map.text', line: 2, column: 10 });
  });
  it('a file that cannot be read, and a missing argument, exit 2', () => {
    expect(runFirestormCommand(['read', 'nope'], files({})).exitCode).toBe(2);
    expect(runFirestormCommand(['link']).exitCode).toBe(2);
  });
});

describe('a battle result sent back by link', () => {
  const die = (value: number) => ({ value, source: 'owner' as const });
  const place: LogEntry = { kind: 'place', die: die(4), marker: { from: 'B', to: 'C' } };
  const base: LogEntry[] = [place];
  const state = (log: LogEntry[]) => {
    let s = startCampaign(ready);
    for (const e of log) {
      const r = applyEntry(s, e);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    return s;
  };
  const sent = {
    mapName: MAP19.name,
    battle: 1,
    place: place as Extract<LogEntry, { kind: 'place' }>,
    entries: [
      { kind: 'mission', battle: 1, mission: 'static', roll: die(2) },
      { kind: 'result', battle: 1, result: 'defender', capture: die(6) },
    ] as LogEntry[],
  };
  it('travels in a link and adds its mission and result to the campaign it came from', () => {
    const back = resultFromLink(resultToLink(sent, 'https://club.example.org/'));
    expect(back).toEqual({ ok: true, value: sent });
    const entries = sentEntries(state(base), sent);
    expect(entries).toEqual({ ok: true, value: sent.entries });
  });
  it('a mission already recorded is not recorded twice; a different one is refused', () => {
    const withMission = [...base, sent.entries[0] as LogEntry];
    expect(sentEntries(state(withMission), sent)).toEqual({ ok: true, value: [sent.entries[1]] });
    const other: LogEntry = { kind: 'mission', battle: 1, mission: 'agreed' };
    expect(sentEntries(state([...base, other]), sent)).toMatchObject({
      ok: false,
      error: { code: 'fs.result.mission' },
    });
  });
  it('another campaign, another battle, or a battle already decided is refused with the reason', () => {
    expect(sentEntries(state(base), { ...sent, mapName: 'Other club' })).toMatchObject({
      ok: false,
      error: { code: 'fs.result.other' },
    });
    expect(
      sentEntries(state(base), { ...sent, place: { ...place, die: die(5) } as typeof sent.place }),
    ).toMatchObject({
      ok: false,
      error: { code: 'fs.result.other' },
    });
    expect(sentEntries(state([...base, ...sent.entries]), sent)).toMatchObject({
      ok: false,
      error: { code: 'fs.result.twice' },
    });
  });
  it('the engine refuses what it would refuse typed in: a capture die on a draw', () => {
    const draw = {
      ...sent,
      entries: [
        sent.entries[0] as LogEntry,
        { kind: 'result', battle: 1, result: 'draw', capture: die(6) } as LogEntry,
      ],
    };
    expect(sentEntries(state(base), draw)).toMatchObject({
      ok: false,
      error: { code: 'fs.capture.needless' },
    });
  });
  it('a damaged result link is refused', () => {
    const link = resultToLink(sent, '/');
    expect(resultFromLink(link.slice(0, -6))).toMatchObject({ ok: false });
    expect(resultFromLink('/#/firestorm')).toMatchObject({
      ok: false,
      error: { code: 'fs.link.missing' },
    });
  });
  it('the app’s import takes a campaign link as a campaign', () => {
    const link = campaignToLink({ map: MAP19, log: base }, '/');
    expect(planImport(link)).toMatchObject({
      ok: true,
      value: { kind: 'campaign', markers: 1, open: 1 },
    });
  });
});

describe('battle details (players, date, score, notes) by link', () => {
  const NAMES4 = ['Anna Kowalska', 'Ben Okafor', 'Chris Tanaka', 'Dmitri Volkov'];
  const NOTES = [
    'Tigers held the ridge until turn six.',
    'Rain: the river crossing failed twice.',
    'Close fight, decided on the last roll.',
    'Soviet reserves arrived early from the north.',
    'Artillery pinned the pioneers all game long.',
    'A draw on time; both players out of ammo.',
    'Stukas made the difference at the factory.',
    'New player, first game in the club!',
    'Counterattack broke through the railway yard.',
    'Mortars ranged in on turn two and never missed.',
    'Ambush in the orchard cost three tanks.',
    'Played at the shop, table 3, four hours.',
    'Snow rules used; movement halved.',
    'The bridge was blown before the Germans got there.',
    'Last game: the whole club watched it.',
  ];
  /** Every finished battle of the link campaign with all four details filled in. */
  const detailed = campaignLog().map((e): LogEntry => {
    if (e.kind !== 'result') return e;
    const n = e.battle;
    return {
      ...e,
      details: {
        players: { german: NAMES4[n % 4] as string, soviet: NAMES4[(n + 1) % 4] as string },
        date: `2026-${String(1 + (n % 12)).padStart(2, '0')}-${String(10 + n).padStart(2, '0')}`,
        score: { german: n % 7, soviet: 7 - (n % 7) },
        notes: NOTES[n - 1] as string,
      },
    };
  });
  const form = logForm(ready, detailed);
  if (!form.ok) throw new Error(form.error.message);
  const c = form.value;
  it('the JSON form carries them per battle, and open(link(c)) gives them back exactly', () => {
    expect(c.battles[0]).toMatchObject({ players: { german: 'Ben Okafor' }, date: '2026-02-11' });
    const app = 'https://club.example.org/volga-table/';
    const made = runFirestormCommand(
      ['link', 'c.json', '--app', app],
      files({ 'c.json': JSON.stringify(c) }),
    );
    expect(made.exitCode).toBe(0);
    const { link, bytes } = json(made) as { link: string; bytes: number };
    // Every battle with two players, a date, a score and its own note still fits one QR code.
    expect(bytes).toBeLessThanOrEqual(2900);
    expect(opened(runFirestormCommand(['open', link]))).toEqual(JSON.parse(JSON.stringify(c)));
    const direct = campaignToLink({ map: MAP19, log: detailed }, '/');
    expect(carried(direct)).toEqual({ ok: true, value: { map: MAP19, log: detailed } });
  });
  it('a details line that is not after a result, or not details, is a damaged link', () => {
    const bare = campaignToLink({ map: MAP19, log: detailed.slice(0, 3) }, '/');
    expect(campaignFromLink(bare).ok).toBe(true);
    const text = `${mapToText(MAP19)}log\np 4o city\nd {"date":"2026-01-01"}`;
    const forged = `/#/firestorm/shared/1${packText(text)}`;
    expect(campaignFromLink(forged)).toMatchObject({
      ok: false,
      error: { code: 'fs.link.damaged' },
    });
  });
});
