/** Kit links: the kit in the fragment reads back exactly, fits one QR code, and damage is refused. */
import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from '../../../../../src/core/files/fragment';
import { knownKit, renameKit } from '../../../../../src/volga/engine/kit';
import { exportKit, importKit } from '../../../../../src/volga/engine/kit/file';
import { fixtureKit } from '../../../../../src/volga/engine/kit/fixture';
import {
  isKitLink,
  kitLinkPayload,
  kitLinkText,
  kitToLink,
} from '../../../../../src/volga/engine/kit/link';
import { KIT_TEXT_LIMITS } from '../../../../../src/volga/engine/kit/schema';
import { readKitText } from '../../../../../src/volga/engine/kit/text';

const open = (link: string) => {
  const t = kitLinkText(link);
  if (!t.ok) throw new Error(t.error.message);
  const k = readKitText(t.value);
  if (!k.ok) throw new Error(k.error.message);
  return k.value;
};

/** Most bytes a version 40 QR code holds in byte mode at the lowest error correction (L). */
const QR_MAX_BYTES = 2953;

describe('kit links', () => {
  it('the complete fixture kit and the rulebook-only kit come back exactly', () => {
    for (const k of [fixtureKit(), knownKit()])
      expect(open(kitToLink(k, 'https://example.org/volga/'))).toEqual(k);
  });
  it('the complete fixture kit fits one QR code, with room for the app address', () => {
    const link = kitToLink(fixtureKit(), 'http://127.0.0.1:4173/');
    expect(new TextEncoder().encode(link).length).toBeLessThanOrEqual(2900);
    expect(link.length).toBeLessThan(QR_MAX_BYTES);
  });
  it('the kit rides in the fragment, so it is never sent to a server', () => {
    const link = kitToLink(knownKit(), 'https://example.org/volga/?a=1#/kit');
    const url = new URL(link);
    expect(url.pathname + url.search).toBe('/volga/?a=1');
    expect(url.hash.startsWith('#kit=1')).toBe(true);
  });
  it('a fragment alone or a bare kit= payload opens too; other text is not a kit link', () => {
    const payload = kitLinkPayload(knownKit());
    expect(open(`#kit=${payload}`)).toEqual(knownKit());
    expect(open(`kit=${payload}`)).toEqual(knownKit());
    expect(isKitLink('https://example.org/#/kit')).toBe(false);
    expect(kitLinkText('https://example.org/').ok).toBe(false);
  });
  it('a link cut short, altered or from a newer version is refused, never half-read', () => {
    const link = kitToLink(fixtureKit(), '/');
    const cut = kitLinkText(link.slice(0, link.length - 40));
    expect(cut).toMatchObject({ ok: false, error: { code: 'kit.link.damaged' } });
    expect(kitLinkText(`${link.slice(0, 30)}!!${link.slice(32)}`)).toMatchObject({
      ok: false,
      error: { code: 'kit.link.damaged' },
    });
    expect(kitLinkText(link.replace('#kit=1', '#kit=2'))).toMatchObject({
      ok: false,
      error: { code: 'kit.link.version' },
    });
  });
  it('an empty or garbled #kit= link is called empty or damaged, never a newer version', () => {
    expect(kitLinkText('https://example.org/#kit=')).toMatchObject({
      ok: false,
      error: { code: 'kit.link.empty' },
    });
    for (const garbled of ['#kit=!!!', '#kit=zzzz', '#kit=%%41', '#kit=0abc', '#kit=-_-_']) {
      const r = kitLinkText(garbled);
      expect(r).toMatchObject({ ok: false, error: { code: 'kit.link.damaged' } });
      expect(r.ok || r.error.message).not.toMatch(/newer/);
    }
  });
  it('a kit whose name is as long as allowed opens back exactly; a longer name is refused naming the limit', () => {
    // Letters in an order that does not repeat, so compression cannot shrink the name away.
    const name = Array.from({ length: KIT_TEXT_LIMITS.name }, (_, i) =>
      String.fromCharCode(65 + ((i * 7919) % 26) + (i % 2) * 32),
    ).join('');
    const k = { ...fixtureKit(), name };
    expect(open(kitToLink(k, '/'))).toEqual(k);
    const long = renameKit(fixtureKit(), `${name}x`);
    expect(long).toMatchObject({ ok: false, error: { code: 'kit.name.length' } });
    expect(long.ok || long.error.message).toContain(`at most ${KIT_TEXT_LIMITS.name}`);
    const file = JSON.parse(exportKit(fixtureKit()));
    file.kit.name = 'n'.repeat(1_900_000);
    const imported = importKit(JSON.stringify(file));
    expect(imported.ok).toBe(false);
    expect(imported.ok || imported.error.message).toMatch(
      new RegExp(`name.*at most ${KIT_TEXT_LIMITS.name} characters, got 1900000`),
    );
  });
  it('base64url round-trips every byte value and every length', () => {
    for (let n = 0; n < 8; n++) {
      const bytes = Uint8Array.from({ length: 256 + n }, (_, i) => (i * 7 + n) & 255);
      const text = toBase64Url(bytes);
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(fromBase64Url(text)).toEqual(bytes);
    }
    expect(toBase64Url(new TextEncoder().encode('hi?>'))).toBe('aGk_Pg');
    expect(fromBase64Url('a')).toBeNull();
  });
});
