/**
 * The after-action report engine: a game's figures Turn by Turn, its attacks with their odds
 * against what happened, the luck and fairness of its dice, and the victory check. Pure; the
 * screens import from here only.
 */
export type { EventLine, LossCause, LossLine, ReturnLine } from './chronicle';
export { diceFairness, type FaceCounts } from './fairness';
export type { LuckFigure } from './luck';
export {
  type AttackLine,
  type GameReport,
  gameReport,
  type RedecidedAttack,
  type VictoryCheck,
} from './report';
export { type GameSeries, gameSeries, type TurnFigures } from './series';
export type { MoraleWhy, StoryLine } from './story';
