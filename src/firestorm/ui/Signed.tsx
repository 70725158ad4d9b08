/**
 * Signed links on screen (engine/sign.ts): a link this phone shares is signed with its own key
 * (made the first time it shares, kept with state/keys.ts) under the name it signs as; a link
 * opened here says who signed it and whether it checks, never silently: "From Anna, checked",
 * "Changed since Anna shared it", "Not signed", or, where the browser gives no Web Crypto (a page
 * over plain http on the club's network), "can't check signatures here".
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { checkLink, type LinkCheck, newSigningKey, type SigningKey, signLink } from '../engine';
import { deviceKeys, type PinnedKey, subtleHere } from '../state/signing';
import { ShareLink } from './ShareLink';

const NO_CRYPTO =
  'This page is not a secure one (https or this device), so the browser cannot sign or check links here.';

/** Returns a share card for the link `make(by)` builds, signed by this device as `by`. */
export function SignedShare(props: {
  make: (by: string) => string;
  title: string;
  what: string;
  testid: string;
  /** The file that carries the same thing, offered when the link is too long for a QR code. */
  file?: string;
}) {
  const subtle = subtleHere();
  const [key, setKey] = useState<SigningKey | null>(null);
  const [signed, setSigned] = useState<{ readonly payload: string; readonly link: string } | null>(
    null,
  );
  const [name, setName] = useState('');
  const unsigned = props.make(key?.name ?? '');
  // What the link on screen was made of: the same again (the key's name read back, a re-render)
  // is not signed again, since an ECDSA signature differs each time and the link shown, copied
  // or drawn as a QR code would change under the player's eyes.
  const signedFor = useRef<string | null>(null);
  const sign = async (k: SigningKey, s: SubtleCrypto) => {
    const payload = props.make(k.name);
    if (signedFor.current === payload) return null;
    const link = await signLink(s, payload, k);
    return { payload, link };
  };
  useEffect(() => {
    if (!subtle) return;
    let live = true;
    void deviceKeys()
      .ownKey(() => newSigningKey(subtle, ''))
      .then(async (k) => {
        const made = await sign(k, subtle);
        if (!live || !made) return;
        signedFor.current = made.payload;
        setKey(k);
        setName(k.name);
        setSigned(made);
      });
    return () => {
      live = false;
    };
  }, [unsigned]);
  const rename = async () => {
    await deviceKeys().rename(name);
    const k = deviceKeys().store.value?.own ?? null;
    const made = k && subtle ? await sign(k, subtle) : null;
    if (k && made) {
      signedFor.current = made.payload;
      setKey(k);
      setSigned(made);
    }
  };
  // A link signed for what the campaign was a moment ago is not offered: it waits for the new one.
  const link = key && signed?.payload === unsigned ? signed.link : null;
  // One share card, for the unsigned link or the signed one.
  const card = (shared: string) => (
    <ShareLink
      link={shared}
      title={props.title}
      what={props.what}
      testid={props.testid}
      file={props.file}
    />
  );
  if (!subtle) {
    return (
      <>
        <p class="fs-small" data-testid={`${props.testid}-unsigned`}>
          {NO_CRYPTO} The link goes unsigned.
        </p>
        {card(unsigned)}
      </>
    );
  }
  if (!link || !key) {
    return (
      <p class="fs-small" role="status">
        Signing the link…
      </p>
    );
  }
  return (
    <>
      <div class="fs-signer" data-testid={`${props.testid}-signer`}>
        <label class="fs-mini">
          You sign as (players see this name)
          <input
            class="input"
            value={name}
            maxLength={40}
            placeholder="Your name"
            data-testid={`${props.testid}-name`}
            onInput={(e) => setName(e.currentTarget.value)}
            onBlur={() => void (name.trim() !== key.name && rename())}
          />
        </label>
        <p class="fs-mini">
          Signed with this phone's key {key.fingerprint}: a link changed after it leaves you no
          longer checks.
        </p>
      </div>
      {card(link)}
    </>
  );
}

/** What a phone makes of a link it opened: checked, changed, unsigned, or unknown here. */
export type Trust =
  | { readonly kind: 'checking' }
  | { readonly kind: 'no-crypto' }
  | { readonly kind: 'checked'; readonly name: string; readonly signer: string }
  | { readonly kind: 'changed'; readonly name: string; readonly why: string }
  | { readonly kind: 'unsigned' };

/**
 * Works out the trust in a campaign link (pinned: the organiser's key this phone remembers for
 * the campaign) or a result link (no pin: each player signs with their own phone's key).
 */
function trustOf(check: LinkCheck, by: string, pinned: PinnedKey | null): Trust {
  const who = pinned?.name || by;
  if (check.status === 'changed') {
    return { kind: 'changed', name: who, why: 'its signature no longer matches what it carries' };
  }
  if (check.status === 'unsigned') {
    return pinned
      ? { kind: 'changed', name: who, why: 'this copy is not signed' }
      : { kind: 'unsigned' };
  }
  if (pinned && pinned.publicKey !== check.publicKey) {
    return { kind: 'changed', name: who, why: `it is signed by another key (${check.signer})` };
  }
  return { kind: 'checked', name: who, signer: check.signer };
}

/**
 * Checks `link` here; a campaign link (`campaignId` given) pins the signer's key the first
 * time this phone opens that campaign, and is judged against that key afterwards.
 */
export function useTrust(link: string, by: string, campaignId?: string): Trust {
  const subtle = subtleHere();
  const [trust, setTrust] = useState<Trust>(subtle ? { kind: 'checking' } : { kind: 'no-crypto' });
  useEffect(() => {
    if (!subtle) return;
    let live = true;
    void (async () => {
      const check = await checkLink(subtle, link);
      const keys = deviceKeys();
      const pinned = campaignId ? await keys.pinned(campaignId) : null;
      if (campaignId && !pinned && check.status === 'checked') {
        await keys.pin(campaignId, { publicKey: check.publicKey, name: by });
      }
      if (live) setTrust(trustOf(check, by, pinned));
    })();
    return () => {
      live = false;
    };
  }, [link, campaignId]);
  return trust;
}

/** Returns the line saying who a link is from and whether it checks. */
export function TrustLine(props: { trust: Trust; verb: 'shared' | 'sent'; testid: string }) {
  const t = props.trust;
  const from = props.verb === 'shared' ? 'From' : 'Sent by';
  // A link made before its maker gave a name is named by role.
  const name =
    ('name' in t && t.name) || (props.verb === 'shared' ? 'the organiser' : 'the player');
  switch (t.kind) {
    case 'checking':
      return (
        <p class="fs-small" role="status" data-testid={props.testid} data-trust="checking">
          Checking the signature…
        </p>
      );
    case 'no-crypto':
      return (
        <p class="fs-small fs-trust" data-testid={props.testid} data-trust="no-crypto">
          Can't check signatures here: {NO_CRYPTO.charAt(0).toLowerCase()}
          {NO_CRYPTO.slice(1)} Nothing shows who made this link or whether it was changed.
        </p>
      );
    case 'checked':
      return (
        <p class="fs-small fs-trust fs-trust-ok" data-testid={props.testid} data-trust="checked">
          ✓ {from} {name}, checked (key {t.signer}).
        </p>
      );
    case 'changed':
      return (
        <p class="fs-problem fs-trust" role="alert" data-testid={props.testid} data-trust="changed">
          ⚠ Changed since {name} {props.verb} it: {t.why}. Do not trust what it shows.
        </p>
      );
    case 'unsigned':
      return (
        <p class="fs-small fs-trust" data-testid={props.testid} data-trust="unsigned">
          Not signed: nothing shows who made this link or whether it was changed.
        </p>
      );
  }
}
