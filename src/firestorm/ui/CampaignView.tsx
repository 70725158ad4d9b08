/**
 * The campaign in play: the standing (always shown, each number with its rule), the next Battle
 * Marker, the open battles, the owner of every area, the legal arrows of each side, and the log
 * with undo and redo.
 */

import { useState } from 'preact/hooks';
import { Explain } from '../../core/controls';
import { UndoRedo } from '../../core/controls/UndoRedo';
import {
  type CampaignState,
  FS_RULE,
  levelName,
  MARKERS,
  openBattles,
  PHASE,
  SIDE_NAME,
  SIDES,
  type Standing,
  THRESHOLDS,
} from '../engine';
import type { FirestormModel } from '../state/model';
import { BattleCard } from './BattleCard';
import { BattleHistory } from './BattleHistory';
import { CorrectBattle } from './CorrectBattle';
import { MapPicture } from './MapPicture';
import { PlaceMarker } from './PlaceMarker';
import { Card } from './parts';
import { entryText } from './words';

/** Returns the standing: markers, VP per side, the scale of victory before and after milestones. */
export function StandingCard(props: { st: Standing; state: CampaignState }) {
  const { st } = props;
  const next = st.next;
  const vpText = (side: 'german' | 'soviet') =>
    `${SIDE_NAME[side]}: ${st.areaVp[side]} VP from areas held plus ${st.trackVp[side]} from ${props.state.stickers[side]} City Fight Track stickers.`;
  return (
    <Card name="standing" title="Standing" class="fs-standing" testid="fs-standing">
      <p class="fs-line" data-testid="fs-markers">
        Markers used <strong>{st.markersUsed}</strong> of {MARKERS}
        {next
          ? ` · next: ${next.marker}, ${PHASE[next.phase].name}, ${SIDE_NAME[next.roller]} rolls`
          : st.over
            ? ' · the campaign is over'
            : ' · all placed; battles still open'}
      </p>
      <div class="fs-vp">
        {SIDES.map((side) => (
          <Explain
            key={side}
            class={`fs-side-${side}`}
            value={String(st.vp[side])}
            label={`${SIDE_NAME[side]} VP`}
            rule={FS_RULE.won}
            text={vpText(side)}
            testid={`fs-vp-${side}`}
          />
        ))}
      </div>
      <Explain
        value={levelName(st.level)}
        label="Scale of victory"
        rule={FS_RULE.won}
        text={`More VP wins: Soviet ${THRESHOLDS.soviet.join(' / ')} or German ${THRESHOLDS.german.join(' / ')} VP for Strategic / Operational / Tactical; below Tactical, or a tie, is a Stalemate.`}
        testid="fs-level"
      />
      <Explain
        value={levelName(st.shiftedLevel)}
        label="After milestones"
        rule={FS_RULE.milestones}
        text={`Milestones reached: German ${st.milestones.german}, Soviet ${st.milestones.soviet}. Each moves the result one level toward its side, net of the other's, never past either end.`}
        testid="fs-shifted"
      />
    </Card>
  );
}

/** Returns every area with its owner, and each side's legal arrows. */
export function AreasCard(props: { state: CampaignState; st: Standing }) {
  const { state, st } = props;
  return (
    <Card name="areas" title="Areas">
      <ul class="fs-areas" data-testid="fs-areas">
        {state.ready.map.areas.map((a) => (
          <li key={a.id} class={`fs-area fs-side-${state.owners[a.id]}`} data-area={a.id}>
            <span class="fs-area-id">{a.id}</span>
            <span class="fs-area-name">
              {a.name}
              {a.city ? ' (city location)' : ''}
            </span>
            <span class="fs-area-vp">{a.vp} VP</span>
            <span class="fs-area-owner">{SIDE_NAME[state.owners[a.id] ?? a.owner]}</span>
          </li>
        ))}
      </ul>
      <h3 class="fs-sub">
        Legal arrows now <span class="rule-tag">{FS_RULE.placing}</span>
      </h3>
      {SIDES.map((side) => (
        <p key={side} class="fs-small" data-testid={`fs-arrows-${side}`}>
          {SIDE_NAME[side]}:{' '}
          {st.legalArrows[side].map(([a, b]) => `${a}→${b}`).join(', ') || 'none (City Fight only)'}
        </p>
      ))}
    </Card>
  );
}

function LogCard(props: { model: FirestormModel; state: CampaignState }) {
  const m = props.model;
  const last = m.lastEntry.value;
  const fix = m.lastFix.value;
  const next = m.nextRedo.value;
  const newestFirst = [...props.state.battles].reverse();
  const [fixing, setFixing] = useState<number | null>(null);
  const [note, setNote] = useState('');
  return (
    <Card name="log" title="Log">
      <div class="fs-undo">
        <UndoRedo
          canUndo={last !== null || fix !== null}
          canRedo={next !== null}
          undo={m.undo}
          redo={m.redo}
          testid="fs"
          labels={[
            fix ? `Undo ${fix}` : last ? `Undo ${entryText(last)}` : 'Undo',
            next ? `Redo ${entryText(next)}` : 'Redo',
          ]}
        />
      </div>
      {last && <p class="fs-small">Last entry: {entryText(last)}.</p>}
      {note && (
        <p class="fs-small" role="status" data-testid="fs-fix-note">
          {note}
        </p>
      )}
      <BattleHistory
        battles={newestFirst}
        testid="fs-log"
        action={(b) =>
          fixing === b.marker ? (
            <CorrectBattle
              model={m}
              battle={b}
              onDone={(text) => {
                setFixing(null);
                setNote(text);
              }}
            />
          ) : (
            <button
              type="button"
              class="btn-quiet"
              data-testid={`fs-fix${b.marker}-open`}
              aria-label={`Correct battle ${b.marker}`}
              onClick={() => {
                setFixing(b.marker);
                setNote('');
              }}
            >
              Correct
            </button>
          )
        }
      />
    </Card>
  );
}

/** Returns the campaign in play. */
export function CampaignView(props: { model: FirestormModel }) {
  const state = props.model.state.value;
  const st = props.model.standing.value;
  if (!state || !st) return null;
  const open = openBattles(state);
  const entry = props.model.current.value;
  return (
    <div class="fs-stack">
      {entry && (
        <p class="fs-line fs-name" data-testid="fs-name">
          <strong>{entry.name}</strong>
          <span class="fs-small">
            {' '}
            · {entry.started ? `started ${entry.started}` : 'start day not recorded'}
          </span>
        </p>
      )}
      <p class="fs-print-only" data-testid="fs-print-head">
        Firestorm: Stalingrad campaign “{entry?.name ?? state.ready.map.name}” on “
        {state.ready.map.name}”, after battle {st.markersUsed} of {MARKERS}.
      </p>
      <StandingCard st={st} state={state} />
      <button type="button" class="btn-quiet" onClick={() => window.print()} data-testid="fs-print">
        Print the standing, areas and battles
      </button>
      {st.next && <PlaceMarker key={st.markersUsed} model={props.model} standing={st} />}
      {open.length > 0 && (
        <section aria-labelledby="fs-open-title" class="fs-stack">
          <h2 class="section-title" id="fs-open-title">
            Battles being fought ({open.length})
          </h2>
          {open.map((b) => (
            <BattleCard
              key={`${b.marker}-${b.mission ? 'r' : 'm'}`}
              add={(e) => props.model.add(e)}
              battle={b}
            />
          ))}
        </section>
      )}
      <MapPicture state={state} st={st} arrange={(l) => props.model.arrange(l)} />
      <AreasCard state={state} st={st} />
      <LogCard model={props.model} state={state} />
    </div>
  );
}
