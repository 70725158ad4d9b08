/**
 * The after-action report: the result and victory check, Morale / Supply / Control Turn by
 * Turn (the charts' own TrendCharts), every attack's odds before its dice against what
 * happened, and the luck of the dice; shared as text or as a PNG of the charts. The numbers are
 * the engine's (engine/report); this screen lays them out.
 */
import { useMemo, useState } from 'preact/hooks';
import { pct } from '../../../../core/format';
import type { GameRecord, GameState } from '../../../engine/game';
import type { ComponentKit } from '../../../engine/kit';
import { type AttackLine, type GameReport, gameReport } from '../../../engine/report';
import { TrendCharts } from '../../charts/ChartsPanel';
import { reportPng } from './image';
import { copyText, reportFileName, type ShareOutcome, shareImage, shareReport } from './share';
import { storyLineText } from './story-words';
import {
  attackResultText,
  attackTitle,
  captureChanceText,
  captureLuckText,
  diceLuckText,
  eventText,
  headline,
  LUCK_PURPOSES,
  lossesSummary,
  lossText,
  percentileText,
  RESULT_NAME,
  redecidedText,
  reportText,
  returnText,
  victoryLines,
} from './words';
import './report.css';

/** Props: the game's record and current state, its name, and how to close the report. */
export interface ReportViewProps {
  readonly record: GameRecord;
  readonly state: GameState;
  readonly name: string;
  readonly onClose: () => void;
}

const SAID: Readonly<Record<ShareOutcome, string>> = {
  shared: 'Shared.',
  sharedText: 'Shared the text (this share sheet takes no image: Save chart image keeps it).',
  copiedAndDownloaded:
    'This browser cannot share: the text is copied to the clipboard and the image saved to your downloads.',
  copied: 'Copied to the clipboard.',
  downloaded: 'The image is saved to your downloads.',
  cancelled: 'Not shared.',
  failed: 'That did not work on this browser; try Copy.',
};

function ShareBar(props: { report: GameReport; name: string }) {
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const title = `${props.name}: after-action report`;
  const text = () => reportText(props.report, props.name);
  const run = async (f: () => Promise<ShareOutcome>) => {
    setBusy(true);
    setSaid('');
    try {
      setSaid(SAID[await f()]);
    } catch {
      setSaid(SAID.failed);
    } finally {
      setBusy(false);
    }
  };
  const filesShare = typeof navigator.canShare === 'function';
  return (
    <section class="card rp-share" aria-labelledby="rp-share-title">
      <h3 id="rp-share-title" class="rp-h3">
        Keep or post it
      </h3>
      <div class="rp-share-row">
        <button
          type="button"
          class="btn"
          disabled={busy}
          data-testid="report-share"
          onClick={() =>
            void run(() =>
              shareReport(
                title,
                text(),
                () => reportPng(props.report, props.name),
                reportFileName(props.name),
              ),
            )
          }
        >
          Share…
        </button>
        <button
          type="button"
          class="btn-quiet"
          disabled={busy}
          onClick={() => void run(() => copyText(text()))}
        >
          Copy text
        </button>
        <button
          type="button"
          class="btn-quiet"
          disabled={busy}
          onClick={() =>
            void run(async () =>
              shareImage(
                title,
                await reportPng(props.report, props.name),
                reportFileName(props.name),
              ),
            )
          }
        >
          {filesShare ? 'Share chart image' : 'Save chart image'}
        </button>
      </div>
      <p class="rp-said" role="status" data-testid="report-said">
        {said}
      </p>
    </section>
  );
}

const RESULTS = ['repulse', 'stalemate', 'success', 'overrun'] as const;

/**
 * The odds as four labelled bars, Repulse to Overrun, each with its name and chance in words
 * and as its accessible name; the result that happened is outlined and bold, and its
 * accessible name says so.
 */
function OddsBars(props: { a: AttackLine }) {
  const { a } = props;
  const odds = a.odds;
  if (!odds) return null;
  return (
    <ul class="rp-odds" aria-label="Chances before the dice">
      {RESULTS.map((k) => {
        const happened = a.outcome === k;
        const name = `${RESULT_NAME[k]} ${pct(odds[k])}${happened ? ', what happened' : ''}`;
        return (
          <li key={k} class={`rp-odd${happened ? ' is-result' : ''}`} data-testid="report-bar">
            <span class="rp-odd-label" aria-hidden="true">
              <span>{RESULT_NAME[k]}</span>
              <span class="rp-odd-value">{pct(odds[k])}</span>
            </span>
            <span class="rp-bar" role="img" aria-label={name}>
              <span class={`rp-fill rp-${k}`} style={{ width: `${odds[k] * 100}%` }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function AttackItem(props: { a: AttackLine; kit: ComponentKit }) {
  const { a } = props;
  return (
    <li class="rp-attack" data-testid="report-attack">
      <p class="rp-attack-title">
        {attackTitle(a, props.kit)}
        {a.lead && <span class="rp-muted"> · lead {a.lead}</span>}
      </p>
      <p class="rp-line">
        <span class="rp-label">Before the dice</span> {captureChanceText(a)}
      </p>
      <OddsBars a={a} />
      <p class="rp-line">
        <span class="rp-label">Happened</span>{' '}
        <strong class={a.captured ? 'rp-good' : 'rp-bad'}>{attackResultText(a)}</strong>
        {a.percentile !== null && (
          <span class="rp-muted"> · {percentileText(a.percentile)} of outcomes</span>
        )}
      </p>
    </li>
  );
}

/** A card of one-line facts under a heading, or a note when there are none yet. */
function LinesCard(props: { id: string; title: string; lines: readonly string[]; none: string }) {
  const { id, lines } = props;
  return (
    <section
      class="card rp-section"
      aria-labelledby={`rp-${id}-title`}
      data-testid={`report-${id}`}
    >
      <h3 id={`rp-${id}-title`} class="rp-h3">
        {props.title}
      </h3>
      {lines.length === 0 ? (
        <p class="rp-note">{props.none}</p>
      ) : (
        <ul class="rp-list">
          {lines.map((l, i) => (
            <li key={`${i}-${l}`}>{l}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The Random Events drawn, Turn by Turn (6.2), and the Out of Action Box (3.7, 6.3). */
function EventsAndLosses(props: { report: GameReport }) {
  const r = props.report;
  return (
    <>
      <LinesCard
        id="events"
        title={`Random Events (${r.events.length})`}
        lines={r.events.map((e) => eventText(e, r.scenario))}
        none="No Random Event rolled yet."
      />
      <LinesCard
        id="losses"
        title={`Out of Action: ${lossesSummary(r)}`}
        lines={[
          ...r.losses.map((l) => lossText(l, r.kit)),
          ...r.returns.map((x) => returnText(x, r.kit)),
        ]}
        none="No German unit lost yet."
      />
    </>
  );
}

function Luck(props: { report: GameReport }) {
  const r = props.report;
  const lines = LUCK_PURPOSES.map((p) => diceLuckText(p, r.diceLuck[p])).filter(
    (l): l is string => l !== null,
  );
  return (
    <section class="card rp-section" aria-labelledby="rp-luck-title">
      <h3 id="rp-luck-title" class="rp-h3">
        Luck of the dice
      </h3>
      <p data-testid="report-capture-luck">{captureLuckText(r.captureLuck)}</p>
      <p class="rp-note">
        A percentile says how the result sits among all the ways fair dice could fall: 50 is
        average, above is luckier for the German player's attacks (or higher dice), below less so.
      </p>
      {lines.length > 0 && (
        <ul class="rp-list">
          {lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
      {(['owner', 'app'] as const)
        .filter((s) => r.fairness[s].total > 0)
        .map((s) => (
          <p key={s} class="rp-note">
            {s === 'owner' ? 'Your typed dice' : "The app's dice"}: {r.fairness[s].reading}
          </p>
        ))}
    </section>
  );
}

/** Each Turn as it went: event, Supply, attacks, Morale and why, Areas taken, reinforcements. */
function Story(props: { report: GameReport }) {
  const r = props.report;
  if (r.story.length === 0) return <p class="rp-note">Nothing has happened yet.</p>;
  return (
    <div class="rp-story" data-testid="report-story">
      {r.story.map((t) => (
        <section key={t.turn} aria-labelledby={`rp-story-${t.turn}`}>
          <h4 class="rp-h4" id={`rp-story-${t.turn}`}>
            Turn {t.turn}
          </h4>
          <ol class="rp-list">
            {t.lines.map((l, i) => (
              // Lines repeat (two attacks alike): their place in the Turn tells them apart.
              <li key={i}>{storyLineText(l, r.kit, r.scenario)}</li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function Report(props: { report: GameReport; state: GameState; name: string }) {
  const { report: r } = props;
  const v = r.victory;
  return (
    <>
      <section
        class={`card rp-result${v.result ? ` rp-${v.result.winner}` : ''}`}
        aria-labelledby="rp-result-title"
      >
        <h3 id="rp-result-title" class="rp-h3" data-testid="report-headline">
          {headline(v)}
        </h3>
        <ul class="rp-list">
          {victoryLines(v).map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      </section>
      <ShareBar report={r} name={props.name} />
      <section class="rp-section" aria-labelledby="rp-turns-title">
        <h3 id="rp-turns-title" class="rp-h3">
          Turn by Turn
        </h3>
        {/* The story in the order of play, the charts beside it (one under the other on a phone). */}
        <div class="rp-story-wrap">
          <Story report={r} />
          <div class="ch-panel">
            <TrendCharts s={r.series} state={props.state} />
          </div>
        </div>
      </section>
      <EventsAndLosses report={r} />
      <section class="rp-section" aria-labelledby="rp-attacks-title">
        <h3 id="rp-attacks-title" class="rp-h3">
          Attacks: the odds against what happened ({r.attacks.length})
        </h3>
        {r.attacks.length === 0 ? (
          <p class="rp-note">No attack yet.</p>
        ) : (
          <ol class="rp-attacks">
            {r.attacks.map((a) => (
              <AttackItem key={a.entry} a={a} kit={r.kit} />
            ))}
          </ol>
        )}
        {r.redecided.length > 0 && (
          <>
            <h4 class="rp-h4" data-testid="report-redecided">
              Decided again after the dice were seen ({r.redecided.length})
            </h4>
            <ul class="rp-list">
              {r.redecided.map((x) => (
                <li key={`${x.entry}-${x.lead}-${x.artillery}-${x.engineers}-${x.air}`}>
                  {redecidedText(x)}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <Luck report={r} />
    </>
  );
}

/** Returns the after-action report of the game. */
export function ReportView(props: ReportViewProps) {
  const r = useMemo(() => gameReport(props.record), [props.record]);
  return (
    <div class="rp">
      <header class="sheet-head rp-head">
        <h2 id="rp-title">After-action report</h2>
        <button type="button" class="btn-quiet" onClick={props.onClose}>
          Close
        </button>
      </header>
      {r.ok ? (
        <Report report={r.value} state={props.state} name={props.name} />
      ) : (
        <p class="callout" role="alert">
          The report could not read this game's log: {r.error.message}
        </p>
      )}
    </div>
  );
}
