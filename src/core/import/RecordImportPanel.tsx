/**
 * The frame of a small table's panel on the Import screen, for a table that keeps one record:
 * reads the file with the table's reader, says what it holds and what it would replace (the
 * table's words), and replaces the record only when the player confirms. A file that does not
 * read, or an import the model refuses, changes nothing and says why.
 */

import type { ReadonlySignal } from '@preact/signals';
import type { ComponentChildren, FunctionComponent } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Section } from '../controls/Section';
import type { Route } from '../nav';
import { Link } from '../nav/Link';
import type { Result } from '../result';
import { pacer } from '../store/pace';
import type { ImportPanelProps } from '../table';
import './import-panel.css';

/**
 * What a panel reads a file with: at once, or in slices with `pause()` between them (a long
 * record), so the page keeps drawing and Cancel is heard; a pause throws once the read is
 * cancelled, and nothing read is kept.
 */
export type RecordRead<R> = (
  text: string,
  pause: () => Promise<void>,
) => Result<R> | Promise<Result<R>>;

/** The part of a table's model the panel uses: loaded on demand, then asked to import. */
export interface ImportingModel<R = unknown> {
  readonly loaded: ReadonlySignal<boolean>;
  load(): Promise<void>;
  importText(text: string): Result<unknown>;
  /**
   * Imports the record the panel's reader returned, so a long file is not read a second time
   * (a table without it is given the text again); a long record's work before its write may
   * pause between slices with `pause()`.
   */
  importRead?(record: R, pause: () => Promise<void>): Result<unknown> | Promise<Result<unknown>>;
  /** Resolves once the import's write is stored or refused. */
  flushed(): Promise<void>;
  /** Why the last write was not stored, or null. */
  readonly failure: ReadonlySignal<string | null>;
  /** Set when another tab had moved on and the write was refused. */
  readonly notice: ReadonlySignal<string | null>;
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
  readonly read: RecordRead<R>;
  readonly summary: (record: R) => ComponentChildren;
  readonly model: () => ImportingModel<R>;
}

/**
 * Returns a table's import panel, headed by the name its registry entry gives its one kind of
 * file: `read` reads the file, `summary` says what it holds and what importing replaces, and
 * `model` (loaded on demand) imports it.
 */
export function recordImportPanel<R>(
  words: RecordImportWords,
  read: RecordRead<R>,
  summary: (record: R) => ComponentChildren,
  model: () => ImportingModel<R>,
): FunctionComponent<ImportPanelProps> {
  return (props) => (
    <RecordImportPanel {...props} words={words} read={read} summary={summary} model={model} />
  );
}

/** Thrown by a cancelled read's pause, to stop the reader where it is. */
const CANCELLED = new Error('import cancelled');

/** What the panel holds of the chosen file. */
type Reading<R> =
  | { readonly step: 'checking' }
  | { readonly step: 'read'; readonly text: string; readonly record: R }
  | { readonly step: 'storing'; readonly text: string; readonly record: R }
  | { readonly step: 'refused'; readonly error: string }
  | { readonly step: 'cancelled' }
  | { readonly step: 'done' };

/**
 * Reads `file` with `readFile` into `set`, pausing between slices; returns the cancel, after
 * which nothing more is set.
 */
function startReading<R>(
  file: File,
  readFile: RecordRead<R>,
  set: (r: Reading<R>) => void,
): () => void {
  let live = true;
  const paced = pacer();
  const pause = async () => {
    if (live) await paced();
    if (!live) throw CANCELLED;
  };
  set({ step: 'checking' });
  void (async () => {
    try {
      const text = await file.text();
      if (!live) return;
      const r = await readFile(text, pause);
      if (live)
        set(
          r.ok
            ? { step: 'read', text, record: r.value }
            : { step: 'refused', error: r.error.message },
        );
    } catch (e) {
      if (e !== CANCELLED) throw e;
    }
  })();
  return () => {
    live = false;
  };
}

/** Stores a read record through the table's model; the panel's next state. */
async function importRecord<R>(
  model: ImportingModel<R>,
  read: { readonly text: string; readonly record: R },
): Promise<Reading<R>> {
  if (!model.loaded.peek()) await model.load();
  const r = model.importRead
    ? await model.importRead(read.record, pacer())
    : model.importText(read.text);
  if (!r.ok) return { step: 'refused', error: r.error.message };
  // Imported only once it is stored: a refused or failed write says why instead.
  await model.flushed();
  const why = model.failure.peek() ?? model.notice.peek();
  return why ? { step: 'refused', error: why } : { step: 'done' };
}

/** The panel for a file of a one-record table (null until a file is chosen). */
function RecordImportPanel<R>(props: RecordImportProps<R>) {
  const { file, read: readFile, words } = props;
  // A one-record table imports one kind of file: its name is the table's name for the record.
  const title = props.kinds[0]?.name;
  const [reading, setReading] = useState<Reading<R> | null>(null);
  const stop = useRef<() => void>(() => undefined);
  useEffect(() => {
    // No file: another table's file was chosen, or this one cancelled (which is still said).
    if (!file) {
      setReading((r) => (r?.step === 'cancelled' ? r : null));
      return;
    }
    stop.current = startReading(file, readFile, setReading);
    return () => stop.current();
  }, [file, readFile]);

  const titleId = `${words.id}-import-title`;
  if (!reading) return null;
  const cancel = () => {
    stop.current();
    setReading({ step: 'cancelled' });
    props.clear();
  };
  switch (reading.step) {
    case 'done':
      return (
        <Section id={titleId} title={title} class="card" role="status">
          <p>
            Imported. <Link to={words.id}>{words.open}</Link>
          </p>
        </Section>
      );
    case 'cancelled':
      return (
        <Section id={titleId} title={title} class="card" role="status">
          <p>Import cancelled; nothing was changed.</p>
        </Section>
      );
    case 'refused':
      return (
        <Section id={titleId} title={title} class="card">
          <p role="alert">Nothing changed. {reading.error}</p>
        </Section>
      );
    case 'checking':
      return (
        <Section
          id={titleId}
          title={title}
          class="card stack"
          testid={`${words.id}-import-checking`}
        >
          <p role="status">Checking {file?.name ?? 'the file'}: every line, in order.</p>
          <progress class="import-panel-progress" aria-labelledby={titleId} />
          <div class="import-panel-row">
            <button type="button" class="btn-quiet" onClick={cancel}>
              Cancel
            </button>
          </div>
        </Section>
      );
  }
  const storing = reading.step === 'storing';
  return (
    <Section id={titleId} title={title} class="card stack" testid={`${words.id}-import-panel`}>
      <p>{props.summary(reading.record)}</p>
      <div class="import-panel-row">
        <button
          type="button"
          class="btn"
          disabled={storing}
          onClick={async () => {
            setReading({ ...reading, step: 'storing' });
            setReading(await importRecord(props.model(), reading));
          }}
        >
          {storing ? 'Importing…' : words.confirm}
        </button>
        <button type="button" class="btn-quiet" disabled={storing} onClick={cancel}>
          Cancel
        </button>
      </div>
    </Section>
  );
}
