/** The evidence of the workflow: the counts behind the decision and the top action. */
import type { Evidence } from "../../agent/workflow.ts";
import { LABEL } from "./actions.ts";
import { OPPORTUNITY_TYPES } from "./kinds.ts";
import type { OpportunityAction } from "./result.ts";
import type { WorkflowFacts } from "./workflow.ts";

/** The claims the workflow rests on, each with its value and source field. */
export function evidenceOf(f: WorkflowFacts): Evidence[] {
  const evidence: Evidence[] = [
    { claim: "Prospect rows supplied", value: f.counts.prospects_supplied, source: "prospects" },
    {
      claim: "Unique prospects after merging duplicate rows",
      value: f.counts.unique_prospects,
      source: "prospects[].source_url, prospects[].source_domain",
    },
    {
      claim: `Prospects excluded for spam_score above ${f.maxSpam}`,
      value: f.counts.excluded_spam,
      source: "prospects[].spam_score",
    },
    {
      claim: `Actions at or above min_priority ${f.minPriority}`,
      value: f.counts.returned,
      source: "actions",
    },
  ];
  for (const type of OPPORTUNITY_TYPES) {
    if (f.byType[type] === 0) continue;
    evidence.push({
      claim: `${LABEL[type]} actions returned`,
      value: f.byType[type],
      source: `actions[].type = ${type}`,
    });
  }
  const top = f.actions[0];
  if (top) evidence.push(...topActionEvidence(top));
  if (f.scale.domain_rank !== null) {
    evidence.push({
      claim: "Scale domain_rank was read on (any value above 100 means 0-1000)",
      value: f.scale.domain_rank,
      source: "prospects[].domain_rank",
    });
  }
  const gap = f.assetGaps[0];
  if (gap) {
    evidence.push({
      claim: `Prospects covering "${gap.topic}", which no owned asset covers`,
      value: gap.prospects,
      source: "prospects[].topics, owned_assets",
    });
  }
  return evidence;
}

/** The score and authority of the top action. */
function topActionEvidence(top: OpportunityAction): Evidence[] {
  const evidence: Evidence[] = [];
  evidence.push({
    claim: `Score of the top action (${top.type}, ${top.source_domain})`,
    value: top.score,
    source: "actions[0].score",
  });
  if (top.authority !== null) {
    evidence.push({
      claim: `Normalised authority of ${top.source_domain} (0-100)`,
      value: top.authority,
      source: "prospects[].domain_rank, page_rank, rank",
    });
  }
  return evidence;
}
