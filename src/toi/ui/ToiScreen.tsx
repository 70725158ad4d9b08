/**
 * Tide of Iron: Stalingrad exact odds (route 'toi'): pick the situation, set the dice, read the
 * odds; enter or roll the dice, read the result and log it; mark fires and buildings on the map.
 * Settings, log and marks are the table's model, saved on the device as they change.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Segmented } from '../../core/controls';
import type { DiceEntries } from '../../core/dice/DiceEntry';
import {
  carriedModifiers,
  type DieRoll,
  freshSituation,
  type ModifierId,
  readTarget,
  type Settings,
  SITUATION_INFO,
  SITUATIONS,
  type SituationKind,
  summarize,
} from '../engine';
import { toiModel } from '../state';
import { LogView } from './LogView';
import { MarksView } from './MarksView';
import { CorePanel, inPlay, ModifiersPanel } from './Modifiers';
import { OddsView } from './OddsView';
import { RollView } from './RollView';
import { SettingsForm } from './SettingsForm';
import './toi.css';

/** The offer to carry the last situation's modifiers over to this one, when any apply. */
function CarryOver(props: { left: Settings; s: Settings; carry: () => void }) {
  const patch = carriedModifiers(props.left, props.s.kind);
  const words = (Object.keys(patch) as ModifierId[]).map((m) => inPlay(props.left, m));
  if (words.length === 0) return null;
  return (
    <p class="field-note toi-carry" role="status" data-testid="toi-carry">
      {SITUATION_INFO[props.s.kind].name} starts with no modifiers;{' '}
      {SITUATION_INFO[props.left.kind].name} had {words.join(', ')}.{' '}
      <button type="button" class="btn-quiet" onClick={props.carry} data-testid="toi-carry-go">
        Carry them over
      </button>
    </p>
  );
}

/** Returns the Tide of Iron odds screen. */
export function ToiScreen() {
  const model = toiModel();
  const [dice, setDice] = useState<DiceEntries>({});
  // The hex or unit the next roll is at: named in its log entry, and where its fire is marked.
  const [target, setTarget] = useState('');
  // The situation just left, while the new one could still take its modifiers over.
  const [left, setLeft] = useState<Settings | null>(null);
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
  // A new situation starts from its own modifiers: none, with the old ones one tap away.
  const pick = (kind: SituationKind) => {
    if (kind === s.kind) return;
    set(freshSituation(kind));
    setLeft(s);
  };
  const logRoll = (d: Record<string, DieRoll[]>, fire: 'weak' | 'strong' | null) => {
    const t = readTarget(target);
    if (!t.ok) return t.error.message;
    if (fire && !t.value) return 'Name the hex the fire is in (above the dice) to mark it.';
    const r = model.add({
      type: 'roll',
      settings: s,
      dice: d,
      ...(t.value && { target: t.value }),
    });
    if (!r.ok) return r.error.message;
    if (fire && t.value) {
      const m = model.add({ type: 'fire', hex: t.value, strength: fire });
      if (!m.ok) return `The roll is logged; the fire is not marked: ${m.error.message}`;
    }
    setDice({});
    setTarget('');
    return null;
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
          onChange={pick}
          wide
        />
        {left && (
          <CarryOver
            left={left}
            s={s}
            carry={() => {
              set(carriedModifiers(left, s.kind));
              setLeft(null);
            }}
          />
        )}
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
            target={target}
            setTarget={setTarget}
            log={logRoll}
          />
        </details>
        <LogView model={model} />
        <MarksView model={model} set={set} />
      </div>
    </div>
  );
}
