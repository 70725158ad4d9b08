/**
 * Kit links opened in the app (`#kit=…`): the house holds them (core/nav/links.ts, with the
 * prefix this table's entry declares) and opens the import screen, where the kit's plan shows.
 */
import { computed, type ReadonlySignal } from '@preact/signals';
import { clearHeldLink, heldLink } from '../../../core/nav/links';

/** The fragment that marks a kit link. */
export const KIT_LINK_PREFIX = '#kit=';

/** The kit link the app was opened with, until the import screen has shown it. */
export const incomingKitLink: ReadonlySignal<string | null> = computed(() => {
  const link = heldLink.value;
  return link?.startsWith(KIT_LINK_PREFIX) ? link : null;
});

/** Forgets the kit link once its plan was confirmed or cancelled. */
export function clearIncomingKitLink(): void {
  if (incomingKitLink.value !== null) clearHeldLink();
}
