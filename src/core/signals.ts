/**
 * What a model hands its screen of the signals it writes: the same fields, each read-only, so a
 * model and the context its parts write in place declare their signals once.
 */
import type { ReadonlySignal, Signal } from '@preact/signals';

/** `T` with each Signal field read-only; any other field as it is. */
export type ReadonlySignals<T> = {
  readonly [K in keyof T]: T[K] extends Signal<infer V> ? ReadonlySignal<V> : T[K];
};
