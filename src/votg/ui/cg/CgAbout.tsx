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
      <p data-testid="votg-about-cg-scenario">
        While a scenario is played, the screen offers the rolls 20.41 makes then, as the CG record
        says they apply (chits, ENEMY, weather, AC#): Attack Determination (line 65), HW Activation
        and its type (line 71), the ENEMY Reinforcement dr and the number entering (line 72), Aerial
        Bombardment and Air Support (lines 88-89), Battalion Strongpoint (CG11.1b, line 98). Each is
        logged with who rolled; none moves a Refit Phase value.
      </p>
      <p data-testid="votg-about-cg-share">
        A CG is shared as a link (its start and log; undone steps stay behind) or as a file (Export
        Campaign Game, the whole record; it comes back through the Import screen, which shows what
        it holds and keeps the CG it replaces as the backup). Export all carries it too.
      </p>
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
