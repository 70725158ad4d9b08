/**
 * The Dawn report (6.1): what the engine did at the Dawn that just ended, shown with the next
 * Phase's panel. The engine says what the Dawn changed (dawnReport); this only lays it out, with
 * each Area by number and name and each line with its rule.
 */
import type { DawnDelayed, DawnReport } from '../../../engine/game';
import { areaLabel, type ComponentKit } from '../../../engine/kit';
import { areasText, list } from '../words';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Why a delayed group waits: the full Areas it may enter, with the rules. */
function delayReason(kit: ComponentKit, g: DawnDelayed): string {
  const full = g.areas.map((a) => a.area);
  if (g.chosenArea !== null)
    return `${areaLabel(kit, g.chosenArea)}, where their group first entered and the only Area they may enter, is full (${g.areas[0]?.held ?? 0} German units; ${g.rule}, 7.1)`;
  if (full.length === 0) return `no Area they may enter (${g.rule})`;
  return `${areasText(kit, full)} ${full.length === 1 ? 'is' : 'are'} full (${g.rule}, 7.1)`;
}

/** The report's lines, in the order of 6.1: placed, delayed, withdrawn, Isolated. */
export function dawnLines(r: DawnReport, kit: ComponentKit): string[] {
  const lines: string[] = [];
  for (const p of r.placed)
    lines.push(
      `Placed ${plural(p.units.length, 'unit', 'units')}${p.returning ? ' returning' : ''} in ${areaLabel(kit, p.area)}: ${p.units.join(', ')} (${p.rule}).`,
    );
  for (const g of r.delayed)
    lines.push(
      `Delayed ${plural(g.units.length, 'unit', 'units')}: ${g.units.join(', ')}. ${delayReason(kit, g)}; they wait for a later Dawn.`,
    );
  const w = r.withdrew;
  if (w) {
    const off = w.units.length > 0 ? `: ${w.units.join(', ')} off the map` : '';
    const lost =
      w.outOfAction.length > 0
        ? `; ${list(w.outOfAction)} in the Out of Action Box cost ${w.moraleLost} Morale (6.2.1)`
        : '';
    lines.push(`Withdrew the ${w.division} for good${off} (6.1.2)${lost}.`);
  }
  if (r.isolated)
    lines.push(
      r.isolated.length > 0
        ? `Marked Isolated: ${areasText(kit, r.isolated)} (12.3).`
        : 'No Soviet Area is Isolated (12.3).',
    );
  if (r.placed.length === 0 && r.delayed.length === 0 && !w)
    lines.unshift('No reinforcements waited and nothing was withdrawn.');
  return lines;
}

/** The one-line summary: "Dawn of Turn 2: 1 placed, 3 delayed". */
export function dawnHeadline(r: DawnReport): string {
  const placed = r.placed.reduce((n, p) => n + p.units.length, 0);
  const delayed = r.delayed.reduce((n, g) => n + g.units.length, 0);
  const parts = [
    placed > 0 ? `${placed} placed` : '',
    delayed > 0 ? `${delayed} delayed` : '',
    r.withdrew ? `the ${r.withdrew.division} withdrawn` : '',
  ].filter(Boolean);
  return `Dawn of Turn ${r.turn}: ${parts.length > 0 ? parts.join(', ') : 'nothing to place'}`;
}

/** 6.1 after it happened; open when something was delayed or withdrawn, folded otherwise. */
export function DawnReportView(props: { report: DawnReport; kit: ComponentKit }) {
  const { report: r } = props;
  const notable = r.delayed.length > 0 || r.withdrew !== null;
  return (
    <details
      class="gp-report gp-fold"
      open={notable}
      aria-label="Dawn report"
      data-testid="dawn-report"
    >
      <summary>
        <strong>{dawnHeadline(r)}</strong> <span class="rule-tag">6.1</span>
      </summary>
      <ul class="gp-list">
        {dawnLines(r, props.kit).map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
    </details>
  );
}
