/** The Tide of Iron table's state, as screens use it: the model and the app's one instance. */
export { type ToiModel, toiModel } from './model';
