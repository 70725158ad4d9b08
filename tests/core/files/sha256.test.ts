import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../src/core/files/canonical';
import { sha256Hex, sha256HexOfBytes } from '../../../src/core/files/sha256';

const nodeSha = (b: Uint8Array | string) => createHash('sha256').update(b).digest('hex');

describe('sha256Hex (FIPS 180-4 test vectors)', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('hashes %j', (text, hex) => {
    expect(sha256Hex(text)).toBe(hex);
  });

  it('hashes one million "a" (many blocks)', () => {
    expect(sha256Hex('a'.repeat(1_000_000))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('agrees with node:crypto at every padding boundary and on random bytes', () => {
    for (let n = 0; n <= 200; n++) {
      const bytes = new Uint8Array(randomBytes(n));
      expect(sha256HexOfBytes(bytes)).toBe(nodeSha(bytes));
    }
  });

  it('hashes the UTF-8 bytes of non-ASCII text (Cyrillic, emoji)', () => {
    const text = 'Сталинград — Mamayev Kurgan 🎲';
    expect(sha256Hex(text)).toBe(nodeSha(Buffer.from(text, 'utf8')));
  });

  it('agrees with crypto.subtle, the browser API', async () => {
    const text = canonicalJson({ b: [1, 2, { z: 'é' }], a: null });
    const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    expect(sha256Hex(text)).toBe(hex);
  });
});

describe('canonicalJson', () => {
  it('sorts keys by code unit, integer-like keys included', () => {
    expect(canonicalJson({ b: 1, a: 2, 10: 'x', 9: 'y', A: 3 })).toBe(
      '{"10":"x","9":"y","A":3,"a":2,"b":1}',
    );
  });

  it('sorts nested objects and keeps array order', () => {
    expect(canonicalJson({ z: [{ y: 1, x: 2 }, 3], a: { d: true, c: null } })).toBe(
      '{"a":{"c":null,"d":true},"z":[{"x":2,"y":1},3]}',
    );
  });

  it('treats undefined, NaN and Infinity as JSON.stringify does', () => {
    const value = { a: undefined, b: [undefined, Number.NaN, Number.POSITIVE_INFINITY], c: -0 };
    expect(canonicalJson(value)).toBe('{"b":[null,null,null],"c":0}');
    expect(canonicalJson(JSON.parse(JSON.stringify(value)))).toBe(canonicalJson(value));
  });

  it('is independent of layout and key order', () => {
    const a = JSON.parse('{"x": {"q": [1, 2.5, "s\\u00e9"], "p": false}, "w": "\\n"}');
    const b = JSON.parse('{"w":"\\n","x":{"p":false,"q":[1,2.5,"sé"]}}');
    expect(canonicalJson(a)).toBe(canonicalJson(b));
  });

  it('refuses a bigint rather than writing something JSON cannot read', () => {
    expect(() => canonicalJson({ n: 1n })).toThrow(/bigint/);
  });
});
