/**
 * Advance to the Volga's part of the Settings screen: how each ruling is read (rulings.ts),
 * used by Quick combat and by games started from then on.
 */
import { Choice } from '../../../core/controls/Choice';
import type { SettingsPanelProps } from '../../../core/table';
import { RULING, RULING_IDS, readingsOf, storedRulings } from '../../engine/rulings';

/** Returns one choice per ruling, with what the chosen reading does. */
export function RulingsSettings({ settings: s, set }: SettingsPanelProps) {
  return (
    <>
      {RULING_IDS.map((id) => {
        const ruling = RULING[id];
        const readings = readingsOf(id);
        const labels = Object.fromEntries(
          readings.map((r) => [r, `${ruling.readings[r].name}`]),
        ) as Record<(typeof readings)[number], string>;
        const chosen = storedRulings(s.rulings);
        const now = chosen[id];
        return (
          <div key={id} class="stack" data-testid={`set-ruling-${id}`}>
            <Choice
              name={`ruling-${id}`}
              legend={`${ruling.rule} ${ruling.name}`}
              options={readings}
              labels={labels}
              value={now}
              onPick={(r) => set({ rulings: { ...chosen, [id]: r } })}
            />
            <p class="field-note">
              {ruling.readings[now].line} Used by Quick combat and by games started from now on; a
              game keeps the reading it started with.
            </p>
          </div>
        );
      })}
    </>
  );
}
