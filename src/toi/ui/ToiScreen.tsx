/**
 * Tide of Iron: Stalingrad exact odds (route 'toi'): pick the situation, set the dice, read the
 * odds; enter or roll the dice, read the result and log it; mark fires and buildings on the map.
 * Settings, log and marks are the table's model, saved on the device as they change.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Segmented } from '../../core/controls';
import type { DiceEntries } from '../../core/dice/DiceEntry';
import { type Settings, SITUATION_INFO, SITUATIONS, summarize } from '../engine';
import { toiModel } from '../state';
import { LogView } from './LogView';
import { MarksView } from './MarksView';
import { CorePanel, ModifiersPanel } from './Modifiers';
import { OddsView } from './OddsView';
import { RollView } from './RollView';
import { SettingsForm } from './SettingsForm';
import './toi.css';

/** Returns the Tide of Iron odds screen. */
export function ToiScreen() {
  const model = toiModel();
  const [dice, setDice] = useState<DiceEntries>({});
  useEffect(() => {
    if (!model.loaded.peek()) void model.load();
  }, [model]);
  const s = model.settings.value;
  const summary = useMemo(() => summarize(s), [s]);
  if (!model.loaded.value) {
    return (
      <p class="field-note" role="status">
        Opening the table…
      </p>
    );
  }
  const set = (patch: Partial<Settings>) => {
    model.setSettings(patch);
    // New settings mean a new roll: dice typed for the old one no longer apply.
    setDice({});
  };
  return (
    <div class="toi">
      <div class="toi-set">
        <Segmented
          name="toi-kind"
          legend="Situation"
          options={SITUATIONS}
          label={(k) => SITUATION_INFO[k].name}
          value={s.kind}
          onChange={(k) => set({ kind: k })}
          wide
        />
        <SettingsForm s={s} set={set} />
        <ModifiersPanel s={s} set={set} />
        <CorePanel s={s} set={set} />
      </div>
      <div class="toi-out">
        <OddsView summary={summary} />
        {/* Open from the start: rolling is what the player does next, after reading the odds. */}
        <details class="card toi-roll fold" open data-testid="toi-roll">
          <summary class="toi-roll-summary">
            <h2 class="section-title">Enter or roll the dice</h2>
          </summary>
          <RollView
            s={s}
            dice={dice}
            setDice={setDice}
            log={(d) => {
              const r = model.add({ type: 'roll', settings: s, dice: d });
              if (!r.ok) return r.error.message;
              setDice({});
              return null;
            }}
          />
        </details>
        <LogView model={model} />
        <MarksView model={model} set={set} />
      </div>
    </div>
  );
}
