/**
 * Correcting a battle already recorded: a new result (and capture roll where one applies), what it
 * would move shown before anything is saved (the engine replays the whole log with it), then
 * recorded, or refused with the engine's reason when a later battle would become illegal.
 */
import { useState } from 'preact/hooks';
import { Segmented } from '../../core/controls';
import { type DiceEntries, DiceEntry } from '../../core/dice/DiceEntry';
import {
  type Battle,
  type BattleResult,
  CAPTURE_RULE,
  captureNeed,
  correctBattle,
  enemyOf,
  isCity,
  type LogEntry,
  RESULTS,
  SIDE_NAME,
} from '../engine';
import type { FirestormModel } from '../state/model';

/** Returns the correction form of a finished battle; `onDone` closes it. */
export function CorrectBattle(props: {
  model: FirestormModel;
  battle: Battle;
  onDone: (note: string) => void;
}) {
  const b = props.battle;
  const id = `fs-fix${b.marker}`;
  const [result, setResult] = useState<BattleResult | ''>('');
  const [dice, setDice] = useState<DiceEntries>({});
  const c = props.model.campaign.value;
  const mission = b.mission;
  if (!c || !mission) return null;
  const needsCapture = !isCity(b.target) && result === 'defender';
  const capture = dice.capture;
  const entry: Extract<LogEntry, { kind: 'result' }> | null =
    result !== '' && (!needsCapture || capture)
      ? {
          kind: 'result',
          battle: b.marker,
          result,
          ...(needsCapture && capture ? { capture } : {}),
        }
      : null;
  const preview = entry ? correctBattle(c.map, c.log, b.marker, { result: entry }) : null;
  const need = captureNeed(mission.kind);
  const label = (r: BattleResult) =>
    r === 'draw'
      ? 'Neither won'
      : `${SIDE_NAME[r === 'attacker' ? b.placer : enemyOf(b.placer)]} (${r}) won`;
  return (
    <div class="fs-confirm" data-testid={id}>
      <Segmented
        name={`${id}-result`}
        legend={`Correct battle ${b.marker}'s result`}
        options={RESULTS}
        label={label}
        value={result as BattleResult}
        onChange={(r) => {
          setResult(r);
          setDice({});
        }}
        wide
      />
      {needsCapture && (
        <DiceEntry
          slots={[
            {
              id: 'capture',
              label: 'Die',
              group: `Capture roll (${need === 6 ? '6' : `${need}+`})`,
              rule: CAPTURE_RULE,
            },
          ]}
          values={dice}
          onChange={setDice}
          idPrefix={`${id}-capture`}
        />
      )}
      {preview && !preview.ok && (
        <p class="fs-problem" role="alert">
          {preview.error.message}
        </p>
      )}
      {preview?.ok && (
        <div data-testid={`${id}-changes`}>
          <p class="fs-small">This correction changes:</p>
          <ul class="fs-small">
            {preview.value.changes.length === 0 ? (
              <li>nothing in the standing</li>
            ) : (
              preview.value.changes.map((line) => <li key={line}>{line}</li>)
            )}
          </ul>
        </div>
      )}
      <div class="fs-row">
        <button
          type="button"
          class="btn"
          disabled={!preview?.ok}
          data-testid={`${id}-go`}
          onClick={() => {
            if (!entry) return;
            const r = props.model.correct(b.marker, { result: entry });
            if (r.ok) props.onDone(`Battle ${b.marker} corrected. ${r.value.changes.join(' ')}`);
          }}
        >
          Record the correction
        </button>
        <button type="button" class="btn-quiet" onClick={() => props.onDone('')}>
          Cancel
        </button>
      </div>
    </div>
  );
}
