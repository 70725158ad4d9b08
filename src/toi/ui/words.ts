/** How the screen names the expansion's headings when a number's rule is opened. */
import { HEADINGS, type HeadingId } from '../engine';

/** Returns the sentence shown when a number's rule is opened. */
export function headingText(id: HeadingId): string {
  if (id === 'core') {
    return 'The core Tide of Iron game gives this, not the Stalingrad expansion: check it in your core rulebook (set the faces under “Core game”).';
  }
  return `Tide of Iron: Stalingrad expansion, under “${HEADINGS[id].name}”.`;
}

/** Returns the short badge text of a heading. */
export function headingBadge(id: HeadingId): string {
  return HEADINGS[id].rule;
}
