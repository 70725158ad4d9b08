/**
 * About these tables (route 'votg-about'): which S.20 tables the roller holds and the source
 * lines each was read from, how it reads the places the text leaves open, and which parts the
 * PDF garbled, so they are typed from the printed table instead of invented.
 */
import { Section } from '../../core/controls/Section';
import { lineSpan } from '../../core/format';
import { Link } from '../../core/nav/Link';
import { GARBLED, MAIN_TABLES, mainTable, READINGS } from '../engine';
import { CgAbout } from './cg/CgAbout';
import { diceWords } from './words';
import './votg.css';

/** Returns the About these tables page. */
export function AboutScreen() {
  return (
    <div class="votg stack" data-testid="votg-about">
      <Section id="votg-about-tables" title="Tables in the roller" class="card stack">
        <p>
          Transcribed from the Valor of the Guards Solitaire ASL rules (section S.20), with the line
          of the text each row was read from. Results are written in our own words; your printed
          tables are the authority.
        </p>
        <ul class="votg-kept">
          {MAIN_TABLES.map((id) => {
            const t = mainTable(id);
            return (
              <li key={id}>
                <strong>
                  {id === 'G9R9' ? 'G9/R9' : id} {t.name}
                </strong>{' '}
                ({diceWords(id)}) <span class="rule-tag">{lineSpan(t.lines)}</span>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section id="votg-about-readings" title="How the text is read" class="card stack">
        <ul class="votg-kept">
          {Object.values(READINGS).map((r) => (
            <li key={r.id}>
              <strong>{r.name}.</strong> {r.line} <span class="rule-tag">{r.rule}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="votg-about-garbled" title="Garbled in the text, not built" class="card stack">
        <p>
          These parts did not survive the conversion from PDF. When a roll leads to one, the roller
          asks you to type what your printed table says and keeps it in the log.
        </p>
        <ul class="votg-kept">
          {Object.values(GARBLED).map((g) => (
            <li key={g.id}>
              <strong>{g.name}.</strong> {g.line}
            </li>
          ))}
          <li>
            <strong>Mission card tables.</strong> The Enemy AC#, RE number, SAN and Booby Trap
            tables of the Missions (lines 870-872, 931-933, 995-1004, 1065-1068) came out
            interleaved: the card offers a roll for each that reads whole, and you type the rest
            from your printed card.
          </li>
        </ul>
      </Section>
      <CgAbout />
      <p>
        <Link to="votg" class="btn-quiet votg-about-link">
          Back to the Mission
        </Link>
      </p>
    </div>
  );
}
