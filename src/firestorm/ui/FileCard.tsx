/**
 * Files: export the campaign (map, log and undo history) or the map alone, as a file or as text
 * to paste into a message; import either from a file or pasted text, shown as a plan and brought
 * in only once confirmed (a campaign is added to the list of campaigns).
 */
import { useState } from 'preact/hooks';
import { FilePicker } from '../../core/controls/FilePicker';
import { downloadText } from '../../core/platform/download';
import { campaignFileText, campaignToLink, mapToText } from '../engine';
import type { FirestormModel } from '../state/model';
import { ImportConfirm, useImport } from './ImportConfirm';
import { adoptKeyText, isKeyText, KeyFile } from './KeyFile';
import { Card, TextBox } from './parts';
import { appPath } from './SharedView';
import { SignedShare } from './Signed';

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
  // The campaign's own name, carried in its link and its file.
  const name = m.current.value?.name ?? c?.map.name ?? '';
  // The campaign's file only while a campaign is in play.
  const downloads: readonly Download[] = [
    ...(c ? [CAMPAIGN_FILE] : []),
    { what: 'map', testid: 'fs-export-map', label: 'Download your map' },
  ];
  const [paste, setPaste] = useState('');
  const draft = useImport(m);
  const { setMessage } = draft;
  // A signing key file is taken as this phone's key; anything else is a campaign or a map.
  const read = async (text: string) => {
    if (!isKeyText(text)) return draft.read(text);
    const said = await adoptKeyText(text);
    setMessage({ text: said, error: said.startsWith('Not') });
  };
  const onFile = async (file: File) => read(await file.text());
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
          <SignedShare
            make={(by) => campaignToLink(c, appPath(), name, by)}
            title={`Firestorm campaign: ${name}`}
            what="the campaign"
            testid="fs-share"
            file={`the campaign file (${CAMPAIGN_FILE.label} below)`}
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
                d.what === 'campaign'
                  ? campaignFileText(c ?? { map: m.map.value, log: [], redo: [] }, name)
                  : m.mapText(),
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
      <FilePicker
        accept=".json,.txt,application/json,text/plain"
        testid="fs-import"
        onFile={onFile}
      >
        Open a campaign or map file…
      </FilePicker>
      <KeyFile />
      <TextBox
        label="Or paste a campaign link, a campaign file or map text"
        rows={3}
        value={paste}
        onInput={setPaste}
      />
      <button
        type="button"
        class="btn-quiet"
        disabled={!paste.trim()}
        onClick={() => void read(paste)}
      >
        Read the pasted text
      </button>
      <ImportConfirm draft={draft} testid="fs-import-go" />
    </Card>
  );
}
