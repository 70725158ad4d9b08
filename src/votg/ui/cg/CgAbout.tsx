/**
 * The Campaign Game's part of About these tables: what the CG screen plays (each step, its rule
 * and line, read from the engine's list), the Refit Phase steps it only reminds of, and what it
 * leaves to Chapter V and the printed tables.
 */
import { Section } from '../../../core/controls/Section';
import { REFIT_NOTES } from '../../engine/cg/campaigns';
import { cgStepList } from '../../engine/cg/record';
import { NoteList } from './NoteList';

/** What the CG screen does not do, with where the player finds it. */
const NOT_COVERED: readonly [string, string][] = [
  [
    'V12.619 ELR table',
    'Chapter V: the app computes the final DR and asks for the ELR printed there (line 200).',
  ],
  ['Historical DRM and weather', 'Chapter V CG Date chart: typed at each CG Date.'],
  ['Starting ELR, SAN, Booby Trap level', "Chapter V CG setup: typed at the CG's start."],
  [
    'FRIENDLY purchases and OB',
    'Chapter V (12.621-.6227, V12.5): only the RE purchase (line 273) is asked.',
  ],
  [
    'Fortification Removal, Escape, Isolated setup, Recon Inspection',
    'Shown as reminders; their tables and map work are done at the table (12.617, 12.6073, 12.6262, 12.6265).',
  ],
  [
    'Rolls during a CG scenario',
    'Attack Determination, HW Activation, Reinforcements, Aerial Bombardment, Air Support, Battalion Strongpoint (lines 66-98): in the votg command, not yet on this screen.',
  ],
  [
    'Sharing a CG',
    'Shared as a link (start and log; undone steps stay behind). A file of its own is not built: Export all and its Import carry the CG.',
  ],
];

/** Returns the Campaign Game section of About. */
export function CgAbout() {
  return (
    <Section id="votg-about-cg" title="Campaign Game" class="card stack" testid="votg-about-cg">
      <p>
        The Campaign Game screen plays CG I-IV (lines 56-305) one CG Day at a time: each step below
        in this order, every roll with its drm computed from the CG record and named by line.
      </p>
      <NoteList
        notes={cgStepList().map((st) => ({ text: st.name, rule: st.rule, line: st.line }))}
      />
      <h3 class="votg-sub">Refit Phase steps shown as reminders</h3>
      <NoteList notes={Object.values(REFIT_NOTES)} />
      <h3 class="votg-sub">Not covered</h3>
      <ul class="votg-kept">
        {NOT_COVERED.map(([what, why]) => (
          <li key={what}>
            <strong>{what}.</strong> {why}
          </li>
        ))}
      </ul>
    </Section>
  );
}
