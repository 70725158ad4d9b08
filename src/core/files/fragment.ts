/**
 * Text carried in a link's fragment: DEFLATE-compressed and written in base64url (RFC 4648 §5, no
 * padding), so a whole record travels as a link, a message or a QR code and never reaches a
 * server (a fragment is not sent to one). Tables put their own mark and version in front.
 */
import { deflateSync, inflateSync } from 'fflate';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  [...ALPHABET].map((c, i) => [c, i]),
);

/** Bytes as base64url without padding (RFC 4648 §5). */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** base64url text (no padding) as bytes, or null when a character is not base64url. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0;
  let value = 0;
  let j = 0;
  for (const c of text) {
    const v = INDEX[c];
    if (v === undefined) return null;
    value = (value << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[j++] = (value >> bits) & 255;
    }
  }
  return out;
}

/** Returns the text compressed and written in base64url. */
export function packText(text: string): string {
  return toBase64Url(deflateSync(new TextEncoder().encode(text), { level: 9, mem: 12 }));
}

/**
 * Returns the text packText wrote, or null when the payload is not base64url, is cut short or
 * altered, or would inflate past `maxBytes` (refused rather than read in part).
 */
export function unpackText(payload: string, maxBytes: number): string | null {
  const bytes = fromBase64Url(payload);
  if (!bytes) return null;
  try {
    const out = new Uint8Array(maxBytes + 1);
    const text = inflateSync(bytes, { out });
    if (text.length > maxBytes) return null;
    return new TextDecoder('utf-8', { fatal: true }).decode(text);
  } catch {
    return null;
  }
}
