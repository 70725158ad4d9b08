/**
 * The Tide of Iron table's panel on the Import screen: reads a table file exported from the
 * screen, says what it holds and what it would replace, and replaces the table only when the
 * player confirms. A file that does not read changes nothing and says why.
 */
import { useEffect, useState } from 'preact/hooks';
import { Link } from '../../core/nav/Link';
import type { ImportPanelProps } from '../../core/table';
import { boardOf, readRecordFile, SITUATION_INFO, type ToiRecord } from '../engine';
import { toiModel } from '../state';
import './toi.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Returns the import panel for a Tide of Iron table file. */
export function ImportPanel({ file, clear }: ImportPanelProps) {
  const [read, setRead] = useState<{ text: string; rec: ToiRecord } | { error: string } | null>(
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
      const r = readRecordFile(text);
      setRead(r.ok ? { text, rec: r.value } : { error: r.error.message });
    });
    return () => {
      live = false;
    };
  }, [file]);

  if (done) {
    return (
      <section class="card" aria-labelledby="toi-import-title" role="status">
        <h2 class="section-title" id="toi-import-title">
          Tide of Iron table
        </h2>
        <p>
          Imported. <Link to="toi">Open the Tide of Iron odds</Link>
        </p>
      </section>
    );
  }
  if (!file || !read) return null;
  if ('error' in read) {
    return (
      <section class="card" aria-labelledby="toi-import-title">
        <h2 class="section-title" id="toi-import-title">
          Tide of Iron table
        </h2>
        <p role="alert">Nothing changed. {read.error}</p>
      </section>
    );
  }
  const board = boardOf(read.rec.log);
  const marks = board.ok ? board.value.fires.length + board.value.buildings.length : 0;
  return (
    <section class="card" aria-labelledby="toi-import-title" data-testid="toi-import-panel">
      <h2 class="section-title" id="toi-import-title">
        Tide of Iron table
      </h2>
      <p>
        {plural(read.rec.log.length, 'log entry', 'log entries')},{' '}
        {plural(marks, 'fire or building marked', 'fires and buildings marked')}, set for{' '}
        {SITUATION_INFO[read.rec.settings.kind].name}. Importing replaces this device’s Tide of Iron
        settings, log and marks.
      </p>
      <div class="toi-buttons">
        <button
          type="button"
          class="btn"
          onClick={async () => {
            const model = toiModel();
            if (!model.loaded.peek()) await model.load();
            const r = model.importText(read.text);
            if (r.ok) setDone(true);
            else setRead({ error: r.error.message });
          }}
        >
          Replace my table
        </button>
        <button type="button" class="btn-quiet" onClick={clear}>
          Cancel
        </button>
      </div>
    </section>
  );
}
