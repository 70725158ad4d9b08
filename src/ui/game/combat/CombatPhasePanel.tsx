import type { Action, GameState } from '../../../engine/game';
import type { ComponentKit } from '../../../engine/kit';
import type { Result } from '../../../engine/types';

/** Props of the Combat Phase panel (ui-common.md contract). */
export interface CombatPhasePanelProps {
  state: GameState;
  dispatch: (action: Action) => Promise<Result<unknown>>;
  kit?: ComponentKit;
}

/** Returns the Combat Phase (6.4) panel (placeholder while the real panel is built). */
export function CombatPhasePanel(_props: CombatPhasePanelProps) {
  return (
    <section aria-label="Combat Phase">
      <p>Combat Phase: coming in a moment.</p>
    </section>
  );
}
