/**
 * The one "open a file" button every table uses: a label drawn as a button over an invisible
 * file input, so the whole button opens the system's chooser and keyboard focus shows on it.
 */
import type { ComponentChildren } from 'preact';
import './file-picker.css';

/** What the picker shows and takes, and where the chosen file goes. */
interface FilePickerProps {
  /** The button's words. */
  readonly children: ComponentChildren;
  /** The input's accept list, e.g. '.json,application/json'. */
  readonly accept: string;
  /** Receives the chosen file (never called when the chooser is cancelled). */
  readonly onFile: (file: File) => void;
  /** A full button (the main action of its card) instead of the quiet one. */
  readonly strong?: boolean;
  /** The input's id, for a page that names its one picker. */
  readonly id?: string;
  readonly testid?: string;
}

/**
 * Returns a button that opens the file chooser and hands the chosen file to `onFile`. The input
 * is cleared first, so choosing the same file again (after fixing it) fires again.
 */
export function FilePicker({ children, accept, onFile, strong, id, testid }: FilePickerProps) {
  return (
    <label class={`${strong ? 'btn' : 'btn-quiet'} file-picker`}>
      {children}
      <input
        id={id}
        type="file"
        accept={accept}
        class="file-picker-input"
        data-testid={testid}
        onChange={(e) => {
          const input = e.currentTarget;
          const file = input.files?.[0];
          input.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
