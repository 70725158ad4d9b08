/**
 * Import: one file picker for every kind of file a table imports (the registry says which),
 * and the panel of the table whose kind the chosen file is, which checks it, shows what the
 * import would change and writes only when the player confirms.
 */
import type { FunctionComponent } from 'preact';
import { useState } from 'preact/hooks';
import { FilePicker } from '../../core/controls/FilePicker';
import { LoadFailed, type LoadFailure, useLoad } from '../../core/nav/lazy';
import type { ImportPanelProps, Table } from '../../core/table';
import { TABLES } from '../registry';
import './Import.css';

/** The tables that import files, in registry order. */
const IMPORTERS: readonly Table[] = TABLES.filter((t: Table) => t.imports !== undefined);

/** Returns whether a file is of one of `accept`'s endings or media types. */
export function accepts(accept: readonly string[], file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  return accept.some((a) => (a.startsWith('.') ? name.endsWith(a) : a === file.type));
}

/**
 * Returns how closely `accept` names the file: the length of the longest file name ending it
 * matches ('.toi.json' beats '.json'), 1 for a media type alone, 0 when it does not take it.
 */
function closeness(accept: readonly string[], file: { name: string; type: string }): number {
  let best = 0;
  for (const a of accept) {
    if (accepts([a], file)) best = Math.max(best, a.startsWith('.') ? a.length : 1);
  }
  return best;
}

/**
 * Returns the table that takes the file: the first with a kind that claims the file's first
 * characters (`head`: a mark the table writes), else the one whose kind names it most closely (a
 * table's own ending before a plain '.json'; on a tie the first in registry order), else the
 * first that imports at all (its panel then names what is wrong with the file).
 */
export function importerOf(
  tables: readonly Table[],
  file: { name: string; type: string },
  head = '',
): Table | undefined {
  const claimed = tables.find((t) => t.imports?.kinds.some((k) => k.claims?.(head)));
  if (claimed) return claimed;
  let best: Table | undefined;
  let score = 0;
  for (const t of tables) {
    for (const k of t.imports?.kinds ?? []) {
      const s = closeness(k.accept, file);
      if (s > score) {
        score = s;
        best = t;
      }
    }
  }
  return best ?? tables[0];
}

/** How much of a file's start a kind's claim reads. */
const HEAD_CHARS = 4096;

type Panel = FunctionComponent<ImportPanelProps>;

/** Loads each importing table's panel on first use; they keep their state while shown. */
function usePanels(): {
  panels: ReadonlyMap<string, Panel>;
  failed: LoadFailure | null;
  retry: () => void;
} {
  const [panels, setPanels] = useState<ReadonlyMap<string, Panel>>(new Map());
  const [attempt, setAttempt] = useState(0);
  const failed = useLoad(
    () => Promise.all(IMPORTERS.map((t) => t.imports!.panel().then((p) => [t.id, p] as const))),
    attempt,
    false,
    (loaded) => setPanels(new Map(loaded)),
  );
  return { panels, failed, retry: () => setAttempt((n) => n + 1) };
}

/** Returns the import screen. */
export function ImportScreen() {
  const [chosen, setChosen] = useState<{ file: File; table: string } | null>(null);
  const { panels, failed, retry } = usePanels();
  const kinds = IMPORTERS.flatMap((t) => t.imports!.kinds);
  const accept = [...new Set(kinds.flatMap((k) => k.accept))].join(',');
  const clear = () => setChosen(null);
  const choose = async (f: File) => {
    const head = await f
      .slice(0, HEAD_CHARS)
      .text()
      .catch(() => '');
    const table = importerOf(IMPORTERS, f, head);
    if (table) setChosen({ file: f, table: table.id });
  };
  return (
    <div class="import">
      <p>
        Choose {kinds.map((k) => k.summary).join(', or ')}. It is checked whole first; nothing here
        changes until you confirm.
      </p>
      <FilePicker id="import-file" strong accept={accept} onFile={choose}>
        Choose the file to import
      </FilePicker>
      {failed && <LoadFailed what="import screen" why={failed} retry={retry} />}
      {IMPORTERS.map((t) => {
        const Panel = panels.get(t.id);
        return Panel ? (
          <Panel
            key={t.id}
            file={chosen?.table === t.id ? chosen.file : null}
            clear={clear}
            kinds={t.imports!.kinds}
          />
        ) : null;
      })}
    </div>
  );
}
