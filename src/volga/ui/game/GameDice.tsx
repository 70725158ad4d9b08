/**
 * The Random Event and Supply rolls go through here. "I roll": the owner types the real dice
 * into the shared dice entry widget and the action carries them. "The app rolls" (or the
 * widget's "roll for me" at any roll): the action carries no dice and the engine draws them
 * from the game's seeded dice stream, so undoing and redoing it gives the same dice (the
 * widget's own crypto roll is not used in a game for that reason: it could be fished by undo).
 * The engine records each roll's source.
 */
import { useState } from 'preact/hooks';
import { FlipButton, Segmented } from '../../../core/controls';
import { type DiceEntries, DiceEntry, type DieSlot } from '../../../core/dice/DiceEntry';
import { TotalEntry } from '../../../core/dice/TotalEntry';
import type { DiceSource } from '../../../core/input';
import type { OwnerDice, RollPurpose } from '../../engine/dice';
import { type GameRecord, type RollEntry, totalRange } from '../../engine/game';
import { type DispatchResult, dicePreference, setDicePreference } from '../../state/game';

/** One kind of dice a roll needs. */
export interface DiceNeed {
  readonly purpose: RollPurpose;
  readonly count: number;
  /** The group's name, e.g. 'Random Event 3d6'. */
  readonly label: string;
  readonly rule: string;
  readonly hint?: string;
  /** Per-die names (e.g. 'Area 21'); 'Die 1'... when omitted. */
  readonly dieLabels?: readonly string[];
}

/** Returns the widget slots for the needed dice. */
export function slotsFor(needs: readonly DiceNeed[]): DieSlot[] {
  return needs.flatMap((n) =>
    Array.from({ length: n.count }, (_, i) => ({
      id: `${n.purpose}-${i}`,
      group: n.label,
      label: n.dieLabels?.[i] ?? `Die ${i + 1}`,
      rule: n.rule,
      ...(n.hint ? { hint: n.hint } : {}),
    })),
  );
}

/** Returns the owner's dice by purpose, or null while a needed die is still to roll. */
export function ownerDiceOf(needs: readonly DiceNeed[], entries: DiceEntries): OwnerDice | null {
  const out: Partial<Record<RollPurpose, number[]>> = {};
  for (const n of needs) {
    const dice: number[] = [];
    for (let i = 0; i < n.count; i++) {
      const e = entries[`${n.purpose}-${i}`];
      if (!e) return null;
      dice.push(e.value);
    }
    if (n.count > 0) out[n.purpose] = dice;
  }
  return out;
}

/** Props of GameDice. */
export interface GameDiceProps {
  readonly id: string;
  readonly gameId: string;
  readonly record: GameRecord;
  /** The dice needed, given what has been typed so far (12.8 adds rerolls after a typed 1). */
  readonly needs: (typed: DiceEntries) => readonly DiceNeed[];
  /** Button text, e.g. 'Record the Supply roll'. */
  readonly confirm: string;
  readonly disabled: boolean;
  /** Sends the action: with the owner's dice, or with none so the engine rolls. */
  readonly onRoll: (dice: OwnerDice | undefined) => Promise<DispatchResult>;
  /**
   * How the engine reads the roll (its `rollEntry`): by total, the owner taps one number (a
   * roll of one kind of dice only); die by die, one face per die.
   */
  readonly entry?: RollEntry;
}

const SOURCE_NAME: Readonly<Record<DiceSource, string>> = {
  owner: 'I roll (type the dice)',
  app: 'The app rolls',
};

/** Returns the roll control: who rolls, the dice, and the button that records the roll. */
export function GameDice(props: GameDiceProps) {
  const [source, setSource] = useState<DiceSource>(() =>
    dicePreference(props.gameId, props.record),
  );
  const [entries, setEntries] = useState<DiceEntries>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needs = props.needs(entries);
  const one = needs.length === 1 ? needs[0]! : null;
  const totalOk = props.entry?.by === 'total' && one !== null && one.count > 1;
  const [byFaces, setByFaces] = useState(false);
  const [sum, setSum] = useState<number | null>(null);
  const byTotal = totalOk && !byFaces;
  const dice: OwnerDice | null = byTotal
    ? one && sum !== null
      ? { [one.purpose]: { by: 'total', total: sum } }
      : null
    : ownerDiceOf(needs, entries);
  const total = needs.reduce((n, x) => n + x.count, 0);

  const send = async (d: OwnerDice | undefined) => {
    setBusy(true);
    setError(null);
    const r = await props.onRoll(d);
    setBusy(false);
    if (r.ok) {
      setEntries({});
      setSum(null);
    } else if (r.error.code === 'game.busy') {
      // The same roll tapped twice while the first saves: it counts once, nothing to say.
      setSum(null);
    } else if (!r.error.fact) setError(`${r.error.message} (${r.error.rule})`);
  };

  // Both choices use the one dice widget: typed dice are kept for the confirm button; its
  // "roll for me" goes to the game's seeded stream (the action is sent with no dice).
  const rollLabel = `Roll ${total > 0 ? `${total} ${total === 1 ? 'die' : 'dice'} ` : ''}for me`;
  return (
    <div class="gd" data-testid={`${props.id}-dice`}>
      <Segmented
        name={`${props.id}-source`}
        legend="Who rolls?"
        options={['owner', 'app'] as const}
        label={(s) => SOURCE_NAME[s]}
        value={source}
        onChange={(s) => {
          setSource(s);
          setDicePreference(props.gameId, s);
        }}
      />
      {source === 'owner' && byTotal && one && props.entry ? (
        <TotalEntry
          id={props.id}
          label={one.label}
          rule={props.entry.rule}
          why={props.entry.why}
          {...totalRange(one.count)}
          value={sum}
          onChange={(t) => {
            // One tap records a total, as a total (no faces are made up for it): Undo names it
            // and takes it back if it was a slip.
            setSum(t);
            void send({ [one.purpose]: { by: 'total', total: t } });
          }}
          locked={props.disabled || busy}
        />
      ) : (
        <DiceEntry
          slots={slotsFor(needs)}
          values={entries}
          onChange={(next) => {
            // Only typed dice are kept: the app's dice come from the game's own stream.
            const typed: Record<string, DiceEntries[string]> = {};
            for (const [k, v] of Object.entries(next)) if (v.source === 'owner') typed[k] = v;
            setEntries(typed);
          }}
          idPrefix={props.id}
          onRollForMe={() => void send(undefined)}
          rollLabel={rollLabel}
          // "The app rolls" above is the way to hand a roll to the app; typed dice stay typed.
          allowRoll={source === 'app'}
          typing={source === 'owner'}
          locked={props.disabled || busy}
        />
      )}
      {source === 'owner' && totalOk && one && (
        <FlipButton
          class="btn-quiet gd-mode"
          on={byFaces}
          onFlip={setByFaces}
          words={['Die by die', 'Enter the total']}
          testid={`${props.id}-by-faces`}
        />
      )}
      {source === 'owner' && !byTotal && (
        <button
          type="button"
          class="btn gd-go"
          disabled={props.disabled || busy || dice === null}
          onClick={() => dice && send(dice)}
        >
          {props.confirm}
        </button>
      )}
      {error && (
        <p class="gd-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
