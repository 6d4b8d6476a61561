/** The evidence: every value read from the series, the rule, the demand or the provider. */
import type { Evidence } from "../../agent/workflow.ts";
import { monthLabel } from "./demand.ts";
import type { WorkflowFacts } from "./facts.ts";
import type { Demand } from "./result.ts";
import { rangeText } from "./verdict.ts";

const SERIES = "SERP history and today's live SERP";

export function evidenceOf(f: WorkflowFacts): Evidence[] {
  const a = f.audit;
  const out: Evidence[] = [
    { claim: "Observations in the window", value: a.observations.in_window, source: SERIES },
    {
      claim: a.drop ? "Median position before the drop" : "Median position over the window",
      value: a.baseline.position,
      source: SERIES,
    },
    { claim: "Usual range of positions", value: rangeText(a), source: SERIES },
    {
      claim: "Noise band (places either side of the median)",
      value: a.baseline.tolerance_positions,
      source: `${SERIES}; the series' own spread, at least the floor for its position`,
    },
  ];
  if (a.latest) {
    out.push({ claim: "Latest position", value: a.latest.position, source: SERIES });
  }
  if (a.drop) {
    out.push(
      { claim: "Last observation before the drop", value: a.drop.last_good_date, source: SERIES },
      {
        claim: "Drop date (first observation beyond the band)",
        value: a.drop.date,
        source: SERIES,
      },
      {
        claim: "Expected clicks change from the baseline (%)",
        value: a.drop.expected_clicks_change_percent,
        source: `${SERIES}; CTR curve by position`,
      },
    );
  }
  if (a.serp_shift) {
    out.push({
      claim: "Share of the top 10 kept across the drop",
      value: a.serp_shift.top10_kept_share,
      source: SERIES,
    });
  }
  const p = a.provider_ranking;
  if (p) {
    const source = `${f.data.provider} ranked keywords`;
    out.push(
      { claim: "Provider rank (absolute) at its last update", value: p.rank_absolute, source },
      { claim: "Provider rank (absolute) before that", value: p.previous_rank_absolute, source },
    );
  }
  if (a.demand) out.push(...demandEvidence(a.demand, f.data.provider));
  return out;
}

/** The demand figures: direction, peak, this month, when the season returns. */
function demandEvidence(d: Demand, provider: string): Evidence[] {
  const source = `${provider} ${d.source.replace("_", " ")} (monthly searches)`;
  const out: Evidence[] = [{ claim: "Demand over the last months", value: d.direction, source }];
  if (d.peak) {
    out.push({
      claim: `Peak month searches (${monthLabel(d.peak.month)})`,
      value: d.peak.search_volume,
      source,
    });
  }
  if (d.this_month) {
    out.push({
      claim: `Searches in ${monthLabel(d.this_month.month)} (this calendar month)`,
      value: d.this_month.search_volume,
      source,
    });
  }
  if (d.season_returns) {
    out.push({ claim: "The season returns", value: monthLabel(d.season_returns), source });
  }
  return out;
}
