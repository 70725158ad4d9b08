/**
 * The frame of a small table's panel on the Import screen, for a table that keeps one record:
 * reads the file with the table's reader, says what it holds and what it would replace (the
 * table's words), and replaces the record only when the player confirms. A file that does not
 * read, or an import the model refuses, changes nothing and says why.
 */

import type { ReadonlySignal } from '@preact/signals';
import type { ComponentChildren, FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Section } from '../controls/Section';
import type { Route } from '../nav';
import { Link } from '../nav/Link';
import type { Result } from '../result';
import type { ImportPanelProps } from '../table';
import './import-panel.css';

/** The part of a table's model the panel uses: loaded on demand, then asked to import. */
export interface ImportingModel {
  readonly loaded: ReadonlySignal<boolean>;
  load(): Promise<void>;
  importText(text: string): Result<unknown>;
}

/** The panel's table and words: the route opened after the import (also the ids' prefix), the confirm button and the link. */
export interface RecordImportWords {
  readonly id: Route;
  /** e.g. "Replace my table". */
  readonly confirm: string;
  readonly open: string;
}

interface RecordImportProps<R> extends ImportPanelProps {
  readonly words: RecordImportWords;
  readonly read: (text: string) => Result<R>;
  readonly summary: (record: R) => ComponentChildren;
  readonly model: () => ImportingModel;
}

/**
 * Returns a table's import panel, headed by the name its registry entry gives its one kind of
 * file: `read` reads the file, `summary` says what it holds and what importing replaces, and
 * `model` (loaded on demand) imports it.
 */
export function recordImportPanel<R>(
  words: RecordImportWords,
  read: (text: string) => Result<R>,
  summary: (record: R) => ComponentChildren,
  model: () => ImportingModel,
): FunctionComponent<ImportPanelProps> {
  return (props) => (
    <RecordImportPanel {...props} words={words} read={read} summary={summary} model={model} />
  );
}

/** The panel for a file of a one-record table (null until a file is read). */
function RecordImportPanel<R>(props: RecordImportProps<R>) {
  const { file, read: readFile, words } = props;
  // A one-record table imports one kind of file: its name is the table's name for the record.
  const title = props.kinds[0]?.name;
  const [read, setRead] = useState<{ text: string; record: R } | { error: string } | null>(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    setDone(false);
    setRead(null);
    if (!file) return;
    let live = true;
    void file.text().then((text) => {
      if (!live) return;
      const r = readFile(text);
      setRead(r.ok ? { text, record: r.value } : { error: r.error.message });
    });
    return () => {
      live = false;
    };
  }, [file, readFile]);

  const titleId = `${words.id}-import-title`;
  if (done)
    return (
      <Section id={titleId} title={title} class="card" role="status">
        <p>
          Imported. <Link to={words.id}>{words.open}</Link>
        </p>
      </Section>
    );
  if (!file || !read) return null;
  if ('error' in read)
    return (
      <Section id={titleId} title={title} class="card">
        <p role="alert">Nothing changed. {read.error}</p>
      </Section>
    );
  return (
    <Section id={titleId} title={title} class="card stack" testid={`${words.id}-import-panel`}>
      <p>{props.summary(read.record)}</p>
      <div class="import-panel-row">
        <button
          type="button"
          class="btn"
          onClick={async () => {
            const model = props.model();
            if (!model.loaded.peek()) await model.load();
            const r = model.importText(read.text);
            if (r.ok) setDone(true);
            else setRead({ error: r.error.message });
          }}
        >
          {words.confirm}
        </button>
        <button type="button" class="btn-quiet" onClick={props.clear}>
          Cancel
        </button>
      </div>
    </Section>
  );
}
