/**
 * The expansion's modifiers the chosen situation uses (the engine says which), folded under one
 * line that names those in play; and the Core game faces the situation reads, and only those.
 */
import { flagSwitches, Stepper } from '../../core/controls';
import {
  coreFaces,
  MODIFIERS,
  type ModifierId,
  modifiersOf,
  type Settings,
  settingMax,
} from '../engine';
import { headingBadge, headingText } from './words';

const faces = (n: number) => (n >= 6 ? '6' : `${n}-6`);

/** Returns the short words for a modifier in play, or null when it is off. */
export function inPlay(s: Settings, m: ModifierId): string | null {
  switch (m) {
    case 'smg':
      return s.smg > 0 ? `SMG ×${s.smg}` : null;
    case 'starving':
      return s.starving > 0 ? `Starving ×${s.starving}` : null;
    case 'cautious':
      return s.cautious ? 'Cautious' : null;
    case 'engineers':
      return s.engineers > 0 ? `SN-42 ${s.engineers} fig.` : null;
    case 'engineersDefend':
      return s.engineersDefend ? 'SN-42 target' : null;
  }
}

/** Returns the modifiers panel, or nothing when the situation has none. */
export function ModifiersPanel(props: { s: Settings; set: (patch: Partial<Settings>) => void }) {
  const { s, set } = props;
  const mods = modifiersOf(s.kind);
  if (mods.length === 0) return null;
  const on = mods.map((m) => inPlay(s, m)).filter((x) => x !== null);
  const flag = flagSwitches(s, set, 'toi-');
  const control = (m: ModifierId) => {
    const { name, rule } = MODIFIERS[m];
    const badge = headingBadge(rule);
    if (m === 'cautious' || m === 'engineersDefend') return flag(m, name, badge);
    return (
      <Stepper
        key={m}
        id={`toi-${m}`}
        label={name}
        value={s[m]}
        min={0}
        max={settingMax(m)}
        note={badge}
        onChange={(n) => set({ [m]: n })}
        typed
      />
    );
  };
  const steppers = mods.filter((m) => m !== 'cautious' && m !== 'engineersDefend');
  const switches = mods.filter((m) => m === 'cautious' || m === 'engineersDefend');
  return (
    <details class="toi-fold fold" data-testid="toi-mods">
      <summary>
        <span class="toi-fold-title">Expansion modifiers</span>
        <span class="toi-fold-now">{on.length ? on.join(', ') : 'none'}</span>
      </summary>
      {steppers.length > 0 && <div class="field-grid">{steppers.map(control)}</div>}
      {switches.map(control)}
    </details>
  );
}

const FACE_STEPPERS = {
  hitOn: ['toi-hiton', 'Attack die hits on', 'hit'],
  saveOn: ['toi-saveon', 'Cover die saves on', 'save'],
} as const;

/** Returns the Core game panel with the faces the situation reads, or nothing when it reads none. */
export function CorePanel(props: { s: Settings; set: (patch: Partial<Settings>) => void }) {
  const { s, set } = props;
  const used = coreFaces(s);
  if (used.length === 0) return null;
  return (
    <details class="toi-fold fold" data-testid="toi-core">
      <summary>
        <span class="toi-fold-title">Core game</span>
        <span class="toi-fold-now">
          {used.map((f) => `${FACE_STEPPERS[f][2]} ${faces(s[f])}`).join(', ')}
        </span>
        <span class="rule-tag">check</span>
      </summary>
      <p class="field-note">{headingText('core')}</p>
      <div class="field-grid">
        {used.map((f) => (
          <Stepper
            key={f}
            id={FACE_STEPPERS[f][0]}
            label={FACE_STEPPERS[f][1]}
            value={s[f]}
            min={1}
            max={6}
            display={faces(s[f])}
            onChange={(n) => set({ [f]: n })}
          />
        ))}
      </div>
    </details>
  );
}
