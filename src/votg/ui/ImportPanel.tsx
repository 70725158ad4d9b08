/**
 * The VotG Mission's panel on the Import screen: reads a Mission file exported from the roller,
 * says what it holds and what it would replace, and replaces the Mission only when the player
 * confirms (the replaced one is kept as the previous Mission). A file that does not read changes
 * nothing and says why.
 */
import { useEffect, useState } from 'preact/hooks';
import { Link } from '../../core/nav/Link';
import type { ImportPanelProps } from '../../core/table';
import { MISSIONS, type MissionRecord, readMissionFile } from '../engine';
import { votgModel } from '../state';
import { SIDE_NAME } from './words';
import './votg.css';

/** Returns the import panel for a VotG Mission file. */
export function ImportPanel({ file, clear }: ImportPanelProps) {
  const [read, setRead] = useState<{ text: string; rec: MissionRecord } | { error: string } | null>(
    null,
  );
  const [done, setDone] = useState(false);
  useEffect(() => {
    setDone(false);
    setRead(null);
    if (!file) return;
    let live = true;
    void file.text().then((text) => {
      if (!live) return;
      const r = readMissionFile(text);
      setRead(r.ok ? { text, rec: r.value } : { error: r.error.message });
    });
    return () => {
      live = false;
    };
  }, [file]);

  const title = (
    <h2 class="section-title" id="votg-import-title">
      Valor of the Guards Mission
    </h2>
  );
  if (done)
    return (
      <section class="card" aria-labelledby="votg-import-title" role="status">
        {title}
        <p>
          Imported. <Link to="votg">Open the Mission roller</Link>
        </p>
      </section>
    );
  if (!file || !read) return null;
  if ('error' in read)
    return (
      <section class="card" aria-labelledby="votg-import-title">
        {title}
        <p role="alert">Nothing changed. {read.error}</p>
      </section>
    );
  const m = MISSIONS[read.rec.mission];
  return (
    <section class="card stack" aria-labelledby="votg-import-title" data-testid="votg-import-panel">
      {title}
      <p>
        Mission {m.id} {m.name}, FRIENDLY {SIDE_NAME[read.rec.friendly]}, {read.rec.log.length} log
        {read.rec.log.length === 1 ? ' line' : ' lines'}. Importing replaces the Mission on this
        device; the one it replaces is kept as the previous Mission.
      </p>
      <div class="votg-row">
        <button
          type="button"
          class="btn"
          onClick={async () => {
            const model = votgModel();
            if (!model.loaded.peek()) await model.load();
            const r = model.importText(read.text);
            if (r.ok) setDone(true);
            else setRead({ error: r.error.message });
          }}
        >
          Replace my Mission
        </button>
        <button type="button" class="btn-quiet" onClick={clear}>
          Cancel
        </button>
      </div>
    </section>
  );
}
