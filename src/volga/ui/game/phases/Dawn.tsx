/**
 * The Dawn Phase panel (6.1): the reinforcement groups to place (6.1.1, 6.2.1, 14.4, 14.6.1),
 * the withdrawal to come (6.1.2) and the Isolation choice (12.3). It asks the engine what is
 * legal now; it decides no rule.
 */
import { useState } from 'preact/hooks';
import {
  type Action,
  dawnWithdrawal,
  type GameState,
  MAX_ISOLATION_MARKERS,
  type ReinforcementArea,
  type ReinforcementChoice,
  reinforcementChoices,
  STACK_LIMIT,
} from '../../../engine/game';
import { areaLabel } from '../../../engine/kit';
import { type Act, useAct } from '../act';
import { PlaceholderRenames } from '../areas/RenameUnit';
import { unitText } from '../words';
import { ActRefusal, type PhaseFlowProps, PhasePanel, type PhaseProps } from './Panel';

/** 6.1.1, 6.2.1, 14.4, 14.6.1: place each waiting group in one Area; 12.3 Isolation choice. */
export function DawnPanel(props: PhaseFlowProps) {
  const s = props.snap.state;
  const act = useAct(props.model);
  const can = props.model.canTap.value && !act.busy;
  if (s.step === 'isolation') return <IsolationChoice {...props} act={act} />;
  const leaving = dawnWithdrawal(s);
  return (
    <PhasePanel id="dawn" title="Dawn: reinforcements" state={s}>
      {reinforcementChoices(s).map((g) => (
        <div class="gp-group" key={g.key}>
          <p>
            <strong>
              {g.chosenArea !== null ? 'Delayed' : g.returning ? 'Returning' : 'Arriving'}:
            </strong>{' '}
            {g.units.map((u) => unitText(s, u)).join(', ')} <span class="rule-tag">{g.rule}</span>
          </p>
          <PlaceholderRenames units={g.units} dispatch={props.dispatch} state={s} />
          {g.chosenArea !== null ? (
            <p class="gp-note" data-testid="dawn-group-area">
              The rest of their group: they may enter only {areaLabel(s.kit, g.chosenArea)}, where
              the group first entered, up to {STACK_LIMIT} German units there (6.1.1, 7.1).
            </p>
          ) : (
            <p class="gp-note">
              One group goes into one Area, up to {STACK_LIMIT} German units there (7.1); any excess
              waits for a later Dawn, to enter that same Area (6.1.1).
            </p>
          )}
          {g.areas.length === 0 ? (
            <p class="gp-note">
              {g.chosenArea !== null
                ? `${areaLabel(s.kit, g.chosenArea)} is full: these units wait for a later Dawn (6.1.1).`
                : 'No allowed Area has room: this group is delayed to a later Turn (6.1.1).'}
            </p>
          ) : (
            <div class="gp-places">
              {g.areas.map((a) => (
                <PlaceInArea
                  // A new default (another Dawn, another stack) starts a fresh choice.
                  key={`${a.area}-${a.action.units.join()}`}
                  state={s}
                  group={g}
                  place={a}
                  open={g.areas.length === 1}
                  disabled={!can}
                  onPlace={(action) => act.run(action)}
                />
              ))}
            </div>
          )}
        </div>
      ))}
      {leaving !== null && (
        <p class="gp-note" data-testid="dawn-withdrawal">
          Once the reinforcements are placed, the {leaving} leaves the map for good (6.1.2).
        </p>
      )}
      <ActRefusal act={act} />
    </PhasePanel>
  );
}

/**
 * One Area a group may enter. When only some of the group fit, the player ticks which counters
 * go in (6.1.1 leaves the choice to the player); the engine's default is ticked first, so the
 * Place button comes first and the picker under it, and the engine checks the placement when
 * it is made. The count comes from the engine (`enter`).
 */
function PlaceInArea(props: {
  state: GameState;
  group: ReinforcementChoice;
  place: ReinforcementArea;
  open: boolean;
  disabled: boolean;
  onPlace: (a: Action) => void;
}) {
  const { state: s, group: g, place: a } = props;
  const [picked, setPicked] = useState<readonly string[]>(a.action.units);
  const units = g.units.filter((u) => picked.includes(u));
  const delayed = g.units.filter((u) => !picked.includes(u));
  const ready = units.length === a.enter;
  const partial = a.enter < g.units.length;
  const where = areaLabel(s.kit, a.area);
  const id = `place-${g.key.replace(/[^A-Za-z0-9]/g, '-')}-${a.area}`;
  return (
    <div class="gp-place" data-testid={`place-${a.area}`}>
      <button
        type="button"
        class="tile gp-choice"
        disabled={props.disabled || !ready}
        onClick={() => props.onPlace({ type: 'placeReinforcements', area: a.area, units })}
      >
        <span>
          {ready
            ? `Place ${a.enter} in ${where}: ${units.join(', ')}`
            : `Place ${a.enter} in ${where}: tick ${a.enter} first`}
        </span>
        <span class="gp-sub">
          holds {a.holds} of {STACK_LIMIT}
          {partial && ready ? ` · delayed: ${delayed.join(', ')}` : ''}
        </span>
      </button>
      {partial && (
        <details class="gp-pick fold" open={props.open}>
          <summary>
            Which {a.enter} of the {g.units.length} enter {where}?
          </summary>
          <fieldset class="gp-checks">
            <legend class="sr-only">
              Units that enter {where}: tick {a.enter}
            </legend>
            {g.units.map((u) => (
              <label key={u} class="gp-check">
                <input
                  type="checkbox"
                  name={id}
                  checked={picked.includes(u)}
                  onChange={(e) =>
                    setPicked(
                      e.currentTarget.checked ? [...picked, u] : picked.filter((x) => x !== u),
                    )
                  }
                />
                <span>{unitText(s, u)}</span>
              </label>
            ))}
          </fieldset>
          {!ready && (
            <p class="gp-note" role="status">
              {where} has room for {a.enter}: tick {a.enter} ({units.length} ticked) (6.1.1, 7.1).
            </p>
          )}
        </details>
      )}
    </div>
  );
}

function IsolationChoice(props: PhaseProps & { act: Act }) {
  const s = props.snap.state;
  const cands = s.isolationCandidates ?? [];
  const want = Math.min(MAX_ISOLATION_MARKERS, cands.length);
  const [chosen, setChosen] = useState<readonly number[]>(() => cands.slice(0, want));
  const can = props.model.canTap.value && !props.act.busy;
  return (
    <PhasePanel id="isolation" title="Dawn: Isolated Areas" state={s}>
      <p>
        {cands.length} Soviet Areas cannot trace supply to the Volga, but there are only{' '}
        {MAX_ISOLATION_MARKERS} Isolation markers. Choose {want} ({chosen.length} chosen).
      </p>
      <fieldset class="gp-checks">
        <legend class="sr-only">Areas to mark Isolated</legend>
        {cands.map((n) => (
          <label key={n} class="gp-check">
            <input
              type="checkbox"
              checked={chosen.includes(n)}
              onChange={(e) =>
                setChosen(e.currentTarget.checked ? [...chosen, n] : chosen.filter((x) => x !== n))
              }
            />
            <span>{areaLabel(s.kit, n)}</span>
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        class="btn"
        disabled={!can || chosen.length !== want}
        onClick={() =>
          props.act.run({ type: 'chooseIsolated', areas: [...chosen].sort((a, b) => a - b) })
        }
      >
        Mark these {chosen.length} Isolated
      </button>
      <ActRefusal act={props.act} />
    </PhasePanel>
  );
}
