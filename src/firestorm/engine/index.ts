/** The Firestorm: Stalingrad campaign engine: pure, no DOM, no storage, no clock, no randomness. */
export * from './campaign';
export { runFirestormCommand, runSignedCommand } from './command';
export { type BattleFix, type Corrected, correctBattle, correctMap } from './correct';
export * from './details';
export * from './file';
export { FIXTURE_MAP } from './fixture';
export { logForm } from './form';
export * from './identity';
export {
  AREA_BOX,
  type AreaPoint,
  computeLayout,
  GRID,
  inheritedLayout,
  layoutBox,
  type MapLayout,
  moveArea,
  type Nudge,
  nudgeArea,
  placeAreas,
  samePicture,
} from './layout';
export {
  CAMPAIGN_LINK_MARK,
  campaignFromLink,
  campaignToLink,
  RESULT_LINK_MARK,
  resultFromLink,
  resultToLink,
  type SentResult,
  sentEntries,
} from './link';
export * from './map';
export * from './mapText';
export * from './review';
export * from './rules';
export * from './sign';
export * from './standing';
