/**
 * Which campaign a link, a result or a file belongs to: an id made once when the campaign is
 * started (random, handed in: the engine draws nothing) and the campaign's name, written as one
 * line `campaign <id> "<name>"` in links and as two fields in files. Links and files made before
 * campaigns had ids get an id derived from their map, so they still open; two old campaigns on
 * one map then share it, and only the battle's own roll and arrow tell their results apart. Pure.
 */
import type { FsMap } from './map';

/** A campaign as links and files name it. */
export interface CampaignId {
  readonly id: string;
  readonly name: string;
}

/** Ids are 4 to 40 letters, digits, `-` or `_` (base64url, so they sit in a link as they are). */
const ID_SHAPE = /^[A-Za-z0-9_-]{4,40}$/;
/** The longest campaign name carried (the list's own limit). */
export const CAMPAIGN_NAME_LIMIT = 60;

/** True for a string usable as a campaign id. */
export const isCampaignId = (s: unknown): s is string => typeof s === 'string' && ID_SHAPE.test(s);

/** A 64-bit FNV-1a hash of `text`, as 16 hex digits: stable, short, and not a secret. */
function fnv64(text: string): string {
  let h = 0xcbf29ce484222325n;
  for (const b of new TextEncoder().encode(text)) {
    h ^= BigInt(b);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, '0');
}

/**
 * The id of a campaign that has none (made before ids): from its map's name and area ids, the
 * parts a campaign's own corrections and layout leave alone, so every old link of one campaign
 * gets the same id. Starts with `m` so it never looks like a made id.
 */
export function derivedId(map: FsMap): string {
  return `m${fnv64(`${map.name}\n${map.areas.map((a) => a.id).join(' ')}`)}`;
}

/** A campaign's id and name: its own id, or the one derived from its map. */
export function identityOf(c: { map: FsMap; id?: string }, name: string): CampaignId {
  return { id: c.id ?? derivedId(c.map), name };
}

/** A name as carried: trimmed, cut to the limit, never empty. */
export const carriedName = (name: string, fallback: string): string =>
  name.trim().slice(0, CAMPAIGN_NAME_LIMIT) || fallback.slice(0, CAMPAIGN_NAME_LIMIT);

/** The line a link's text starts with: `campaign <id> "<name>"`. */
export const identityLine = (c: CampaignId): string =>
  `campaign ${c.id} ${JSON.stringify(carriedName(c.name, c.id))}`;

function quoted(raw: string): string | null {
  try {
    const v: unknown = JSON.parse(raw);
    return typeof v === 'string' ? v : null;
  } catch {
    return null;
  }
}

/** Reads an identity line; null when the line is not one. */
export function readIdentityLine(line: string | undefined): CampaignId | null {
  const m = /^campaign (\S+) (".*")$/.exec(line ?? '');
  const name = m ? quoted(m[2] as string) : null;
  if (!m || !isCampaignId(m[1]) || name === null || name.length > CAMPAIGN_NAME_LIMIT) return null;
  return { id: m[1] as string, name };
}

/** The line naming who made a link: `by "<name>"` (part of what is signed). */
export const byLine = (name: string): string => `by ${JSON.stringify(name.trim().slice(0, 40))}`;

/** Reads a `by` line; null when the line is not one. */
export function readByLine(line: string | undefined): string | null {
  if (!line?.startsWith('by "')) return null;
  const name = quoted(line.slice(3));
  return name !== null && name.length <= 40 ? name : null;
}

/** "“Table C”" for messages: a campaign's name in quotes. */
export const campaignWords = (c: CampaignId): string => `“${c.name}”`;

/**
 * Why a result for campaign `sent` cannot go into campaign `open`, naming both, or null when
 * they are the same campaign.
 */
export function otherCampaign(sent: CampaignId, open: CampaignId): string | null {
  if (sent.id === open.id) return null;
  return `This result is for the campaign ${campaignWords(sent)}, not ${campaignWords(open)} that is open here.`;
}
