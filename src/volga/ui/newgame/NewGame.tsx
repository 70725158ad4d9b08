/**
 * New game: the scenario (main game 5.x or Factory District 14.x), the optional rules 12.1-12.8
 * each with one line and its section, 12.7's starting Morale and 12.8's reroll Turns, Soviet
 * counters by the physical or the digital cup, who rolls the dice, and the 11.2 house rule. The
 * engine checks the settings (checkOptions) and sets the game up (newRecord); a fact it needs
 * from the owner's components is asked here and remembered in the owner's kit.
 */
import { useEffect, useState } from 'preact/hooks';
import { fieldChoices, Stepper, Switch } from '../../../core/controls';
import { Section } from '../../../core/controls/Section';
import { replaceRoute } from '../../../core/nav';
import { Link } from '../../../core/nav/Link';
import { settingsModel } from '../../../core/persist/settings-model';
import {
  type CupMode,
  checkOptions,
  defaultOptions,
  FIRST_TURN,
  type GameOptions,
  type GameSetup,
  newRecord,
  STARTING_MORALE,
} from '../../engine/game';
import type { ComponentKit, Fact, FactAnswers, ScenarioId } from '../../engine/kit';
import { storedRulings } from '../../engine/rulings';
import { OPTIONAL_RULE, OPTIONAL_RULES } from '../../engine/types';
import {
  appLibrary,
  appServices,
  defaultGameName,
  newSeed,
  setDicePreference,
} from '../../state/game';
import { kitModel } from '../../state/kit';
import { FactQuestion } from '../kit/FactQuestion';
import './newgame.css';
import type { DiceSource } from '../../../core/input';

const SCENARIO_NAME: Readonly<Record<ScenarioId, string>> = {
  main: 'Main game (Turns 1-9)',
  factory: 'Factory District (Turns 10-14)',
};
const CUP_NAME: Readonly<Record<CupMode, string>> = {
  physical: 'My cup (I draw)',
  digital: 'The app draws',
};
const DICE_NAME: Readonly<Record<DiceSource, string>> = {
  owner: 'I roll real dice',
  app: 'The app rolls',
};

/** The numbers of the settings set by a stepper: each one's id, label and limits. */
const NUMBER_OPTION = {
  startingMorale: { id: 'ng-morale', label: 'Starting Morale', range: [0, 19] },
  victoryAreas: { id: 'ng-areas', label: 'Areas needed', range: [1, 50] },
  lastTurn: { id: 'ng-last', label: 'Last Turn', range: [1, 9] },
} as const;
type NumberOption = keyof typeof NUMBER_OPTION;

function turnsOf(scenario: ScenarioId, lastTurn: number): number[] {
  const first = FIRST_TURN[scenario];
  return Array.from({ length: lastTurn - first + 1 }, (_, i) => first + i);
}

/** 12.8: the Turns still ticked among `turns`, or every one of them when none is. */
function keptOrEvery(ticked: readonly number[], turns: readonly number[]): number[] {
  const kept = ticked.filter((t) => turns.includes(t));
  return kept.length > 0 ? kept : [...turns];
}

/** The game's basics: its scenario, who draws the Soviet counters, who rolls, and its name. */
interface Basics {
  readonly scenario: ScenarioId;
  readonly cup: CupMode;
  readonly dice: DiceSource;
  readonly name: string;
}

/** Returns the New game screen. */
export function NewGame() {
  const [basics, setBasics] = useState<Basics>({
    scenario: 'main',
    cup: 'physical',
    dice: 'owner',
    name: '',
  });
  const { scenario, cup, dice, name } = basics;
  const [options, setOptions] = useState<GameOptions>(() => defaultOptions('main'));
  const [pavlovText, setPavlovText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fact, setFact] = useState<{ fact: Fact; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void kitModel.load();
  }, []);
  const kit = kitModel.active.value;
  const progress = kitModel.validation.value.progress;

  const set = (patch: Partial<GameOptions>) => setOptions({ ...options, ...patch });
  // The basics change through one patch, as the options do; a new scenario also fits the options to it.
  const setBasic = (patch: Partial<Basics>) => {
    setBasics((b) => ({ ...b, ...patch }));
    const s = patch.scenario;
    if (s === undefined) return;
    const d = defaultOptions(s);
    setOptions({
      ...options,
      lastTurn: d.lastTurn,
      rerollTurns: keptOrEvery(options.rerollTurns, turnsOf(s, d.lastTurn)),
      startingMorale: Math.min(options.startingMorale, STARTING_MORALE[s]),
    });
  };

  const start = async () => {
    setError(null);
    const pavlovDefense = pavlovText.trim() === '' ? null : Number(pavlovText);
    // The game records the readings chosen in Settings (rulings.ts) and keeps them.
    const rulings = storedRulings(settingsModel.settings.peek().rulings);
    const given: GameOptions = {
      ...options,
      rulings,
      pavlovDefense: options.pavlov ? pavlovDefense : null,
    };
    const checked = checkOptions(scenario, given);
    if (!checked.ok) {
      setError(`${checked.error.message} (${checked.error.rule})`);
      return;
    }
    // The kit as it is now (an answer just given may have changed it since this render).
    const current = kitModel.active.peek();
    const setup: GameSetup = {
      scenario,
      cup,
      kit: current,
      seed: newSeed(),
      options: checked.value,
    };
    // The engine sets the game up first: a fact it needs is asked before anything is stored.
    const trial = newRecord(setup);
    if (!trial.ok) {
      if (trial.error.fact) setFact({ fact: trial.error.fact, message: trial.error.message });
      else setError(`${trial.error.message} (${trial.error.rule})`);
      return;
    }
    setBusy(true);
    const r = await appLibrary(appServices).create(setup, name);
    setBusy(false);
    if (!r.ok) {
      setError(r.error.message);
      return;
    }
    setDicePreference(r.value.id, dice);
    replaceRoute('game', [r.value.id]);
  };

  const answer = (a: FactAnswers[Fact['kind']]) => {
    if (!fact) return;
    if (kit.fixture) {
      setError(
        'The TEST FIXTURE kit cannot be changed; choose your own kit on the Component kit screen.',
      );
      return;
    }
    const r = kitModel.answer(fact.fact, a as never);
    if (!r.ok) {
      setError(`${r.error.message} (${r.error.rule})`);
      return;
    }
    setFact(null);
    setError(null);
    // Carry on setting up: the next missing fact, if any, is asked the same way.
    void start();
  };

  const turns = turnsOf(scenario, options.lastTurn);
  return (
    <form
      class="ng"
      onSubmit={(e) => {
        e.preventDefault();
        void start();
      }}
    >
      <BasicsSection basics={basics} set={setBasic} />

      <KitSection kit={kit} percent={progress.overallPercent} />

      <OptionalRulesSection
        scenario={scenario}
        options={options}
        set={set}
        turns={turns}
        pavlovText={pavlovText}
        onPavlovText={setPavlovText}
      />

      {scenario === 'main' && <HouseRuleSection options={options} set={set} />}

      {fact && (
        <Section
          id="ng-fact"
          title="A fact from your components"
          class="card ng-part ng-fact"
          testid="fact-prompt"
        >
          <p class="ng-note">{fact.message}</p>
          <FactQuestion fact={fact.fact} kit={kit} onAnswer={answer} />
          <p class="ng-note">
            Long lists are easier on the{' '}
            <Link to="kit" class="ng-link">
              Component kit
            </Link>{' '}
            screen.
          </p>
        </Section>
      )}
      {error && (
        <p class="ng-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" class="btn ng-start" disabled={busy}>
        {busy ? 'Starting…' : 'Start the game'}
      </button>
    </form>
  );
}

/** The stepper for one number of the settings; a shorter game drops the Turns it no longer has. */
function numberStepper(
  options: GameOptions,
  set: (patch: Partial<GameOptions>) => void,
  key: NumberOption,
  note?: string,
) {
  const { id, label, range } = NUMBER_OPTION[key];
  return (
    <Stepper
      id={id}
      label={label}
      value={options[key]}
      min={range[0]}
      max={range[1]}
      onChange={(n) =>
        set(
          key === 'lastTurn'
            ? { lastTurn: n, rerollTurns: options.rerollTurns.filter((t) => t <= n) }
            : { [key]: n },
        )
      }
      note={note}
    />
  );
}

/** The section for the game's basics, each choice handed to `set` as a patch. */
function BasicsSection(props: { basics: Basics; set: (patch: Partial<Basics>) => void }) {
  const { basics, set } = props;
  const choice = fieldChoices(basics, set, '');
  return (
    <Section id="ng-basics" title="The game" class="card ng-part">
      {choice('scenario', 'Scenario', SCENARIO_NAME, true)}
      {choice('cup', 'Soviet counters', CUP_NAME)}
      <p class="ng-note">
        {basics.cup === 'physical'
          ? 'You draw and place the Soviet counters; on a reveal you pick the counter you turned over (9.4).'
          : 'The app draws each hidden Soviet counter when it is revealed, from the unseen ones of that terrain (5.4).'}
      </p>
      {choice('dice', 'Dice', DICE_NAME)}
      <p class="ng-note">You can switch at any roll; the log records who rolled each one.</p>
      <div class="ng-field">
        <label for="ng-name" class="ng-label">
          Name
        </label>
        <input
          id="ng-name"
          class="input ng-input"
          value={basics.name}
          maxLength={100}
          placeholder={defaultGameName(basics.scenario, new Date())}
          onInput={(e) => set({ name: e.currentTarget.value })}
        />
      </div>
    </Section>
  );
}

/** The kit the game is played with, and how far it is transcribed. */
function KitSection(props: { kit: ComponentKit; percent: number }) {
  return (
    <Section id="ng-kit" title="Component kit" class="card ng-part">
      <p class={props.kit.fixture ? 'ng-kit ng-fixture' : 'ng-kit'} data-testid="newgame-kit">
        <strong>{props.kit.name}</strong>
        {props.kit.fixture
          ? ' — a made-up map for testing, not the real game.'
          : ` · ${props.percent}% transcribed.`}
      </p>
      <p class="ng-note">
        Facts the kit does not know yet are asked as play needs them.{' '}
        <Link to="kit" class="ng-link">
          Open the Component kit
        </Link>
      </p>
    </Section>
  );
}

/** The optional rules (12.0), each with what it needs: Pavlov's House, Morale, the reroll Turns. */
function OptionalRulesSection(props: {
  scenario: ScenarioId;
  options: GameOptions;
  set: (patch: Partial<GameOptions>) => void;
  turns: readonly number[];
  pavlovText: string;
  onPavlovText: (text: string) => void;
}) {
  const { scenario, options, set, turns, pavlovText, onPavlovText } = props;
  return (
    <Section id="ng-opt" title="Optional rules" class="card ng-part">
      {OPTIONAL_RULES.map((flag) => OPTIONAL_RULE[flag]).map((o) => (
        <div key={o.id} class="ng-opt">
          <Switch
            id={`opt-${o.id}`}
            label={o.name}
            rule={o.rule}
            checked={options[o.id]}
            onChange={(on) =>
              set({
                [o.id]: on,
                ...(o.id === 'increasedSupply' && {
                  rerollTurns: keptOrEvery(options.rerollTurns, turns),
                }),
              } as Partial<GameOptions>)
            }
            note={options[o.id] ? `On: ${o.line}` : 'Off: played as printed, without this rule.'}
          />
          {o.id === 'pavlov' && options.pavlov && (
            <div class="ng-field ng-sub">
              <label for="ng-pavlov" class="ng-label">
                Defense Factor printed on your Pavlov’s House counter
              </label>
              <input
                id="ng-pavlov"
                class="input ng-input ng-num"
                inputMode="numeric"
                value={pavlovText}
                onInput={(e) => onPavlovText(e.currentTarget.value)}
              />
            </div>
          )}
          {o.id === 'reducedMorale' && options.reducedMorale && (
            <div class="ng-sub">
              {numberStepper(
                options,
                set,
                'startingMorale',
                `Printed: ${STARTING_MORALE[scenario]} (${scenario === 'main' ? '5.2' : '14.2'}); 12.7 suggests 15.`,
              )}
            </div>
          )}
          {o.id === 'increasedSupply' && options.increasedSupply && (
            <fieldset class="ng-sub ng-turns">
              <legend class="ng-label">Reroll 1s on Turns</legend>
              {turns.map((t) => (
                <label key={t} class="ng-turn">
                  <input
                    type="checkbox"
                    checked={options.rerollTurns.includes(t)}
                    onChange={(e) =>
                      set({
                        rerollTurns: e.currentTarget.checked
                          ? [...options.rerollTurns, t].sort((a, b) => a - b)
                          : options.rerollTurns.filter((x) => x !== t),
                      })
                    }
                  />
                  <span>{t}</span>
                </label>
              ))}
            </fieldset>
          )}
        </div>
      ))}
    </Section>
  );
}

/** The house rule for the main game's final victory (11.2): how many Areas, by which Turn. */
function HouseRuleSection(props: {
  options: GameOptions;
  set: (patch: Partial<GameOptions>) => void;
}) {
  const { options, set } = props;
  return (
    <Section id="ng-house" title="House rule: final victory (11.2)" class="card ng-part">
      <p class="ng-note">
        As printed: 40 Areas German Controlled, with a Heavy Urban Area, at the end of Turn 9. An
        earlier printing used 30 Areas at the end of Turn 8.
      </p>
      <div class="ng-pair">
        {numberStepper(options, set, 'victoryAreas')}
        {numberStepper(options, set, 'lastTurn')}
      </div>
    </Section>
  );
}
