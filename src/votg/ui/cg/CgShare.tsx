/**
 * Sharing a Campaign Game as a link (its start and log in the fragment, core's fragment code),
 * and opening one: what the link holds is shown, and nothing replaces the CG in play until the
 * player says so (the replaced CG is kept as the store's backup).
 */
import { useState } from 'preact/hooks';
import { Refusal } from '../../../core/controls/Refusal';
import { Section } from '../../../core/controls/Section';
import { navigate } from '../../../core/nav';
import { Link } from '../../../core/nav/Link';
import { downloadText } from '../../../core/platform/download';
import { cgFromLink, cgToLink } from '../../engine/cg/link';
import type { CgRecord } from '../../engine/cg/record';
import type { CgModel } from '../../state/cg-model';
import { cgHoldsWords } from './words';

/** The link to this CG, to copy or share. */
export function ShareCg(props: { record: CgRecord }) {
  const link = cgToLink(props.record, location.href);
  const [note, setNote] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setNote('Link copied: paste it into a message.');
    } catch {
      setNote('Copying was refused: copy the link below by hand.');
    }
  };
  return (
    <details class="card">
      <summary>Share this Campaign Game as a link</summary>
      <div class="stack">
        <p class="field-note">
          The link holds the whole CG (start and log) in its fragment: no server sees it.
        </p>
        <button type="button" class="btn-quiet" onClick={copy}>
          Copy the link
        </button>
        {note && <p role="status">{note}</p>}
        <input
          class="cg-link"
          readOnly
          value={link}
          aria-label="The CG's link"
          data-testid="cg-share-link"
        />
      </div>
    </details>
  );
}

/**
 * The CG as a file: Export writes the whole record (redo lines too) in the house's envelope;
 * Import goes through the Import screen's one path (checked, a plan, a confirm, the old CG kept).
 */
export function CgFileRow(props: { m: CgModel }) {
  const name = props.m.fileName();
  return (
    <div class="votg-row">
      {name && (
        <button
          type="button"
          class="btn-quiet"
          data-testid="cg-export"
          onClick={() => downloadText(props.m.fileText(), name)}
        >
          Export Campaign Game
        </button>
      )}
      <Link to="import" class="btn-quiet">
        Import Campaign Game
      </Link>
    </div>
  );
}

/** What a shared CG link holds, with Open (replacing the CG in play) and Leave. */
export function OpenSharedCg(props: { m: CgModel; payload: string }) {
  const read = cgFromLink(props.payload);
  const leave = () => navigate('votg-cg');
  if (!read.ok)
    return (
      <Section id="cg-shared" title="A shared Campaign Game" class="card stack" testid="cg-shared">
        <Refusal error={read.error} box />
        <button type="button" class="btn-quiet" onClick={leave}>
          Back to my CG
        </button>
      </Section>
    );
  const r = read.value;
  return (
    <Section id="cg-shared" title="A shared Campaign Game" class="card stack" testid="cg-shared">
      <p>{cgHoldsWords(r)}.</p>
      {props.m.record.value && (
        <p class="field-note">Opening it replaces your CG, kept as the backup.</p>
      )}
      <button
        type="button"
        class="btn"
        data-testid="cg-shared-open"
        onClick={() => {
          props.m.open(r);
          leave();
        }}
      >
        Open this CG
      </button>
      <button type="button" class="btn-quiet" onClick={leave}>
        Leave it
      </button>
    </Section>
  );
}
