/**
 * The Random Event Phase panel (6.2): the 3d6 roll, and the card of the event once rolled.
 */
import { firstTurnNoResult, type GameState, rollEntry } from '../../../engine/game';
import { GameDice } from '../GameDice';
import { eventSummary, noResultWords } from '../words';
import { PhasePanel, type PhaseProps } from './Panel';

/** 6.2: the 3d6 Random Event roll. */
export function RandomEventPanel(props: PhaseProps) {
  const s = props.snap.state;
  return (
    <PhasePanel id="event" title="Random Event" state={s}>
      {firstTurnNoResult(s) && (
        <p class="gp-note">
          Turn 1: the 64th and 66th Army Breakthroughs and a Logistical Pause have no result (10.1).
        </p>
      )}
      <GameDice
        id="event"
        gameId={props.snap.id}
        record={props.snap.record}
        needs={() => [{ purpose: 'randomEvent', count: 3, label: 'Random Event 3d6', rule: '6.2' }]}
        entry={rollEntry(s, 'randomEvent', 3)}
        confirm="Record the Random Event roll"
        disabled={!props.model.canTap.value}
        onRoll={(dice) => props.model.dispatch({ type: 'rollRandomEvent', dice })}
      />
    </PhasePanel>
  );
}

/** This Turn's Random Event and what it changes, shown once it is rolled (6.2). */
export function EventCard(props: { state: GameState }) {
  const e = props.state.event;
  if (!e) return null;
  const sum = eventSummary(e, props.state.scenario);
  const none = noResultWords(e);
  return (
    <details
      class="gp-report gp-fold"
      aria-label="This Turn's Random Event"
      data-testid="event-card"
    >
      <summary>
        <strong>
          {sum.title}
          {none ? `: ${none}` : ''}
        </strong>{' '}
        <span class="rule-tag">{sum.rule}</span>
      </summary>
      <p>{sum.text}</p>
    </details>
  );
}
