/** The keys the VotG roller keeps on the device: constants only, so its registry entry stays light. */

/** The Mission in play: card, seed, log and the entries undone. */
export const VOTG_MISSION_KEY = 'votg/mission';
/** The Mission the last start or import replaced. */
export const VOTG_PREVIOUS_KEY = 'votg/previous';
/** The VotG SASL Campaign Game in play: its start, log and the entries undone. */
export const VOTG_CG_KEY = 'votg/cg';
