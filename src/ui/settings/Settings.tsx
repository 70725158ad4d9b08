import {
  type Settings as SettingsRecord,
  settingsModel,
  TEXT_SIZES,
  THEMES,
} from '../../state/settings';
import { haptic, hapticsSupported } from '../platform/haptics';
import { reducedMotion } from '../platform/motion';
import { wakeLockStatus, wakeLockSupported } from '../platform/wakeLock';
import './Settings.css';

const THEME_LABEL: Readonly<Record<SettingsRecord['theme'], string>> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
};
const TEXT_LABEL: Readonly<Record<SettingsRecord['textSize'], string>> = {
  standard: 'Standard',
  large: 'Large',
  largest: 'Largest',
};
const WAKE_TEXT = {
  unsupported: '',
  off: 'The screen dims as usual.',
  active: 'The screen stays on while this app is open.',
  waiting: 'The screen will stay on when the app is back in view.',
  refused: 'The device refused (battery saver may be on). It will try again next time.',
} as const;

function Choice<T extends string>(props: {
  name: string;
  legend: string;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: T;
  onPick: (v: T) => void;
}) {
  return (
    <fieldset class="choice">
      <legend>{props.legend}</legend>
      <div class="choice-row">
        {props.options.map((o) => (
          <label key={o} class={`choice-opt choice-${props.name}-${o}`}>
            <input
              type="radio"
              name={props.name}
              value={o}
              checked={props.value === o}
              onChange={() => props.onPick(o)}
            />
            <span>{props.labels[o]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Toggle(props: {
  id: string;
  label: string;
  note: string;
  checked: boolean;
  onToggle: (on: boolean) => void;
}) {
  return (
    <div class="toggle">
      <label class="toggle-label" for={props.id}>
        <span class="toggle-text">{props.label}</span>
        <input
          id={props.id}
          type="checkbox"
          role="switch"
          checked={props.checked}
          aria-checked={props.checked}
          aria-describedby={`${props.id}-note`}
          onChange={(e) => props.onToggle(e.currentTarget.checked)}
        />
      </label>
      <p class="toggle-note" id={`${props.id}-note`}>
        {props.note}
      </p>
    </div>
  );
}

/** Returns the Settings screen; every change applies at once and is saved on this device. */
export function Settings() {
  const s = settingsModel.settings.value;
  const set = (patch: Parameters<typeof settingsModel.update>[0]) => {
    void settingsModel.update(patch);
    haptic('tap');
  };
  return (
    <div class="settings stack">
      <Choice
        name="theme"
        legend="Theme"
        options={THEMES}
        labels={THEME_LABEL}
        value={s.theme}
        onPick={(theme) => set({ theme })}
      />
      <Choice
        name="text"
        legend="Text size"
        options={TEXT_SIZES}
        labels={TEXT_LABEL}
        value={s.textSize}
        onPick={(textSize) => set({ textSize })}
      />
      {wakeLockSupported() && (
        <Toggle
          id="set-awake"
          label="Keep screen awake"
          note={s.keepAwake ? WAKE_TEXT[wakeLockStatus.value] : WAKE_TEXT.off}
          checked={s.keepAwake}
          onToggle={(keepAwake) => set({ keepAwake })}
        />
      )}
      <Toggle
        id="set-haptics"
        label="Haptics"
        note={
          hapticsSupported()
            ? 'A short vibration when you tap.'
            : 'This device does not vibrate for web apps; the choice is kept for one that does.'
        }
        checked={s.haptics}
        onToggle={(haptics) => set({ haptics })}
      />
      <Toggle
        id="set-dice-animation"
        label="Dice animation"
        note={
          reducedMotion()
            ? 'Off while this device asks for reduced motion: the dice show at once.'
            : s.diceAnimation
              ? 'When the app rolls, the dice tumble for under half a second.'
              : 'When the app rolls, the dice show at once.'
        }
        checked={s.diceAnimation}
        onToggle={(diceAnimation) => set({ diceAnimation })}
      />
      {settingsModel.saveFailed.value && (
        <p class="callout" role="alert">
          This device would not save settings (private browsing?). They apply until the app closes.
        </p>
      )}
    </div>
  );
}
