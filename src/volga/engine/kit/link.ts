/**
 * Kit links: the whole kit carried in a link's fragment (`…#kit=…`), so it travels as a link, a
 * message or a QR code and opens in the app without any server: a fragment is never sent to one.
 * The payload is the compact kit text (text.ts), DEFLATE-compressed and written in base64url
 * behind a one-character format version. Reading it back gives the same kit.
 */
import { deflateSync, inflateSync } from 'fflate';
import { fromBase64Url, toBase64Url } from '../../../core/files/fragment';
import type { Result } from '../../../core/result';
import { kitToText } from './text';
import type { ComponentKit } from './types';

/** What marks a kit in a link's fragment. */
export const KIT_LINK_MARK = '#kit=';
/** The payload's format version, its first character. */
export const KIT_LINK_VERSION = '1';
/** Longest payload read (a complete kit is about 2,500 characters). */
const MAX_PAYLOAD_CHARS = 20_000;
/** Most bytes a payload may inflate to: more than any kit text (MAX_KIT_TEXT_CHARS). */
const MAX_TEXT_BYTES = 400_000;

/** A kit link that could not be read. */
export interface KitLinkError {
  readonly code: 'kit.link.missing' | 'kit.link.empty' | 'kit.link.version' | 'kit.link.damaged';
  readonly rule: 'input';
  readonly message: string;
}

/** The kit as a link payload: the version, then the compressed compact kit text in base64url. */
export function kitLinkPayload(kit: ComponentKit): string {
  const text = new TextEncoder().encode(kitToText(kit, { compact: true }));
  return KIT_LINK_VERSION + toBase64Url(deflateSync(text, { level: 9, mem: 12 }));
}

/** Returns a link that opens the app at `appPath` (e.g. 'https://host/volga/') with the kit. */
export function kitToLink(kit: ComponentKit, appPath: string): string {
  return `${appPath.split('#')[0]}${KIT_LINK_MARK}${kitLinkPayload(kit)}`;
}

/** The kit payload in a link, a fragment ('#kit=…') or a bare payload; null when there is none. */
export function kitLinkPayloadOf(link: string): string | null {
  const s = link.trim();
  const at = s.indexOf(KIT_LINK_MARK);
  if (at >= 0) return s.slice(at + KIT_LINK_MARK.length);
  if (s.startsWith('kit=')) return s.slice(4);
  return null;
}

/** True when the text is a kit link (or a kit fragment). */
export function isKitLink(text: string): boolean {
  return kitLinkPayloadOf(text) !== null;
}

const fail = (code: KitLinkError['code'], message: string) =>
  ({ ok: false, error: { code, rule: 'input', message } }) as const;

/**
 * Returns the kit text a kit link carries (readKitText or parseKitText reads it), or why the link
 * cannot be read: no kit in it, a newer format, or a payload that is cut short or altered.
 */
export function kitLinkText(link: string): Result<string, KitLinkError> {
  const payload = kitLinkPayloadOf(link);
  if (payload === null) return fail('kit.link.missing', 'This link carries no kit (#kit=…).');
  const body = payload.replace(/[\s&].*$/s, '');
  const damaged = () =>
    fail('kit.link.damaged', 'This kit link is damaged or cut short. Ask for it again.');
  if (body === '') {
    return fail(
      'kit.link.empty',
      'This kit link is empty: nothing follows #kit=. Ask for it again.',
    );
  }
  // Only a later version digit is a newer app's link; any other first character is damage.
  if (body[0] !== KIT_LINK_VERSION) {
    return /^[0-9]$/.test(body[0] as string) && (body[0] as string) > KIT_LINK_VERSION
      ? fail(
          'kit.link.version',
          `This kit link was made by a newer version of the app (link format ${body[0]}; this app reads ${KIT_LINK_VERSION}). Update the app.`,
        )
      : damaged();
  }
  if (body.length > MAX_PAYLOAD_CHARS) return damaged();
  const bytes = fromBase64Url(body.slice(1));
  if (!bytes) return damaged();
  try {
    const out = new Uint8Array(MAX_TEXT_BYTES);
    const text = inflateSync(bytes, { out });
    // A payload filling the whole buffer would have been cut short: refuse it rather than guess.
    if (text.length >= MAX_TEXT_BYTES) return damaged();
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(text) };
  } catch {
    return damaged();
  }
}
