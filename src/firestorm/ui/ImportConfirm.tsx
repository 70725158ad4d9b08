/**
 * Bringing in a campaign or a map, the same in Files and on Home's Import: the engine reads the
 * text, the plan of what it brings in is shown, and only a confirmed plan is applied (a campaign
 * is added to the list of campaigns and opened; none is replaced).
 */
import { useState } from 'preact/hooks';
import { type ImportPlan, planImport } from '../engine';
import type { FirestormModel } from '../state/model';

/** Returns what an import would bring in, in words. */
function PlanText(props: { plan: ImportPlan }) {
  const p = props.plan;
  return (
    <p data-testid="fs-plan">
      {p.kind === 'campaign'
        ? `A campaign on "${p.mapName}": ${p.markers} of 15 markers placed, ${p.open} battle${p.open === 1 ? '' : 's'} open. It is added to your campaigns and opened; the others stay as they are.`
        : `A map "${p.mapName}": ${p.areas} areas, ${p.borders} borders${p.issues ? `, ${p.issues} checks still to clear` : ''}. It replaces your map.`}
      {p.fixture && ' This is the TEST FIXTURE (made-up) map.'}
    </p>
  );
}

/** A line for the reader: a refusal (alert) or what happened (status). */
export interface Message {
  readonly text: string;
  readonly error: boolean;
}

/** An import under way: the plan read (if any), the last message, and what can be done. */
export interface ImportDraft {
  readonly plan: ImportPlan | null;
  readonly message: Message | null;
  setMessage(m: Message | null): void;
  /** Reads `text` into a plan, or a refusal. */
  read(text: string): void;
  /** Applies the plan. */
  confirm(): void;
  cancel(): void;
}

/**
 * Brings in an import plan and, for a campaign, gives it the name its link or file carries (the
 * list names a new campaign after its map otherwise).
 */
export function importNamed(model: FirestormModel, plan: ImportPlan): void {
  model.applyImport(plan);
  const added = model.current.value;
  if (plan.campaign && added) model.rename(added.id, plan.campaign.name);
}

/** Returns an import into `model`'s campaigns or map. */
export function useImport(model: FirestormModel): ImportDraft {
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  return {
    plan,
    message,
    setMessage,
    read(text) {
      const r = planImport(text);
      setPlan(r.ok ? r.value : null);
      setMessage(r.ok ? null : { text: `Not imported: ${r.error.message}`, error: true });
    },
    confirm() {
      if (!plan) return;
      importNamed(model, plan);
      setPlan(null);
      setMessage({
        text:
          plan.kind === 'campaign'
            ? `Campaign “${model.current.value?.name ?? plan.mapName}” added to your campaigns and opened.`
            : 'Map imported into the map kit.',
        error: false,
      });
    },
    cancel: () => setPlan(null),
  };
}

/** Returns the last message and, while there is a plan, the plan with Import and Cancel. */
export function ImportConfirm(props: {
  draft: ImportDraft;
  testid: string;
  onCancel?: () => void;
}) {
  const { plan, message } = props.draft;
  return (
    <>
      {message && (
        <p
          class={message.error ? 'fs-problem' : 'fs-small'}
          role={message.error ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
      {plan && (
        <div class="fs-confirm" data-testid="fs-import-confirm">
          <PlanText plan={plan} />
          <div class="fs-row">
            <button
              type="button"
              class="btn"
              data-testid={props.testid}
              onClick={props.draft.confirm}
            >
              Import
            </button>
            <button
              type="button"
              class="btn-quiet"
              onClick={() => {
                props.draft.cancel();
                props.onCancel?.();
              }}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
    </>
  );
}
