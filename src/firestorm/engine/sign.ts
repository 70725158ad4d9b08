/**
 * Signed links, with no server and no account: whoever makes a link (the organiser's campaign
 * link, a player's result link) signs it with a key pair kept on their own device (ECDSA P-256,
 * Web Crypto), and the link carries the public key and the signature after its payload:
 * `…<payload>~<public key><signature>`. What is signed is the link from its mark on (the mark
 * says whether it is a campaign or a result, so one cannot pass for the other); the app's address
 * before it is not, so the same link opens from any copy of the app. A link whose payload was
 * changed after signing no longer checks. Who the signer is comes from trust on first use: the
 * phone remembers the key that first shared a campaign (state/keys.ts). The crypto is handed in
 * (a SubtleCrypto), so this stays free of globals; it is async because Web Crypto is.
 */
import { fromBase64Url, toBase64Url } from '../../core/files/fragment';
import { isPlainObject } from '../../core/input';
import { err, ok, type Result } from '../../core/result';
import { SIGNATURE_MARK } from './link';

/** The one signature scheme used: ECDSA over P-256 with SHA-256 (Web Crypto, IEEE P1363 form). */
const CURVE = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;
/** A raw P-256 public key (65 bytes) and a signature (64 bytes), in base64url. */
const PUBLIC_CHARS = 87;
const SIGNATURE_CHARS = 86;
/** Where a link's signed part starts. */
const LINK_START = '#/firestorm/';

export const KEY_FORMAT = 'volga-table-firestorm-key';

/** A key pair as kept on a device and printed by the command: its private half as a JWK. */
export interface SigningKey {
  readonly format: typeof KEY_FORMAT;
  /** Who signs with it, as links show them ("From <name>"); may be empty. */
  readonly name: string;
  /** The public key, raw (65 bytes) in base64url: what links carry and phones remember. */
  readonly publicKey: string;
  readonly privateKey: JsonWebKey;
  /** The public key's short fingerprint (fingerprint()). */
  readonly fingerprint: string;
}

/** What checking a link's signature found. */
export type LinkCheck =
  | { readonly status: 'unsigned' }
  /** The signature checks: the signing key and its fingerprint. */
  | { readonly status: 'checked'; readonly publicKey: string; readonly signer: string }
  /** A signature is there but the link was changed after signing (or the signature is damaged). */
  | { readonly status: 'changed' };

const bytesOf = (b64: string): Uint8Array<ArrayBuffer> | null => {
  const b = fromBase64Url(b64);
  return b ? new Uint8Array(b) : null;
};

/**
 * A public key's fingerprint: the first 8 bytes of its SHA-256, as four groups of hex digits
 * ("3fa2-91c0-5b7e-04d1"), short enough to read aloud and compare across the table.
 */
export async function fingerprint(subtle: SubtleCrypto, publicKey: string): Promise<string> {
  const raw = bytesOf(publicKey) ?? new Uint8Array();
  const hash = new Uint8Array(await subtle.digest('SHA-256', raw)).slice(0, 8);
  const hex = [...hash].map((b) => b.toString(16).padStart(2, '0')).join('');
  return hex.match(/.{4}/g)?.join('-') ?? hex;
}

/** The raw public key (0x04, x, y) of a private JWK, in base64url, or null when it has no x, y. */
function publicOf(jwk: JsonWebKey): string | null {
  const x = jwk.x ? fromBase64Url(jwk.x) : null;
  const y = jwk.y ? fromBase64Url(jwk.y) : null;
  if (!x || !y || x.length !== 32 || y.length !== 32) return null;
  return toBase64Url(new Uint8Array([4, ...x, ...y]));
}

/** Makes a new key pair for `name`. */
export async function newSigningKey(subtle: SubtleCrypto, name: string): Promise<SigningKey> {
  const pair = (await subtle.generateKey(CURVE, true, ['sign', 'verify'])) as CryptoKeyPair;
  const privateKey = await subtle.exportKey('jwk', pair.privateKey);
  const publicKey = publicOf(privateKey) as string;
  return {
    format: KEY_FORMAT,
    name: name.trim(),
    publicKey,
    privateKey,
    fingerprint: await fingerprint(subtle, publicKey),
  };
}

const badKey = (why: string) =>
  err('fs.key', 'input', `This is not a Firestorm signing key (${why}). Make one with \`key\`.`);

/**
 * Reads a key pair from untrusted JSON (a key file, storage); the public key and fingerprint
 * are worked out again from the private key, so a file cannot claim another key's fingerprint.
 */
export async function readSigningKey(
  subtle: SubtleCrypto,
  raw: unknown,
): Promise<Result<SigningKey>> {
  if (!isPlainObject(raw) || raw.format !== KEY_FORMAT)
    return badKey(`no "format": "${KEY_FORMAT}"`);
  const jwk = raw.privateKey;
  if (!isPlainObject(jwk) || jwk.kty !== 'EC' || jwk.crv !== 'P-256' || typeof jwk.d !== 'string') {
    return badKey('privateKey must be a P-256 private key as a JWK');
  }
  const privateKey = jwk as JsonWebKey;
  const publicKey = publicOf(privateKey);
  if (!publicKey) return badKey('privateKey has no x and y');
  try {
    await subtle.importKey('jwk', privateKey, CURVE, false, ['sign']);
  } catch {
    return badKey('privateKey does not import');
  }
  const name = typeof raw.name === 'string' ? raw.name.trim().slice(0, 40) : '';
  return ok({
    format: KEY_FORMAT,
    name,
    publicKey,
    privateKey,
    fingerprint: await fingerprint(subtle, publicKey),
  });
}

/** A link split into the part that is signed and its signature, when it has one. */
function split(link: string): { signed: string; signature: string | null } | null {
  const s = link.trim();
  const at = s.indexOf(LINK_START);
  if (at < 0) return null;
  const tail = s.slice(at).replace(/[\s?&].*$/s, '');
  const cut = tail.indexOf(SIGNATURE_MARK);
  return cut < 0
    ? { signed: tail, signature: null }
    : { signed: tail.slice(0, cut), signature: tail.slice(cut + 1) };
}

/** Returns `link` signed with `key` (any signature it had is replaced). */
export async function signLink(
  subtle: SubtleCrypto,
  link: string,
  key: SigningKey,
): Promise<string> {
  const parts = split(link);
  if (!parts) return link;
  const base = link.trim().slice(0, link.trim().indexOf(LINK_START));
  const k = await subtle.importKey('jwk', key.privateKey, CURVE, false, ['sign']);
  const sig = await subtle.sign(SIGNING, k, new TextEncoder().encode(parts.signed));
  return `${base}${parts.signed}${SIGNATURE_MARK}${key.publicKey}${toBase64Url(new Uint8Array(sig))}`;
}

/**
 * Checks a link's signature: unsigned, checked (with the key that signed and its fingerprint),
 * or changed since it was signed. Never says "checked" for a payload other than the one signed.
 */
export async function checkLink(subtle: SubtleCrypto, link: string): Promise<LinkCheck> {
  const parts = split(link);
  if (!parts || parts.signature === null) return { status: 'unsigned' };
  const publicKey = parts.signature.slice(0, PUBLIC_CHARS);
  const raw = bytesOf(publicKey);
  const sig = bytesOf(parts.signature.slice(PUBLIC_CHARS));
  if (!raw || !sig || raw.length !== 65 || sig.length !== 64) return { status: 'changed' };
  if (parts.signature.length !== PUBLIC_CHARS + SIGNATURE_CHARS) return { status: 'changed' };
  try {
    const k = await subtle.importKey('raw', raw, CURVE, false, ['verify']);
    const good = await subtle.verify(SIGNING, k, sig, new TextEncoder().encode(parts.signed));
    if (!good) return { status: 'changed' };
  } catch {
    return { status: 'changed' };
  }
  return { status: 'checked', publicKey, signer: await fingerprint(subtle, publicKey) };
}
