/**
 * The Firestorm table's panel on the Import screen: a campaign file, a map file, map text or a
 * campaign link chosen there is read by the engine, shown as the plan of what it brings in, and
 * brought in only once confirmed (a campaign is added to the list of campaigns and opened, as in
 * Files).
 */
import { useEffect } from 'preact/hooks';
import { Link } from '../../core/nav/Link';
import type { ImportPanelProps } from '../../core/table';
import { firestormModel } from '../state/model';
import { ImportConfirm, useImport } from './ImportConfirm';
import './firestorm.css';

/** Returns the panel for the file chosen (null until one of the table's kinds is). */
export function ImportPanel({ file, clear }: ImportPanelProps) {
  const model = firestormModel();
  const draft = useImport(model);
  useEffect(() => {
    let live = true;
    draft.cancel();
    draft.setMessage(null);
    if (!file) return;
    void Promise.all([file.text(), model.loaded.value ? null : model.load()]).then(([text]) => {
      if (live) draft.read(text);
    });
    return () => {
      live = false;
    };
  }, [file]);
  const { plan, message } = draft;
  if (!plan && !message) return null;
  return (
    <section class="card" aria-labelledby="fs-import-title" data-testid="fs-import-panel">
      <h2 class="section-title" id="fs-import-title">
        Firestorm: Stalingrad
      </h2>
      <ImportConfirm draft={draft} testid="fs-import-panel-go" onCancel={clear} />
      {message && !message.error && (
        <Link to="firestorm" class="btn">
          Open the Firestorm campaign
        </Link>
      )}
    </section>
  );
}
