/** The Mission roller's state: the one model screens use. */
export { createVotgModel, type FromSlot, type VotgModel, votgModel } from './model';
