/** The evidence of the agent workflow: the score, the biggest shift, the tracked domains. */
import type { Evidence } from "../../agent/workflow.ts";
import type { WorkflowFacts } from "./facts.ts";
import type { SnapshotPair } from "./result.ts";

export function evidenceOf(f: WorkflowFacts): Evidence[] {
  const evidence: Evidence[] = [
    {
      claim: "Volatility score (0-100) over the supplied snapshots",
      value: f.score,
      source: "pairs[].score",
    },
    {
      claim: "Mean rank-biased overlap of consecutive snapshots (1 = identical)",
      value: f.meanRbo,
      source: "pairs[].rbo",
    },
    { claim: "Snapshots compared", value: f.snapshots.length, source: "snapshots" },
  ];
  if (f.peak) evidence.push(...peakEvidence(f.peak));
  for (const d of f.domainMovement.slice(0, 5)) {
    evidence.push({
      claim: `${d.domain}: best position in the first snapshot`,
      value: d.first_position,
      source: "domain_movement[].first_position",
    }, {
      claim: `${d.domain}: best position in the last snapshot`,
      value: d.last_position,
      source: "domain_movement[].last_position",
    });
  }
  const mover = f.topMovers[0];
  if (mover) {
    evidence.push({
      claim: `Biggest URL move (${mover.status}): ${mover.url}`,
      value: mover.change,
      source: "top_movers[0].change",
    });
  }
  return evidence;
}

/** The biggest shift: its score, churn and top-10 overlap. */
function peakEvidence(peak: SnapshotPair): Evidence[] {
  const evidence: Evidence[] = [{
    claim: `Biggest shift, ${peak.from} to ${peak.to}: pair score`,
    value: peak.score,
    source: "pairs[].score",
  }, {
    claim: `URLs that entered the results between ${peak.from} and ${peak.to}`,
    value: peak.entered_count,
    source: "pairs[].entered_count",
  }, {
    claim: `URLs that left the results between ${peak.from} and ${peak.to}`,
    value: peak.exited_count,
    source: "pairs[].exited_count",
  }];
  if (peak.jaccard_top10 !== null) {
    evidence.push({
      claim: `Jaccard overlap of the top 10, ${peak.from} to ${peak.to}`,
      value: peak.jaccard_top10,
      source: "pairs[].jaccard_top10",
    });
  }
  return evidence;
}
