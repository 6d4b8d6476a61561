/** The evidence: every value read from the series, the rule or the provider. */
import type { Evidence } from "../../agent/workflow.ts";
import type { WorkflowFacts } from "./facts.ts";

const SERIES = "SERP history and today's live SERP";

export function evidenceOf(f: WorkflowFacts): Evidence[] {
  const a = f.audit;
  const out: Evidence[] = [
    { claim: "Observations in the window", value: a.observations.in_window, source: SERIES },
    {
      claim: "Baseline position (median of the first third)",
      value: a.baseline.position,
      source: SERIES,
    },
  ];
  if (a.latest) {
    out.push({ claim: "Latest position", value: a.latest.position, source: SERIES });
  }
  if (a.drop) {
    out.push(
      { claim: "Drop date", value: a.drop.date, source: SERIES },
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
  return out;
}
