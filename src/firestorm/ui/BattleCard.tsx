/**
 * One open battle: first its mission (chosen together, the defender's counterattack or static
 * defence with the d6 on the Mission Table, or a City Fighting mission inside Stalingrad), then
 * its result, with the capture roll where the engine says one applies. Each entry goes to `add`:
 * the organiser's campaign, or a player's copy of a shared one whose result is sent back.
 */
import { useState } from 'preact/hooks';
import { Segmented } from '../../core/controls';
import { type DiceEntries, DiceEntry } from '../../core/dice/DiceEntry';
import type { Result } from '../../core/result';
import {
  type Battle,
  enemyOf,
  FS_RULE,
  isCity,
  type LogEntry,
  MISSION_KIND_NAME,
  type MissionKind,
  missionName,
  missionRule,
  SIDE_NAME,
} from '../engine';
import { RecordEntry } from './RecordButton';
import { ResultFields, useResultDraft } from './ResultFields';
import { battleTitle, missionWords } from './words';

/** Records a log entry somewhere (the campaign in play, or a shared copy), or says why not. */
export type AddEntry = (e: LogEntry) => Result<unknown>;

const COUNTRY_KINDS: readonly MissionKind[] = ['agreed', 'counterattack', 'static'];
const CITY_KINDS: readonly MissionKind[] = ['city', 'agreed', 'counterattack', 'static'];

function MissionForm(props: { add: AddEntry; battle: Battle; id: string }) {
  const b = props.battle;
  const kinds = isCity(b.target) ? CITY_KINDS : COUNTRY_KINDS;
  const [kind, setKind] = useState<MissionKind | ''>('');
  const [dice, setDice] = useState<DiceEntries>({});
  const rolled = kind === 'counterattack' || kind === 'static';
  const roll = dice.mission;
  const ready = kind !== '' && (!rolled || roll !== undefined);
  const entry: LogEntry | null =
    kind !== '' && ready
      ? { kind: 'mission', battle: b.marker, mission: kind, ...(rolled && roll ? { roll } : {}) }
      : null;
  return (
    <>
      <Segmented
        name={`${props.id}-mission`}
        legend={`Mission (${SIDE_NAME[enemyOf(b.placer)]} defends)`}
        options={kinds}
        label={(k) => MISSION_KIND_NAME[k]}
        // No radio is checked until the defender has chosen.
        value={kind as MissionKind}
        onChange={(k) => {
          setKind(k);
          setDice({});
        }}
      />
      {rolled && (
        <DiceEntry
          slots={[{ id: 'mission', label: 'Die', group: 'Mission roll', rule: missionRule(kind) }]}
          values={dice}
          onChange={setDice}
          idPrefix={`${props.id}-mission`}
        />
      )}
      {ready && (
        <p class="fs-line" data-testid={`${props.id}-mission-name`}>
          Mission: <strong>{missionName(kind, roll?.value)}</strong>{' '}
          <span class="rule-tag">{missionRule(kind)}</span>
        </p>
      )}
      <RecordEntry add={props.add} entry={entry} testid={`${props.id}-mission-go`}>
        Record the mission
      </RecordEntry>
    </>
  );
}

function ResultForm(props: { add: AddEntry; battle: Battle; id: string }) {
  const b = props.battle;
  const draft = useResultDraft(b);
  const mission = b.mission;
  if (!mission) return null;
  return (
    <>
      <p class="fs-line">
        Mission: <strong>{missionWords(mission)}</strong>{' '}
        <span class="rule-tag">{missionRule(mission.kind)}</span>
      </p>
      <ResultFields draft={draft} id={props.id} legend="Result" hint>
        {isCity(b.target) && draft.result !== '' && (
          <p class="fs-line">
            {draft.result === 'draw'
              ? 'No sticker.'
              : `The winner's sticker goes on the City Fight Track.`}{' '}
            <span class="rule-tag">{FS_RULE.city}</span>
          </p>
        )}
      </ResultFields>
      <RecordEntry add={props.add} entry={draft.entry} testid={`${props.id}-result-go`}>
        Record the result
      </RecordEntry>
    </>
  );
}

/** Returns the card of one open battle. */
export function BattleCard(props: { add: AddEntry; battle: Battle }) {
  const b = props.battle;
  const id = `fs-b${b.marker}`;
  return (
    <section class="card fs-battle" aria-labelledby={`${id}-title`} data-testid={id}>
      <h3 class="fs-battle-title" id={`${id}-title`}>
        {battleTitle(b)}
      </h3>
      <p class="fs-small">
        Placement roll {b.placeDie.value} by {SIDE_NAME[b.roller]} (
        {b.placeDie.source === 'owner' ? 'typed' : 'app'})
      </p>
      {b.mission ? (
        <ResultForm key="result" add={props.add} battle={b} id={id} />
      ) : (
        <MissionForm key="mission" add={props.add} battle={b} id={id} />
      )}
    </section>
  );
}
