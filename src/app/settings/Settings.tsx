import { useEffect, useState } from 'preact/hooks';
import { Switch } from '../../core/controls';
import {
  awakeInGame,
  gameAwakeStatus,
  screenWakeLockSupported,
  setAwakeInGame,
} from '../../core/device';
import {
  exportReminderKey,
  REMINDER_EVERY,
  type ReminderEvery,
  setReminderEvery,
} from '../../core/persist/exportReminder';
import type { WriteFailure } from '../../core/persist/key';
import { haptic, hapticsSupported } from '../../core/platform/haptics';
import { reducedMotion } from '../../core/platform/motion';
import { wakeLockStatus, wakeLockSupported } from '../../core/platform/wakeLock';
import {
  type Settings as SettingsRecord,
  settingsModel,
  TEXT_SIZES,
  THEMES,
} from '../../core/settings';
import { DEFAULT_RULINGS, RULING, RULING_IDS, readingsOf } from '../../volga/engine/rulings';
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

/** The look of the app: each a choice of named values, saved under its key. */
const LOOKS = [
  { key: 'theme', name: 'theme', legend: 'Theme', options: THEMES, labels: THEME_LABEL },
  { key: 'textSize', name: 'text', legend: 'Text size', options: TEXT_SIZES, labels: TEXT_LABEL },
] as const;

/** One choice among a few, drawn as one joined row (a column when too narrow). */
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
          <label key={o} class={`pick choice-opt choice-${props.name}-${o}`}>
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

/** The export reminder's choices as the owner reads them. */
const REMIND_LABEL: Readonly<Record<ReminderEvery, string>> = {
  '0': 'Off',
  '3': '3 games',
  '5': '5 games',
  '10': '10 games',
};

/** What the alert says when settings were not saved, by the cause storage gave. */
const SAVE_FAILURE_TEXT: Readonly<Record<WriteFailure, string>> = {
  quota:
    'Settings were not saved: the storage this device allows the app is full. They apply until the app closes. Free space by deleting old backups or games in Saved games (export them first), then change a setting again.',
  unavailable:
    'Settings were not saved: this browser window gives the app no storage (some private or restricted windows do). They apply until the app closes; open the app in a normal window to keep them.',
  failed:
    'Settings were not saved: storage refused the write. They apply until the app closes; change a setting again to retry.',
};

/** Returns the Settings screen; every change applies at once and is saved on this device. */
export function Settings() {
  const s = settingsModel.settings.value;
  const [remindEvery, setRemindEvery] = useState<ReminderEvery | null>(null);
  useEffect(() => {
    void exportReminderKey()
      .read()
      .then((r) => setRemindEvery(r.value.every));
  }, []);
  type Patch = Parameters<typeof settingsModel.update>[0];
  const set = (patch: Patch) => {
    void settingsModel.update(patch);
    haptic('tap');
  };
  // The shared Switch gives its own haptic tap.
  const flip = (patch: Patch) => void settingsModel.update(patch);
  /** The on/off settings, each a switch with the line that says what it does now. */
  const switches = [
    wakeLockSupported() && {
      id: 'set-awake',
      label: 'Keep screen awake',
      note: s.keepAwake ? WAKE_TEXT[wakeLockStatus.value] : WAKE_TEXT.off,
      checked: s.keepAwake,
      onChange: (keepAwake: boolean) => flip({ keepAwake }),
    },
    {
      id: 'set-awake-game',
      label: 'Keep the screen awake during a game',
      note: !screenWakeLockSupported()
        ? 'This browser cannot keep the screen awake (no Screen Wake Lock).'
        : !awakeInGame.value
          ? 'The screen dims as usual during a game.'
          : gameAwakeStatus.value === 'refused'
            ? 'The browser refused (battery saver may be on). It will try again when a game opens.'
            : 'While a game is open, the screen stays on.',
      checked: awakeInGame.value,
      onChange: setAwakeInGame,
    },
    {
      id: 'set-haptics',
      label: 'Haptics',
      note: hapticsSupported()
        ? 'A short vibration when you tap.'
        : 'This device does not vibrate for web apps; the choice is kept for one that does.',
      checked: s.haptics,
      onChange: (haptics: boolean) => flip({ haptics }),
    },
    {
      id: 'set-dice-animation',
      label: 'Dice animation',
      note: reducedMotion()
        ? 'Off while this device asks for reduced motion: the dice show at once.'
        : s.diceAnimation
          ? 'When the app rolls, the dice tumble for under half a second.'
          : 'When the app rolls, the dice show at once.',
      checked: s.diceAnimation,
      onChange: (diceAnimation: boolean) => flip({ diceAnimation }),
    },
  ];
  return (
    <div class="settings stack">
      {LOOKS.map((look) => (
        <Choice<string>
          key={look.key}
          name={look.name}
          legend={look.legend}
          options={look.options}
          labels={look.labels}
          value={s[look.key]}
          onPick={(v) => set({ [look.key]: v })}
        />
      ))}
      {switches.map((sw) => sw && <Switch key={sw.id} {...sw} />)}
      {RULING_IDS.map((id) => {
        const ruling = RULING[id];
        const readings = readingsOf(id);
        const labels = Object.fromEntries(
          readings.map((r) => [r, `${ruling.readings[r].name}`]),
        ) as Record<(typeof readings)[number], string>;
        const chosen = s.rulings ?? DEFAULT_RULINGS;
        const now = chosen[id];
        return (
          <div key={id} class="stack" data-testid={`set-ruling-${id}`}>
            <Choice
              name={`ruling-${id}`}
              legend={`${ruling.rule} ${ruling.name}`}
              options={readings}
              labels={labels}
              value={now}
              onPick={(r) => set({ rulings: { ...chosen, [id]: r } })}
            />
            <p class="field-note">
              {ruling.readings[now].line} Used by Quick combat and by games started from now on; a
              game keeps the reading it started with.
            </p>
          </div>
        );
      })}
      {remindEvery !== null && (
        <div>
          <Choice<ReminderEvery>
            name="remind"
            legend="Remind me to export my games"
            options={REMINDER_EVERY}
            labels={REMIND_LABEL}
            value={remindEvery}
            onPick={(v) => {
              setRemindEvery(v);
              void setReminderEvery(v);
              haptic('tap');
            }}
          />
          <p class="field-note">
            {remindEvery === '0'
              ? 'No reminder. Export all in Saved games writes every game to a file you keep.'
              : `After ${remindEvery} finished games not yet exported, Home suggests Export all: a file is the one copy that survives clearing the site’s data.`}
          </p>
        </div>
      )}
      {settingsModel.saveFailure.value !== null && (
        <p class="callout" role="alert" data-testid="settings-save-failed">
          {SAVE_FAILURE_TEXT[settingsModel.saveFailure.value]}
        </p>
      )}
    </div>
  );
}
