/**
 * The plan of a kit import, whichever way the kit came (kit file, kit text, kit link, QR code):
 * by default its facts are added to the owner's kit (what that changes is listed first), and
 * replacing the whole kit is a separate, named choice with its own list; its problems show at
 * their lines for kit text; nothing is applied until the owner confirms, and the kit as it was
 * is kept so the import can be undone.
 */

import { type ComponentKit, exportKit, validateKit } from '../../engine/kit';
import { addKitFacts } from '../../engine/kit/merge';
import { kitImportPlan } from '../../engine/kit/text-plan';
import type { KitProblem, RecognisedKit } from '../../state/files/recognise-kit';
import { kitModel } from '../../state/kit';
import './kit.css';
import './share.css';

const SOURCE: Readonly<Record<RecognisedKit['source'], string>> = {
  file: 'kit file',
  text: 'kit text',
  link: 'kit link',
};

const ruleName = (rule: string) => (rule === 'input' ? '' : ` (rule ${rule})`);

/** The problems of a kit to import, each with its line and column when it has them. */
export function KitProblems(props: { problems: readonly KitProblem[] }) {
  const shown = props.problems.slice(0, 30);
  return (
    <ul class="share-problems" data-testid="kit-problems">
      {shown.map((p, i) => (
        <li key={`${p.line}|${p.column}|${p.message}|${i}`}>
          {p.line !== undefined && (
            <strong class="share-where">
              Line {p.line}, column {p.column}:{' '}
            </strong>
          )}
          {p.message}
          {ruleName(p.rule)}
        </li>
      ))}
      {props.problems.length > shown.length && (
        <li>…and {props.problems.length - shown.length} more.</li>
      )}
    </ul>
  );
}

/**
 * Returns the plan for a recognised kit: its changes and a confirm button, or why it cannot be
 * read. `onDone` gets what to tell the owner after an import; `onCancel` drops the plan.
 */
export function KitImportPlan(props: {
  found: RecognisedKit;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { found } = props;
  if (found.kind === 'unreadable')
    return (
      <div class="share-plan" role="alert" data-testid="kit-plan-error">
        <p>
          <strong>This {SOURCE[found.source]} cannot be read.</strong> Nothing was changed.
        </p>
        <KitProblems problems={found.problems} />
        <button type="button" class="outlined kit-btn-secondary" onClick={props.onCancel}>
          Close
        </button>
      </div>
    );
  const owner = kitModel.owner.value;
  const added = addKitFacts(owner, found.kit);
  const take = (kit: ComponentKit, how: 'added' | 'replaced') => {
    const status = validateKit(kit).status;
    const r = kitModel.importText(exportKit(kit), { allowInvalid: status === 'invalid' });
    if (r.ok)
      props.onDone(
        how === 'added'
          ? `Added the facts of "${found.kit.name}" to your kit. Your kit as it was is kept: Component kit → File → Undo a replacement restores it.`
          : `Imported "${r.value.name}" in place of your kit. Your previous kit "${owner.name}" is kept: Component kit → File → Undo a replacement restores it.`,
      );
    else props.onDone(`Not imported: ${r.error.message}`);
  };
  return (
    <section class="share-plan" aria-labelledby="kit-plan-title" data-testid="kit-plan">
      <h3 class="kit-h3" id="kit-plan-title">
        Add the facts of "{found.kit.name}" from a {SOURCE[found.source]}?
      </h3>
      <p class="kit-small">Added to your kit "{owner.name}", which keeps everything else:</p>
      <ul class="share-plan-lines" data-testid="kit-plan-add">
        {kitImportPlan(owner, added).map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      {found.problems.length > 0 && (
        <>
          <p class="kit-small">
            It contradicts the rules in {found.problems.length} place
            {found.problems.length === 1 ? '' : 's'}. You can import it and fix it in the kit
            screen, or fix the text first:
          </p>
          <KitProblems problems={found.problems} />
        </>
      )}
      <p class="kit-small">Nothing changes until you confirm, and your kit as it is now is kept.</p>
      <div class="kit-row">
        <button
          type="button"
          class="btn"
          data-testid="kit-plan-confirm"
          onClick={() => take(added, 'added')}
        >
          Add to my kit
        </button>
        <button type="button" class="outlined kit-btn-secondary" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
      <details class="share-replace">
        <summary>Replace my whole kit instead</summary>
        <p class="kit-small">Your kit would become this one, with only the facts it holds:</p>
        <ul class="share-plan-lines" data-testid="kit-plan-replace">
          {kitImportPlan(owner, found.kit).map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
        <button
          type="button"
          class="outlined kit-btn-secondary"
          data-testid="kit-plan-replace-confirm"
          onClick={() => take(found.kit, 'replaced')}
        >
          Replace my whole kit
        </button>
      </details>
    </section>
  );
}
