/**
 * The next Battle Marker: the placement roll (typed from a real die or rolled by the app, logged
 * with its source), who that makes the placer, and where the marker goes: one of the placer's
 * legal arrows, as the engine lists them, or a City Fight Explosion in Stalingrad.
 */
import { useState } from 'preact/hooks';
import { Segmented } from '../../core/controls';
import { type DiceEntries, DiceEntry } from '../../core/dice/DiceEntry';
import {
  FS_RULE,
  type Marker,
  PHASE,
  PLACE_NEED,
  placerOf,
  SIDE_NAME,
  type Standing,
} from '../engine';
import type { FirestormModel } from '../state/model';
import { Card } from './parts';
import { RecordButton } from './RecordButton';
import { markerText } from './words';

const CITY = 'city';
const markerOf = (key: string): Marker => {
  if (key === CITY) return { city: true };
  const [from = '', to = ''] = key.split('>');
  return { from, to };
};

/** Returns the card for placing the next Battle Marker. */
export function PlaceMarker(props: { model: FirestormModel; standing: Standing }) {
  const next = props.standing.next;
  const [dice, setDice] = useState<DiceEntries>({});
  const [choice, setChoice] = useState<string>('');
  const [problem, setProblem] = useState('');
  if (!next) return null;
  const die = dice.place;
  const placer = die ? placerOf(next.marker, die.value) : null;
  const options = placer
    ? [...props.standing.legalArrows[placer].map(([from, to]) => `${from}>${to}`), CITY]
    : [];
  const place = () => {
    if (!die || !options.includes(choice)) return;
    const r = props.model.add({ kind: 'place', die, marker: markerOf(choice) });
    if (r.ok) {
      setDice({});
      setChoice('');
      setProblem('');
    } else setProblem(r.error.message);
  };
  const phase = PHASE[next.phase];
  return (
    <Card
      name="place"
      title={`Battle Marker ${next.marker} of 15`}
      class="fs-place"
      testid="fs-place"
    >
      <p class="fs-line">
        <strong>{phase.name}.</strong> {phase.line} <span class="rule-tag">{FS_RULE.place}</span>
      </p>
      {/* Until the last marker is stored this card is about to become the next one's: a die
          tapped now would be lost when it does, so it waits (a few ms) with the card. */}
      <fieldset class="fs-unframed" disabled={props.model.saving.value}>
        <DiceEntry
          slots={[
            {
              id: 'place',
              label: 'Die',
              group: `${SIDE_NAME[next.roller]} placement roll`,
              rule: FS_RULE.place,
              hint: `${PLACE_NEED}+: ${SIDE_NAME[next.roller]} places; otherwise the other side.`,
            },
          ]}
          values={dice}
          onChange={(v) => {
            setDice(v);
            setChoice('');
          }}
          idPrefix="fs-place"
        />
        {placer && (
          <>
            <p class="fs-placer" data-testid="fs-placer">
              {SIDE_NAME[placer]} places the marker and attacks.
            </p>
            <Segmented
              name="fs-marker"
              legend={`Where ${SIDE_NAME[placer]} attacks`}
              options={options}
              label={(k) => (k === CITY ? 'City Fight in Stalingrad' : markerText(markerOf(k)))}
              value={choice}
              onChange={setChoice}
              wide
            />
            <RecordButton
              ready={options.includes(choice)}
              onClick={place}
              testid="fs-place-go"
              problem={problem}
            >
              Place marker {next.marker}
            </RecordButton>
          </>
        )}
      </fieldset>
    </Card>
  );
}
