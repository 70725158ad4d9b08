/**
 * Tide of Iron: Stalingrad exact odds (route 'toi'): pick the situation, set the dice, read the
 * odds; optionally enter or roll the dice and read the result. Nothing is saved: the settings
 * last while the app is open.
 */
import { useMemo, useState } from 'preact/hooks';
import { Segmented, Stepper } from '../../core/controls';
import type { DiceEntries } from '../../core/dice/DiceEntry';
import {
  CORE_SUCCESS_DEFAULT,
  type Settings,
  SITUATION_INFO,
  SITUATIONS,
  summarize,
} from '../engine';
import { OddsView } from './OddsView';
import { RollView } from './RollView';
import { SettingsForm } from './SettingsForm';
import { headingText } from './words';
import './toi.css';

const DEFAULTS: Settings = {
  kind: 'building',
  attack: 19,
  defense: 2,
  need: 1,
  floorsAbove: 1,
  weakened: false,
  concussive: false,
  token: 2,
  cover: 3,
  defenders: 3,
  multiLevel: false,
  fromSewer: false,
  mv: 6,
  hitOn: CORE_SUCCESS_DEFAULT,
  saveOn: CORE_SUCCESS_DEFAULT,
};

// Kept while the app runs, so leaving and coming back finds the same table.
let last: Settings = DEFAULTS;

const faces = (n: number) => (n >= 6 ? '6' : `${n}-6`);

/** The core game's two die thresholds: the setting, the stepper's id and its label. */
const FACE_STEPPERS = [
  ['hitOn', 'toi-hiton', 'Attack die hits on'],
  ['saveOn', 'toi-saveon', 'Cover die saves on'],
] as const;

/** Returns the Tide of Iron odds screen. */
export function ToiScreen() {
  const [s, setS] = useState<Settings>(last);
  const [dice, setDice] = useState<DiceEntries>({});
  const set = (patch: Partial<Settings>) => {
    setS((old) => {
      last = { ...old, ...patch };
      return last;
    });
    // New settings mean a new roll: dice typed for the old one no longer apply.
    setDice({});
  };
  const summary = useMemo(() => summarize(s), [s]);
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
        {SITUATION_INFO[s.kind].core && (
          <details class="toi-core" data-testid="toi-core">
            <summary>
              <span class="toi-core-title">Core game</span>
              <span class="toi-core-now">
                hit {faces(s.hitOn)}, save {faces(s.saveOn)}
              </span>
              <span class="rule-tag">check</span>
            </summary>
            <p class="field-note">{headingText('core')}</p>
            <div class="field-grid">
              {FACE_STEPPERS.map(([key, id, label]) => (
                <Stepper
                  key={key}
                  id={id}
                  label={label}
                  value={s[key]}
                  min={1}
                  max={6}
                  display={faces(s[key])}
                  onChange={(n) => set({ [key]: n })}
                />
              ))}
            </div>
          </details>
        )}
      </div>
      <div class="toi-out">
        <OddsView summary={summary} />
        <details class="card toi-roll">
          <summary class="toi-roll-summary">
            <h2 class="section-title">Enter or roll the dice</h2>
          </summary>
          <RollView s={s} dice={dice} setDice={setDice} />
        </details>
      </div>
    </div>
  );
}
