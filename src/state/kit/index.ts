/** The owner's component kit: the signal model (kitModel) and its persisted keys. */
export * from './model';
export * from './persist';
