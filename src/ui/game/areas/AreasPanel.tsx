import type { Action, GameState } from '../../../engine/game';
import type { ComponentKit } from '../../../engine/kit';
import type { Result } from '../../../engine/types';

/** Props shared by the Areas and Combat Phase panels (ui-common.md contract). */
export interface AreasPanelProps {
  state: GameState;
  dispatch: (action: Action) => Promise<Result<unknown>>;
  kit?: ComponentKit;
}

/** Returns the Areas overview (placeholder while the real panel is built). */
export function AreasPanel(_props: AreasPanelProps) {
  return (
    <section aria-label="Areas">
      <p>Areas: coming in a moment.</p>
    </section>
  );
}
