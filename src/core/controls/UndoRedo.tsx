/** The undo and redo buttons of a table's log: each off when there is nothing to take back or put back. */
export function UndoRedo(props: {
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
  /** Prefix of the buttons' test ids (`<prefix>-undo`, `<prefix>-redo`). */
  testid?: string;
  /** What each button would take back and put back, for its accessible name ("Undo Battle 2"). */
  labels?: readonly [undo: string, redo: string];
}) {
  const buttons = [
    { word: 'Undo', can: props.canUndo, go: props.undo, label: props.labels?.[0] },
    { word: 'Redo', can: props.canRedo, go: props.redo, label: props.labels?.[1] },
  ];
  return (
    <>
      {buttons.map((b) => (
        <button
          key={b.word}
          type="button"
          class="btn-quiet"
          disabled={!b.can}
          onClick={() => b.go()}
          data-testid={props.testid && `${props.testid}-${b.word.toLowerCase()}`}
          aria-label={b.label}
        >
          {b.word}
        </button>
      ))}
    </>
  );
}
