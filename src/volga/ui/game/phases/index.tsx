/**
 * The panel of each Phase (6.1-6.5, 11.0), keyed by Phase: the game screen shows the one the game
 * is at, so a Phase without a panel fails to compile.
 */
import type { FunctionComponent } from 'preact';
import { type Phase, undoneAttackChoice } from '../../../engine/game';
import { CombatPhasePanel } from '../combat/CombatPhasePanel';
import { DawnPanel } from './Dawn';
import { GameOverPanel } from './GameOver';
import type { PhaseFlowProps } from './Panel';
import { RandomEventPanel } from './RandomEvent';
import { SupplyPanel } from './Supply';

/** The panel for each Phase of the sequence of play. */
export const PHASE_PANEL: { readonly [P in Phase]: FunctionComponent<PhaseFlowProps> } = {
  dawn: DawnPanel,
  randomEvent: RandomEventPanel,
  supply: SupplyPanel,
  combat: (p) => (
    <CombatPhasePanel
      state={p.snap.state}
      dispatch={p.dispatch}
      kit={p.snap.state.kit}
      undone={undoneAttackChoice(p.snap.record)}
    />
  ),
  // 6.5 is the engine's: the game never waits in the End Phase, and its report shows at Dawn.
  end: () => null,
  over: (p) => <GameOverPanel state={p.snap.state} />,
};
