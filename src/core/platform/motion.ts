/** Whether the dice may tumble: the Dice animation setting, and never under reduced motion. */
import { settingsModel } from '../persist/settings-model';

/** True when the player asked the system for less motion. */
export function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Returns whether "roll for me" shows its short tumble: the setting is on and motion is welcome. */
export function diceAnimationOn(): boolean {
  return settingsModel.settings.value.diceAnimation && !reducedMotion();
}
