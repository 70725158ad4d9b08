/**
 * Dice entry: a big 1..6 button row per die, or "roll for me" from the app's fair dice. The
 * widget knows nothing of combat: the caller says which dice are needed (slots), keeps the
 * values, and can supply the engine's message for a key that is not a die face. A game hands
 * "roll for me" to its own seeded dice stream through `onRollForMe` (the widget then draws
 * nothing itself). The short tumble follows the Dice animation setting and reduced motion.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { haptic } from '../platform/haptics';
import { diceAnimationOn } from '../platform/motion';
import { rollDie } from './random';
import './dice.css';
import type { DiceSource } from '../input';

/** One die the roll needs. Slots with the same `group` are shown together. */
export interface DieSlot {
  readonly id: string;
  /** Short name of this die within its group, e.g. 'Die 1'. */
  readonly label: string;
  /** Name of the roll, e.g. 'German 2d6'. */
  readonly group: string;
  /** Rule that calls for the roll, e.g. '9.5.1'. */
  readonly rule: string;
  /** One line about how the group's dice are read (e.g. "best two count"). */
  readonly hint?: string;
}

/** A die's value and where it came from. */
export interface DieEntry {
  readonly value: number;
  readonly source: DiceSource;
}

/** Die entries by slot id; slots without an entry are still to roll. */
export type DiceEntries = Readonly<Record<string, DieEntry>>;

/** Props of DiceEntry. */
export interface DiceEntryProps {
  readonly slots: readonly DieSlot[];
  readonly values: DiceEntries;
  readonly onChange: (next: DiceEntries) => void;
  /** The message for a typed number that is not a die face (the engine's words), or null. */
  readonly rejectMessage?: (slot: DieSlot, typed: number) => string | null;
  /**
   * Set false to skip the roll animation. Without it the Dice animation setting decides (and
   * reduced motion always skips it).
   */
  readonly animate?: boolean;
  /** Prefix for element ids, so two widgets can share a page. */
  readonly idPrefix?: string;
  /**
   * Hands "roll for me" to the caller (a game's seeded dice stream): after the tumble the widget
   * calls it instead of drawing dice; it rolls every die of the roll. Dice the caller then puts
   * into `values` with source 'app' are announced.
   */
  readonly onRollForMe?: () => void;
  /** The roll button's words (default 'Roll for me'). */
  readonly rollLabel?: string;
  /** Set false when "roll for me" is offered elsewhere (a game's "Who rolls?" choice). */
  readonly allowRoll?: boolean;
  /** Set false to hide the 1..6 faces when the app rolls every die (default true). */
  readonly typing?: boolean;
  /** Dice already fixed (e.g. drawn by the game): faces and buttons are shown but disabled. */
  readonly locked?: boolean;
  /**
   * A die's name and source are read by screen readers but not drawn (the combat panel, where
   * the group's legend already names the roll); the faces keep the row.
   */
  readonly compact?: boolean;
}

const FACES = [1, 2, 3, 4, 5, 6] as const;
/** The tumble lasts this long (the issue asks for under 600 ms), a new face every TICK_MS. */
const ROLL_MS = 400;
const TICK_MS = 80;
const SOURCE_LABEL: Readonly<Record<DiceSource, string>> = { owner: 'typed', app: 'app' };

/**
 * "German 2d6, die 1", "Bloody Streets, Area 9", or just the group's name when its one die has
 * no name of its own ("Air Support die").
 */
function dieName(slot: DieSlot, inGroup: number): string {
  const generic = /^Die\b/.test(slot.label);
  if (inGroup <= 1 && generic) return slot.group;
  // 'Die 1' reads 'die 1' after the group's name; a proper name ('Area 9') keeps its capital.
  return `${slot.group}, ${generic ? slot.label.toLowerCase() : slot.label}`;
}

/** Groups slots by their `group`, keeping first-seen order. */
function groupsOf(slots: readonly DieSlot[]): { name: string; slots: DieSlot[] }[] {
  const out: { name: string; slots: DieSlot[] }[] = [];
  for (const s of slots) {
    const g = out.find((x) => x.name === s.group);
    if (g) g.slots.push(s);
    else out.push({ name: s.group, slots: [s] });
  }
  return out;
}

/** Returns "German 2d6: 3 and 5" style text for an announcement. */
function describeDice(slots: readonly DieSlot[], values: DiceEntries): string {
  return groupsOf(slots)
    .map((g) => {
      const vals = g.slots.map((s) => values[s.id]?.value).filter((v) => v !== undefined);
      return `${g.name}: ${vals.join(', ')}`;
    })
    .join('; ');
}

/** Returns the dice entry widget for the given slots. */
export function DiceEntry(props: DiceEntryProps) {
  const { slots, values } = props;
  const prefix = props.idPrefix ?? 'dice';
  const [rolling, setRolling] = useState<Readonly<Record<string, number>> | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean }>({
    text: '',
    error: false,
  });
  const timer = useRef<{ spin: number; stop: number } | null>(null);
  const stopTimers = () => {
    if (timer.current) {
      clearInterval(timer.current.spin);
      clearTimeout(timer.current.stop);
    }
    timer.current = null;
  };
  useEffect(() => stopTimers, []);
  // A roll handed to the caller: announce the app's dice once they arrive in `values`.
  const awaiting = useRef(false);
  useEffect(() => {
    if (!awaiting.current) return;
    const drawn = slots.filter((s) => values[s.id]?.source === 'app');
    if (drawn.length === 0) return;
    awaiting.current = false;
    setStatus({ text: `Rolled by the app. ${describeDice(drawn, values)}.`, error: false });
  }, [values]);

  const locked = props.locked === true;
  // Drawn names and sources go when the faces are hidden or the caller asks for the compact row.
  const unseen = props.typing === false || props.compact ? ' sr-only' : '';
  const delegated = props.onRollForMe !== undefined;
  const empty = slots.filter((s) => values[s.id] === undefined);
  const anySet = slots.some((s) => values[s.id] !== undefined);
  const animate = props.animate ?? diceAnimationOn();

  const type = (slot: DieSlot, value: number) => {
    props.onChange({ ...values, [slot.id]: { value, source: 'owner' } });
    const inGroup = slots.filter((x) => x.group === slot.group).length;
    setStatus({ text: `${dieName(slot, inGroup)}: ${value} (typed).`, error: false });
    haptic('tap');
  };

  const roll = (targets: readonly DieSlot[]) => {
    if (targets.length === 0 || rolling || locked) return;
    haptic('tap');
    const finish = delegated
      ? () => {
          stopTimers();
          setRolling(null);
          awaiting.current = true;
          setStatus({ text: '', error: false });
          props.onRollForMe?.();
        }
      : (() => {
          // The real dice are drawn first; the animation only shows random faces on the way.
          const drawn: Record<string, DieEntry> = {};
          for (const s of targets) drawn[s.id] = { value: rollDie(), source: 'app' };
          return () => {
            stopTimers();
            setRolling(null);
            props.onChange({ ...values, ...drawn });
            setStatus({
              text: `Rolled by the app. ${describeDice(targets, drawn)}.`,
              error: false,
            });
            haptic('confirm');
          };
        })();
    if (!animate) {
      finish();
      return;
    }
    const spin = () => {
      const faces: Record<string, number> = {};
      for (const s of targets) faces[s.id] = rollDie(); // shown while spinning, never kept
      setRolling(faces);
    };
    spin();
    timer.current = {
      spin: window.setInterval(spin, TICK_MS),
      stop: window.setTimeout(finish, ROLL_MS),
    };
  };

  const onKey = (slot: DieSlot, e: KeyboardEvent) => {
    if (!/^[0-9]$/.test(e.key) || locked || props.typing === false) return;
    e.preventDefault();
    const n = Number(e.key);
    if (n >= 1 && n <= 6) {
      type(slot, n);
      // Focus follows the chosen face, as with arrow keys, so Tab then leaves this die.
      (e.currentTarget as HTMLElement | null)
        ?.querySelector<HTMLInputElement>(`input[value="${n}"]`)
        ?.focus();
      return;
    }
    const msg = props.rejectMessage?.(slot, n) ?? `A die shows 1 to 6; ${n} is not a face.`;
    setStatus({ text: msg, error: true });
    haptic('warn');
  };

  return (
    <div
      class={`dice${props.typing === false ? ' dice-quick' : ''}`}
      aria-busy={rolling ? 'true' : undefined}
    >
      <div class="dice-actions">
        {props.allowRoll !== false && (
          <button
            type="button"
            class="btn dice-roll"
            disabled={empty.length === 0 || rolling !== null || locked}
            // A delegated roll draws every die of the roll, typed ones included.
            onClick={() => roll(delegated ? slots : empty)}
            data-testid={`${prefix}-roll`}
          >
            {props.rollLabel ??
              (anySet && empty.length > 0
                ? delegated
                  ? 'Roll them all for me'
                  : 'Roll the rest for me'
                : 'Roll for me')}
          </button>
        )}
        {props.typing !== false && (
          <button
            type="button"
            class="btn-quiet dice-clear"
            disabled={!anySet || rolling !== null || locked}
            onClick={() => {
              props.onChange({});
              setStatus({ text: 'Dice cleared.', error: false });
            }}
          >
            Clear dice
          </button>
        )}
      </div>
      {groupsOf(slots).map((g) => (
        <fieldset class="dice-group" key={g.name}>
          <legend class="dice-group-name">
            {g.name} <span class="dice-rule">{g.slots[0]?.rule}</span>
          </legend>
          {g.slots[0]?.hint && <p class="dice-hint">{g.slots[0].hint}</p>}
          {g.slots.map((s) => {
            const entry = values[s.id];
            const spinning = rolling?.[s.id];
            const shown = spinning ?? entry?.value;
            const name = `${prefix}-${s.id}`;
            return (
              <fieldset
                key={s.id}
                class={`die${spinning !== undefined ? ' die-rolling' : ''}`}
                onKeyDown={(e) => onKey(s, e)}
              >
                <legend class="die-legend">
                  <span class={`die-name${unseen}`}>{dieName(s, g.slots.length)}</span>
                  <span class="die-face" aria-hidden="true">
                    {shown ?? '–'}
                  </span>
                  <span class="sr-only">, </span>
                  <span class={`die-source die-source-${entry?.source ?? 'none'}${unseen}`}>
                    {spinning !== undefined
                      ? 'rolling…'
                      : entry
                        ? SOURCE_LABEL[entry.source]
                        : 'to roll'}
                  </span>
                </legend>
                {props.typing !== false && (
                  <div class="die-faces">
                    {FACES.map((f) => (
                      <label key={f} class="pick die-opt">
                        <input
                          type="radio"
                          name={name}
                          value={f}
                          checked={shown === f}
                          disabled={rolling !== null || locked}
                          onChange={() => type(s, f)}
                          data-testid={`${name}-${f}`}
                        />
                        <span>{f}</span>
                      </label>
                    ))}
                  </div>
                )}
              </fieldset>
            );
          })}
        </fieldset>
      ))}
      <p
        class={`dice-status${status.error ? ' dice-status-error' : ''}`}
        role="status"
        aria-live="polite"
        data-testid={`${prefix}-status`}
      >
        {status.text}
      </p>
    </div>
  );
}
