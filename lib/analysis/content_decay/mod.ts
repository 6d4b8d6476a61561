/**
 * Content decay: has a page's ranking for a keyword slipped over `lookback_days` by more than
 * `threshold` percent of its expected clicks. Pure: the snapshots, the provider's answer and
 * `now` come in as arguments.
 *
 * The steps: the rank series from the stored and live SERPs (`series.ts`), the decay rule
 * (`rule.ts`: a sustained run beyond the series' own noise band, `noise.ts`), the keyword's
 * demand from its monthly volumes (`demand.ts`) and what moves the clicks (`driver.ts`), the
 * drop and its size (`audit.ts`), who rose above the page (`competitors.ts`), what is missing
 * (`gaps.ts`), the provider's own view (`provider.ts`), confidence from the evidence
 * (`confidence.ts`), then the verdict, agent workflow and markdown (`verdict.ts`,
 * `workflow.ts`).
 */
import { auditOf } from "./audit.ts";
import { agreementOf, confidenceOf } from "./confidence.ts";
import { demandOf } from "./demand.ts";
import type { WorkflowFacts } from "./facts.ts";
import type { ContentDecayData, ContentDecayRequest } from "./input.ts";
import { methodOf } from "./method.ts";
import { floorAt } from "./noise.ts";
import type { ContentDecayResult } from "./result.ts";
import { applyRule, type RulePoint } from "./rule.ts";
import { type Observation, seriesOf } from "./series.ts";
import { buildWorkflow, markdownOf } from "./workflow.ts";

export * from "./result.ts";
export type {
  ContentDecayData,
  ContentDecayRequest,
  DemandData,
  ProviderRankingData,
} from "./input.ts";
export { marketOfKeyword } from "./market.ts";
export { rowOfKeyword } from "./provider.ts";

/** Audits a page's ranking for a keyword for decay. */
export function analyzeContentDecay(
  input: ContentDecayRequest,
  data: ContentDecayData,
): ContentDecayResult {
  // The page's position in every SERP of the window, oldest first.
  const series = seriesOf(input.url, data, { lookbackDays: input.lookback_days, now: data.now });
  const obs = series.observations;
  // The rule: a sustained run beyond the noise band of the checks before it, the trend.
  const rule = applyRule(obs.map(rulePointOf), input.threshold);
  // The demand behind the clicks, read at the request's clock (never the process's).
  const demand = data.demand.source
    ? demandOf(data.demand.monthly, data.demand.source, { from: series.from, now: data.now })
    : null;
  // The audit: the drop and its size, who rose above the page, gaps, what is missing.
  const audit = auditOf(input, data, { series, rule, demand });
  const confidence = confidenceOf({
    observations: obs.length,
    spread: obs.length > 1 ? (obs[obs.length - 1].at - obs[0].at) / (series.to - series.from) : 0,
    gaps: audit.gaps.length,
    trend: rule.trend,
    runLength: audit.drop?.observations_since ?? 0,
    agreement: agreementOf(audit.provider_ranking, {
      latest: audit.latest?.position ?? null,
      tolerance: Math.max(rule.band?.tolerance ?? 1, floorAt(audit.latest?.position ?? 1)),
      decayed: rule.decayed,
    }),
    demandKnown: demand !== null && demand.direction !== "unknown",
    provider: data.provider,
  });
  // The decision, actions, evidence, limitations, next calls, and the markdown.
  const facts: WorkflowFacts = { audit, data, observations: obs, confidence };
  const workflow = buildWorkflow(facts);
  return {
    decay_audit: audit,
    method: methodOf(input.threshold),
    agent_workflow: workflow,
    markdown_summary: markdownOf(facts, workflow),
  };
}

/** A check as the rule reads it: an unlisted page one place beyond the depth of that SERP. */
function rulePointOf(o: Observation): RulePoint {
  return { rank: o.position ?? o.depth + 1, value: o.value, listed: o.position !== null };
}
