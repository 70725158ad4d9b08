/** The sides' names, in one place for the Mission's screens and the Campaign Game's. */
import type { Side } from '../../engine';

/** A side's name. */
export const SIDE_NAME: Readonly<Record<Side, string>> = { german: 'German', russian: 'Russian' };
