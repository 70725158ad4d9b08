import { useEffect, useState } from 'preact/hooks';
import { Switch } from '../../core/controls';
import { Choice } from '../../core/controls/Choice';
import { awakeInGame, gameAwakeStatus, setAwakeInGame } from '../../core/device';
import {
  exportReminderKey,
  REMINDER_EVERY,
  type ReminderEvery,
  setReminderEvery,
} from '../../core/persist/exportReminder';
import type { WriteFailure } from '../../core/persist/key';
import {
  type Settings as SettingsRecord,
  settingsModel,
  TEXT_SIZES,
  THEMES,
} from '../../core/persist/settings-model';
import { haptic, hapticsSupported } from '../../core/platform/haptics';
import { reducedMotion } from '../../core/platform/motion';
import { wakeLockStatus, wakeLockSupported } from '../../core/platform/wakeLock';
import type { SettingsPanel } from '../../core/table';
import { TABLES } from '../registry';
import { AWAKE_CHOICES, type AwakeChoice, awakeChoice, awakeStored } from './awake-choice';
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

const AWAKE_LABEL: Readonly<Record<AwakeChoice, string>> = {
  never: 'Never',
  game: 'In games',
  always: 'Always',
};

/** What the keep-awake choice does now, with the lock's state when the browser refused it. */
function awakeNote(c: AwakeChoice): string {
  if (c === 'never') return 'The screen dims as usual.';
  if (c === 'always') return WAKE_TEXT[wakeLockStatus.value];
  return gameAwakeStatus.value === 'refused'
    ? 'While a game is open the screen stays on; the browser refused it last time (battery saver may be on) and will try again when a game opens.'
    : 'While a game is open, the screen stays on; elsewhere it dims as usual.';
}

/** The look of the app: each a choice of named values, saved under its key. */
const LOOKS = [
  { key: 'theme', name: 'theme', legend: 'Theme', options: THEMES, labels: THEME_LABEL },
  { key: 'textSize', name: 'text', legend: 'Text size', options: TEXT_SIZES, labels: TEXT_LABEL },
] as const;

/** The tables' own settings panels (Volga's rulings), loaded with the screen, in registry order. */
function useTablePanels(): readonly { id: string; Panel: SettingsPanel }[] {
  const [panels, setPanels] = useState<readonly { id: string; Panel: SettingsPanel }[]>([]);
  useEffect(() => {
    let live = true;
    void Promise.all(
      TABLES.flatMap((t) =>
        t.settings ? [t.settings().then((Panel) => ({ id: t.id, Panel }))] : [],
      ),
    ).then((loaded) => {
      if (live) setPanels(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return panels;
}

/** The export reminder's choices as the owner reads them. */
const REMIND_LABEL: Readonly<Record<ReminderEvery, string>> = {
  '0': 'Off',
  '3': '3',
  '5': '5',
  '10': '10',
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

/** A choice with the line under it that says what the chosen value does now. */
function NotedChoice<T extends string>(
  props: Parameters<typeof Choice<T>>[0] & { note: string; noteId?: string },
) {
  const { note, noteId, ...choice } = props;
  return (
    <div>
      <Choice<T> {...choice} />
      <p class="field-note" id={noteId}>
        {note}
      </p>
    </div>
  );
}

/** Returns the Settings screen; every change applies at once and is saved on this device. */
export function Settings() {
  const s = settingsModel.settings.value;
  const [remindEvery, setRemindEvery] = useState<ReminderEvery | null>(null);
  useEffect(() => {
    void exportReminderKey()
      .read()
      .then((r) => setRemindEvery(r.value.every));
  }, []);
  const panels = useTablePanels();
  type Patch = Parameters<typeof settingsModel.update>[0];
  const set = (patch: Patch) => {
    void settingsModel.update(patch);
    haptic('tap');
  };
  // The shared Switch gives its own haptic tap.
  const flip = (patch: Patch) => void settingsModel.update(patch);
  const awake = awakeChoice({ keepAwake: s.keepAwake, inGame: awakeInGame.value });
  const pickAwake = (c: AwakeChoice) => {
    const stored = awakeStored(c);
    setAwakeInGame(stored.inGame);
    set({ keepAwake: stored.keepAwake });
  };
  /** The on/off settings, each a switch with the line that says what it does now. */
  const switches = [
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
      {wakeLockSupported() ? (
        <NotedChoice<AwakeChoice>
          name="awake"
          legend="Keep the screen awake"
          noteId="set-awake-note"
          note={awakeNote(awake)}
          options={AWAKE_CHOICES}
          labels={AWAKE_LABEL}
          value={awake}
          onPick={pickAwake}
        />
      ) : (
        <p class="field-note" data-testid="awake-unsupported">
          This browser cannot keep the screen awake (no Screen Wake Lock).
        </p>
      )}
      {switches.map((sw) => (
        <Switch key={sw.id} {...sw} />
      ))}
      {panels.map(({ id, Panel }) => (
        <Panel key={id} settings={s} set={set} />
      ))}
      {remindEvery !== null && (
        <NotedChoice<ReminderEvery>
          name="remind"
          legend="Remind me to export after this many finished games"
          options={REMINDER_EVERY}
          labels={REMIND_LABEL}
          value={remindEvery}
          onPick={(v) => {
            setRemindEvery(v);
            void setReminderEvery(v);
            haptic('tap');
          }}
          note={
            remindEvery === '0'
              ? 'No reminder. Export all in Saved games writes every game to a file you keep.'
              : `After ${remindEvery} finished games not yet exported, Home suggests Export all: a file is the one copy that survives clearing the site’s data.`
          }
        />
      )}
      {settingsModel.saveFailure.value !== null && (
        <p class="callout" role="alert" data-testid="settings-save-failed">
          {SAVE_FAILURE_TEXT[settingsModel.saveFailure.value]}
        </p>
      )}
    </div>
  );
}
