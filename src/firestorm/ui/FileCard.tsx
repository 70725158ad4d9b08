/**
 * Files: export the campaign (map, log and undo history) or the map alone, as a file or as text
 * to paste into a message; import either from a file or pasted text, shown as a plan and brought
 * in only once confirmed (a campaign is added to the list of campaigns).
 */
import { useState } from 'preact/hooks';
import { downloadText } from '../../core/platform/download';
import { campaignToLink, mapToText } from '../engine';
import type { FirestormModel } from '../state/model';
import { ImportConfirm, useImport } from './ImportConfirm';
import { Card, TextBox } from './parts';
import { appPath } from './SharedView';
import { ShareLink } from './ShareLink';

/** A file the card offers to download. */
interface Download {
  readonly what: 'campaign' | 'map';
  readonly testid: string;
  readonly label: string;
}
const CAMPAIGN_FILE: Download = {
  what: 'campaign',
  testid: 'fs-export',
  label: 'Download the campaign',
};

/** Returns the files card. */
export function FileCard(props: { model: FirestormModel }) {
  const m = props.model;
  const c = m.campaign.value;
  // The campaign's file only while a campaign is in play.
  const downloads: readonly Download[] = [
    ...(c ? [CAMPAIGN_FILE] : []),
    { what: 'map', testid: 'fs-export-map', label: 'Download your map' },
  ];
  const [paste, setPaste] = useState('');
  const draft = useImport(m);
  const { read, setMessage } = draft;
  const onFile = async (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file) read(await file.text());
  };
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setMessage({ text: 'Map text copied: paste it into a message.', error: false });
    } catch {
      setPaste(text);
      setMessage({
        text: 'Copying is not allowed here: the text is in the box below to copy by hand.',
        error: false,
      });
    }
  };
  return (
    <Card name="files" title="Files and sharing">
      {c && (
        <>
          <h3 class="fs-sub">Share the campaign with the club</h3>
          <p class="fs-small">
            The link carries the map and every battle: whoever opens it sees the campaign, offline,
            and can import it or send you a battle's result back as a link.
          </p>
          <ShareLink
            link={campaignToLink(c, appPath())}
            title={`Firestorm campaign: ${c.map.name}`}
            what="the campaign"
            testid="fs-share"
          />
          <h3 class="fs-sub">Files</h3>
        </>
      )}
      <div class="fs-row">
        {downloads.map((d) => (
          <button
            key={d.what}
            type="button"
            class={d.what === 'campaign' ? 'btn' : 'btn-quiet'}
            data-testid={d.testid}
            onClick={() =>
              downloadText(
                d.what === 'campaign' ? m.campaignText() : m.mapText(),
                m.fileName(d.what),
              )
            }
          >
            {d.label}
          </button>
        ))}
        <button type="button" class="btn-quiet" onClick={() => copy(mapToText(m.map.value))}>
          Copy your map as text
        </button>
      </div>
      <label class="btn-quiet fs-file-btn">
        Open a campaign or map file…
        <input
          type="file"
          accept=".json,.txt,application/json,text/plain"
          class="fs-file-input"
          data-testid="fs-import"
          onChange={onFile}
        />
      </label>
      <TextBox
        label="Or paste a campaign link, a campaign file or map text"
        rows={3}
        value={paste}
        onInput={setPaste}
      />
      <button type="button" class="btn-quiet" disabled={!paste.trim()} onClick={() => read(paste)}>
        Read the pasted text
      </button>
      <ImportConfirm draft={draft} testid="fs-import-go" />
    </Card>
  );
}
