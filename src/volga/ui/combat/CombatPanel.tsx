/**
 * The combat panel: values, odds, advisor, Barrage choice, dice and result for one attack. The
 * quick calculator feeds it from its form; a game screen can feed it a spec built from the game
 * state and take the consequences back through `onConfirm`. It never decides a rule: every
 * number comes from the combat engine.
 */
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { type DiceEntries, DiceEntry, type DieSlot } from '../../../core/dice/DiceEntry';
import { pct, plural } from '../../../core/format';
import type { DiceSource } from '../../../core/input';
import { haptic } from '../../../core/platform/haptics';
import {
  type BarrageChoice,
  type BarrageResolution,
  barrage,
  barrageChoiceOdds,
  type CombatDice,
  type CombatResolution,
  type CombatSpec,
  type Consequence,
  checkCombatSpec,
  combatOdds,
  type PoolCounter,
  resolve,
  strategyInEffect,
  unrevealedOdds,
  type ValueRolls,
} from '../../engine/combat';
import { readingEntry } from '../../engine/rulings';
import { moraleIsStrong } from '../../engine/types';
import { Advisor, type AdvisorProps, type SupportChoice } from './Advisor';
import {
  combatDiceSlots,
  diceSources,
  dieRejectMessage,
  toCombatDice,
  valueRollsOf,
} from './combatDice';
import { explainRule } from './explain';
import { KnownOdds, OddsBars, UnrevealedView } from './Odds';
import { Panel } from './Panel';
import { Consequences, Notes, outcomeText, ResultView } from './Result';
import { TermList } from './Values';

/** What one attack came to, for the game engine to apply and log. */
export interface CombatReport {
  /** The attack as resolved (after any Barrage choice). */
  readonly spec: CombatSpec;
  /** The dice, or null when a Barrage retreat left no combat. */
  readonly dice: CombatDice | null;
  /** Where each die came from, by die slot id ('german-0', 'soviet-2', 'air', ...). */
  readonly sources: Readonly<Record<string, DiceSource>>;
  readonly barrage: BarrageResolution | null;
  readonly resolution: CombatResolution | null;
  /** Barrage consequences first, then the Combat Resolution's, in the order to apply them. */
  readonly consequences: readonly Consequence[];
}

/** Props of CombatPanel: the advisor's (the attack, the defender's pool, the support on hand and
 * the wanted chance) and the panel's own. */
export interface CombatPanelProps extends Omit<AdvisorProps, 'onApply'> {
  /** Puts an advisor suggestion into the attack. */
  readonly onSupport: (s: SupportChoice) => void;
  /** The player flipped an Unrevealed counter and tapped what it shows. */
  readonly onReveal?: (c: PoolCounter) => void;
  readonly dice: DiceEntries;
  readonly onDice: (d: DiceEntries) => void;
  /** The Barrage choice already made for this attack, if any (9.4). */
  readonly barrage: BarrageResolution | null;
  readonly onBarrage: (r: BarrageResolution) => void;
  /** Given by a game screen: applies the result. Without it the panel offers "New roll". */
  readonly onConfirm?: (report: CombatReport) => void;
  readonly onNewRoll?: () => void;
  /** Show the summary bar fixed at the bottom of a phone screen (default true). */
  readonly summaryBar?: boolean;
  /** A game hands "roll for me" to its own dice stream (see DiceEntry's onRollForMe). */
  readonly onRollForMe?: () => void;
  /** The dice are fixed (drawn by the game): shown, not editable. */
  readonly diceLocked?: boolean;
  /** A line shown above the dice (a game says where its "roll for me" dice come from). */
  readonly diceNote?: ComponentChildren;
}

/** Brings a part of the panel into view (at once when the player asked for less motion). */
const scrollTo = (id: string) => {
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  document.getElementById(id)?.scrollIntoView({ behavior: still ? 'auto' : 'smooth' });
};

/** What the odds already count: the Air and isolation dice once entered (none before rolling). */
function oddsTitle(rolls: ValueRolls): string | undefined {
  const known = [
    rolls.air !== undefined ? `Air die ${rolls.air}` : null,
    rolls.isolation !== undefined ? `isolation die ${rolls.isolation}` : null,
  ].filter((x) => x !== null);
  return known.length === 0 ? undefined : `Odds with the ${known.join(' and ')}`;
}

/** Returns the combat panel for one attack. */
export function CombatPanel(props: CombatPanelProps) {
  const { spec, pool } = props;
  const specKey = JSON.stringify(spec);
  const checked = useMemo(() => checkCombatSpec(spec), [specKey]);
  // Odds take the Air and isolation dice as known once entered, so they match the DV shown.
  const rolls = pool ? {} : valueRollsOf(spec, props.dice);
  const rollsKey = JSON.stringify(rolls);
  const known = useMemo(() => (pool ? null : combatOdds(spec, rolls)), [specKey, pool, rollsKey]);
  const unrevealed = useMemo(() => (pool ? unrevealedOdds(spec, pool) : null), [specKey, pool]);
  const dice = checked.ok && !pool ? toCombatDice(spec, props.dice) : null;
  const resolved = useMemo(
    () => (dice ? resolve(spec, dice) : null),
    [specKey, JSON.stringify(dice)],
  );
  const resolution = resolved?.ok ? resolved.value : null;

  if (!checked.ok) {
    return (
      <div class="cb-panels">
        <Panel id="cb-check" title="Check the attack">
          <div class="cb-error" role="status" data-testid="spec-error">
            <p>
              <strong>{checked.error.message}</strong>{' '}
              <span class="rule-tag">{checked.error.rule}</span>
            </p>
            <p class="field-note">{explainRule(checked.error.rule)}</p>
          </div>
        </Panel>
      </div>
    );
  }

  const barrageDue = !pool && strategyInEffect(spec) === 'barrage' && props.barrage === null;
  const choiceOdds = barrageDue ? okOrNull(barrageChoiceOdds(spec, rolls)) : null;
  const noCombat = props.barrage !== null && !props.barrage.combatContinues;
  const av = known?.ok ? known.value : unrevealed?.ok ? unrevealed.value : null;
  const capture = known?.ok
    ? known.value.pCapture
    : unrevealed?.ok
      ? unrevealed.value.pCapture
      : null;
  const dvNow = resolution ? resolution.dv : known?.ok ? known.value.dvBeforeDice : null;
  const pending = resolution ? [] : known?.ok ? known.value.pending : [];

  const chooseBarrage = (choice: BarrageChoice) => {
    const r = barrage(spec, choice);
    if (r.ok) {
      props.onBarrage(r.value);
      haptic('confirm');
    }
  };

  const report = (): CombatReport => ({
    spec,
    dice,
    sources: diceSources(spec, props.dice),
    barrage: props.barrage,
    resolution,
    consequences: [...(props.barrage?.consequences ?? []), ...(resolution?.consequences ?? [])],
  });

  const line = (
    <span class="cb-line-values">
      AV {av?.av ?? '?'} · DV {pool ? '?' : `${dvNow ?? '?'}${pending.length > 0 ? ' − dice' : ''}`}
    </span>
  );
  const captureText = capture === null ? '?' : pct(capture);
  const diceSlots = combatDiceSlots(spec);
  const dicePad = (
    <>
      {props.barrage && (
        <div class="callout cb-barrage-done">
          <p>
            Barrage: {props.barrage.notes.map((n) => n.label).join('; ')}{' '}
            <span class="rule-tag">9.4</span>
          </p>
          <Consequences list={props.barrage.consequences} />
        </div>
      )}
      {props.diceNote}
      <DiceEntry
        idPrefix="cb-die"
        slots={diceSlots}
        values={props.dice}
        onChange={props.onDice}
        rejectMessage={(slot, n) => dieRejectMessage(spec, slot.id, n)}
        onRollForMe={props.onRollForMe}
        locked={props.diceLocked}
        compact
      />
    </>
  );

  return (
    <div class="cb-panels">
      <Fold
        id="cb-values"
        testid="cb-line"
        title={
          <>
            {line}
            <span class="cb-line-capture">
              Capture <strong>{captureText}</strong>
            </span>
          </>
        }
        hint={pool ? undefined : oddsTitle(rolls)}
      >
        <div class="cb-values">
          {av && (
            <TermList
              id="av"
              title="Attack Value"
              total={av.av}
              totalRule="9.5.2"
              terms={av.avTerms}
            />
          )}
          {known?.ok && (
            <TermList
              id="dv"
              title="Defense Value"
              total={dvNow}
              totalRule="9.5.3"
              terms={resolution ? resolution.dvTerms : known.value.dvTerms}
              pending={pending}
            />
          )}
          {spec.options.parentOrganization && <RulingLine spec={spec} />}
          {pool && (
            <p class="field-note cb-value">
              The Defense Value depends on the counter: Defense Factor + TEM {spec.defense.tem}
              {moraleIsStrong(spec.attack.morale) ? '' : ' + Shaken'}, known once it is flipped
              (9.4).
            </p>
          )}
        </div>
        {known && !known.ok && <ErrorLine e={known.error} />}
        {known?.ok && <KnownOdds odds={known.value} strategy={strategyInEffect(spec)} />}
      </Fold>

      {pool && (
        <Panel id="cb-odds" title="Odds before the reveal">
          {unrevealed && !unrevealed.ok && <ErrorLine e={unrevealed.error} />}
          {unrevealed?.ok && (
            <UnrevealedView u={unrevealed.value} pool={pool} onReveal={props.onReveal} />
          )}
        </Panel>
      )}

      <Fold id="cb-advisor" title="Support advisor">
        <Advisor
          spec={spec}
          pool={pool}
          available={props.available}
          onAvailable={props.onAvailable}
          target={props.target}
          onTarget={props.onTarget}
          costs={props.costs}
          onApply={(s) => {
            props.onSupport(s);
            haptic('confirm');
          }}
        />
      </Fold>

      {pool ? (
        <Panel id="cb-dice" title="Dice">
          <p class="field-note">
            Flip the Soviet counter first (9.4): tap what it shows in the list above, then roll.
          </p>
        </Panel>
      ) : barrageDue ? (
        <Panel id="cb-barrage" title="Barrage: your choice before rolling">
          <p>
            The defender is Barrage (9.4). Before any dice, choose one; it cannot be taken back.
          </p>
          <div class="cb-choice-row" data-testid="barrage-choices">
            <div class="cb-choice" data-testid="barrage-outOfAction">
              <button type="button" class="btn" onClick={() => chooseBarrage('outOfAction')}>
                One attacking unit Out of Action, then roll
              </button>
              {choiceOdds?.outOfAction ? (
                <>
                  <p class="cb-choice-capture">
                    Capture <strong>{pct(choiceOdds.outOfAction.pCapture)}</strong> with{' '}
                    {plural(spec.attack.attackers - 1, 'attacker')}, AV {choiceOdds.outOfAction.av}
                  </p>
                  <OddsBars
                    odds={choiceOdds.outOfAction.odds}
                    label="Chance of each result after one unit goes Out of Action"
                    testid="barrage-ooa-odds"
                  />
                </>
              ) : (
                <p class="cb-choice-capture">No attacker is left: no combat, no capture.</p>
              )}
            </div>
            <div class="cb-choice" data-testid="barrage-retreat">
              <button
                type="button"
                class="btn cb-btn-quiet"
                onClick={() => chooseBarrage('retreat')}
              >
                All attackers Spent and retreat, no combat
              </button>
              <p class="cb-choice-capture">
                Capture <strong>{pct(0)}</strong>: no combat, no Morale change.
              </p>
            </div>
          </div>
        </Panel>
      ) : noCombat && props.barrage ? (
        <Panel id="cb-result" title="Result">
          <p class="cb-outcome cb-outcome-none" data-testid="outcome">
            <span class="cb-outcome-name">No combat</span>
            <span class="cb-outcome-line">Barrage (9.4)</span>
          </p>
          <Actions panel={props} report={report} />
          <Notes list={props.barrage.notes} />
          <h3 class="cb-subtitle">On the board</h3>
          <Consequences list={props.barrage.consequences} testid="consequences" />
        </Panel>
      ) : (
        <>
          <Fold
            id="cb-dice"
            title="Dice"
            hint={resolution ? diceLine(diceSlots, props.dice) : undefined}
            // Open while rolling, its line hidden (the pad is all there is); a finished roll
            // folds to one line, so the result below it is in view. One element throughout,
            // so the pad keeps its announcement of the app's dice.
            open={!resolution}
            class={resolution ? undefined : 'cb-fold-bare'}
          >
            {dicePad}
          </Fold>
          {resolved && (
            <Panel id="cb-result" title="Result">
              {!resolved.ok && <ErrorLine e={resolved.error} />}
              {resolution && dice && (
                <ResultView r={resolution} dice={dice} barrage={props.barrage}>
                  <Actions panel={props} report={report} />
                </ResultView>
              )}
            </Panel>
          )}
        </>
      )}

      <p class="sr-only" role="status" aria-live="polite">
        {resolution
          ? `Result: ${outcomeText(resolution)}. Attack Total ${resolution.at}, Defense Total ${resolution.dt}.`
          : ''}
      </p>

      {props.summaryBar !== false && (
        <nav class="cb-summary" aria-label="Combat summary">
          <button type="button" class="cb-summary-btn" onClick={() => scrollTo('cb-values')}>
            {line}
          </button>
          <button type="button" class="cb-summary-btn" onClick={() => scrollTo('cb-values')}>
            Capture <strong>{captureText}</strong>
          </button>
          <button
            type="button"
            class="cb-summary-btn"
            onClick={() =>
              scrollTo(resolution || noCombat ? 'cb-result' : barrageDue ? 'cb-barrage' : 'cb-dice')
            }
          >
            {resolution || noCombat ? 'Result' : barrageDue ? 'Barrage' : 'Dice'}
          </button>
        </nav>
      )}
    </div>
  );
}

/** The dice of a finished roll on one line: "German 3, 5 · Soviet 2, 4". */
function diceLine(slots: readonly DieSlot[], entries: DiceEntries): string {
  const groups = new Map<string, number[]>();
  for (const s of slots) {
    const v = entries[s.id]?.value;
    if (v !== undefined) groups.set(s.group, [...(groups.get(s.group) ?? []), v]);
  }
  return [...groups]
    .map(([g, vs]) => `${g.replace(/ \d+d6$| die$/, '')} ${vs.join(', ')}`)
    .join(' · ');
}

/**
 * A part of the panel that folds to one line (a native disclosure): the line says what it holds
 * (values and odds, the advisor, the dice of a finished roll), a tap opens the detail.
 */
function Fold(props: {
  id: string;
  title: ComponentChildren;
  hint?: string;
  open?: boolean;
  class?: string;
  testid?: string;
  children: ComponentChildren;
}) {
  return (
    <details
      class={`card cb-panel cb-fold${props.class ? ` ${props.class}` : ''}`}
      id={props.id}
      open={props.open}
      data-testid={props.testid}
    >
      <summary class="cb-fold-head">
        <span class="cb-fold-title">{props.title}</span>
        {props.hint && <span class="cb-fold-hint">{props.hint}</span>}
      </summary>
      <div class="cb-fold-body">{props.children}</div>
    </details>
  );
}

function ErrorLine(props: { e: { message: string; rule: string } }) {
  return (
    <p class="cb-error" role="status">
      {props.e.message} <span class="rule-tag">{props.e.rule}</span>
    </p>
  );
}

function Actions(props: { panel: CombatPanelProps; report: () => CombatReport }) {
  const { onConfirm, onNewRoll } = props.panel;
  return (
    <div class="cb-choice-row">
      {onConfirm && (
        <button type="button" class="btn" onClick={() => onConfirm(props.report())}>
          Apply to the game
        </button>
      )}
      {onNewRoll && (
        <button type="button" class="btn cb-btn-quiet" onClick={onNewRoll}>
          New roll
        </button>
      )}
    </div>
  );
}

/** The value of an ok Result, or null. */
function okOrNull<T>(r: { ok: true; value: T } | { ok: false }): T | null {
  return r.ok ? r.value : null;
}

/** One line naming the 12.4 reading in force (rulings.ts), shown while 12.4 is on. */
function RulingLine(props: { spec: CombatSpec }) {
  const reading = readingEntry(props.spec.rulings, 'parentOrganization');
  return (
    <p class="field-note cb-value" data-testid="ruling-parentOrganization">
      <span class="rule-tag">12.4</span> {reading.name}: {reading.line}
    </p>
  );
}
