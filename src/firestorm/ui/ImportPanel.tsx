/**
 * The Firestorm table's panel on the Import screen: a campaign file, a map file, map text or a
 * campaign link chosen there is read by the engine, shown as the plan of what it brings in, and
 * brought in only once confirmed (a campaign replaced is kept to restore, as in Files).
 */
import { useEffect, useState } from 'preact/hooks';
import { Link } from '../../core/nav/Link';
import type { ImportPanelProps } from '../../core/table';
import { type ImportPlan, planImport } from '../engine';
import { firestormModel } from '../state/model';
import { PlanText } from './FileCard';
import './firestorm.css';

/** Returns the panel for the file chosen (null until one of the table's kinds is). */
export function ImportPanel({ file, clear }: ImportPanelProps) {
  const model = firestormModel();
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    setPlan(null);
    setMessage(null);
    if (!file) return;
    void Promise.all([file.text(), model.loaded.value ? null : model.load()]).then(([text]) => {
      if (!live) return;
      const r = planImport(text);
      setPlan(r.ok ? r.value : null);
      setMessage(r.ok ? null : { text: `Not imported: ${r.error.message}`, error: true });
    });
    return () => {
      live = false;
    };
  }, [file]);
  if (!plan && !message) return null;
  return (
    <section class="card" aria-labelledby="fs-import-title" data-testid="fs-import-panel">
      <h2 class="section-title" id="fs-import-title">
        Firestorm: Stalingrad
      </h2>
      {message && (
        <p
          class={message.error ? 'fs-problem' : 'fs-small'}
          role={message.error ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
      {message && !message.error && (
        <Link to="firestorm" class="btn">
          Open the Firestorm campaign
        </Link>
      )}
      {plan && (
        <>
          <PlanText plan={plan} />
          <div class="fs-row">
            <button
              type="button"
              class="btn"
              data-testid="fs-import-panel-go"
              onClick={() => {
                model.applyImport(plan);
                setPlan(null);
                setMessage({
                  text:
                    plan.kind === 'campaign'
                      ? 'Campaign imported.'
                      : 'Map imported into the map kit.',
                  error: false,
                });
              }}
            >
              Import
            </button>
            <button
              type="button"
              class="btn-quiet"
              onClick={() => {
                setPlan(null);
                clear();
              }}
            >
              Cancel
            </button>
          </div>
        </>
      )}
    </section>
  );
}
