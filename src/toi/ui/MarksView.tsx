/**
 * The map's marks: the fires burning and the building hexes weakened or destroyed, each put on
 * by naming a hex and tapping what happened. The engine decides what a mark does (a fire on a
 * weak fire turns it strong) and refuses what the rules do not allow; the marks are the log.
 */
import { useRef, useState } from 'preact/hooks';
import { Segmented } from '../../core/controls';
import {
  type BoardAction,
  fireDamageText,
  HEX_MAX,
  MAX_FLOORS_ABOVE_IN_EXPANSION,
  type Settings,
} from '../engine';
import type { ToiModel } from '../state';
import { headingBadge } from './words';

/** A mark before its hex is named. */
type Mark = BoardAction extends infer A ? (A extends BoardAction ? Omit<A, 'hex'> : never) : never;

const FLOOR_CHOICES = Array.from({ length: MAX_FLOORS_ABOVE_IN_EXPANSION + 1 }, (_, i) => i);

/** Returns the map marks card. */
export function MarksView(props: { model: ToiModel; set: (patch: Partial<Settings>) => void }) {
  const { model, set } = props;
  const board = model.board.value;
  const [hex, setHex] = useState('');
  const [floors, setFloors] = useState(model.settings.value.floorsAbove);
  const [said, setSaid] = useState<{
    lines: readonly { text: string; rule: string }[];
    bad: boolean;
  } | null>(null);

  // The latest tap: what an earlier one did is not said over it.
  const taps = useRef(0);
  const act = async (a: Mark) => {
    const tap = ++taps.current;
    const entry = { ...a, hex } as BoardAction;
    const r = model.add(entry);
    if (!r.ok) {
      setSaid({ lines: [{ text: r.error.message, rule: r.error.rule }], bad: true });
      return;
    }
    setSaid(null);
    // What the mark did is said once it is stored; the storage line says why when it is not.
    await model.flushed();
    if (tap !== taps.current || !model.record.peek().log.includes(entry)) return;
    setSaid({
      lines: r.value.lines.map((l) => ({ text: l.text, rule: headingBadge(l.rule) })),
      bad: false,
    });
  };
  const button = (label: string, a: Mark, id: string) => (
    <button
      type="button"
      class="btn-quiet"
      disabled={hex.trim() === ''}
      onClick={() => void act(a)}
      data-testid={`toi-mark-${id}`}
    >
      {label}
    </button>
  );

  return (
    <section class="card toi-marks" aria-labelledby="toi-marks-title" data-testid="toi-marks">
      <h2 class="section-title" id="toi-marks-title">
        Fires and buildings
      </h2>
      <label class="field toi-hex">
        <span class="field-label">Hex</span>
        <input
          class="input"
          type="text"
          maxLength={HEX_MAX}
          placeholder="42B-D5"
          value={hex}
          onInput={(e) => setHex(e.currentTarget.value)}
          data-testid="toi-hex"
        />
      </label>
      <div class="toi-buttons">
        {button('Weak fire', { type: 'fire', strength: 'weak' }, 'weak')}
        {button('Strong fire', { type: 'fire', strength: 'strong' }, 'strong')}
        {button('Put out', { type: 'extinguish' }, 'out')}
      </div>
      <Segmented
        name="toi-mark-floors"
        legend="Building’s top elevation"
        options={FLOOR_CHOICES}
        label={(n) => String(n)}
        value={floors}
        onChange={setFloors}
        wide
      />
      <div class="toi-buttons">
        {button(
          'Weakened',
          { type: 'building', floorsAbove: floors, state: 'weakened' },
          'weakened',
        )}
        {button(
          'Destroyed',
          { type: 'building', floorsAbove: floors, state: 'destroyed' },
          'destroyed',
        )}
      </div>
      {said && (
        <div role={said.bad ? 'alert' : 'status'}>
          <ul class={said.bad ? 'band toi-error' : 'toi-said'}>
            {said.lines.map((l) => (
              <li key={l.text}>
                {l.text} <span class="rule-tag">{l.rule}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {board.fires.length + board.buildings.length === 0 ? (
        <p class="field-note">No fires or damaged buildings marked.</p>
      ) : (
        <ul class="toi-marks-list" data-testid="toi-marks-list">
          {board.fires.map((f) => (
            <li key={`f-${f.hex}`} class={`toi-mark toi-fire-${f.strength}`}>
              <strong>{f.hex}</strong> {f.strength === 'weak' ? 'Weak fire' : 'Strong fire'}
              <span class="field-note">
                {' '}
                {fireDamageText(f.strength)}{' '}
                <span class="rule-tag">{headingBadge('fireDamage')}</span>
              </span>
            </li>
          ))}
          {board.buildings.map((b) => (
            <li key={`b-${b.hex}`} class="toi-mark">
              <strong>{b.hex}</strong> {b.state === 'weakened' ? 'Weakened' : 'Collapsed'} building,
              top elevation {b.floorsAbove}
              {b.state === 'weakened' && (
                <button
                  type="button"
                  class="btn-quiet toi-mark-use"
                  onClick={() =>
                    set({ kind: 'building', floorsAbove: b.floorsAbove, weakened: true })
                  }
                >
                  Odds to destroy {b.hex}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
