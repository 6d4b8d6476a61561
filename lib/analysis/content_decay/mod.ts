/**
 * Content decay: has a page's ranking for a keyword slipped over `lookback_days` by more than
 * `threshold` percent of its expected clicks. Pure: the snapshots, the provider's answer and
 * `now` come in as arguments.
 *
 * The steps: the rank series from the stored and live SERPs (`series.ts`), the decay rule
 * (`rule.ts`: baseline, cutoff, trailing run, trend), the drop and its size (`audit.ts`), who
 * moved above the page (`competitors.ts`), what is missing (`gaps.ts`), the provider's own
 * view (`provider.ts`), confidence (`confidence.ts`), then the verdict, agent workflow and
 * markdown (`verdict.ts`, `workflow.ts`).
 */
import { auditOf } from "./audit.ts";
import { confidenceOf } from "./confidence.ts";
import type { WorkflowFacts } from "./facts.ts";
import type { ContentDecayData, ContentDecayRequest } from "./input.ts";
import { methodOf } from "./method.ts";
import type { ContentDecayResult } from "./result.ts";
import { applyRule } from "./rule.ts";
import { seriesOf } from "./series.ts";
import { buildWorkflow, markdownOf } from "./workflow.ts";

export * from "./result.ts";
export type { ContentDecayData, ContentDecayRequest, ProviderRankingData } from "./input.ts";
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
  // The rule: baseline, cutoff, the trailing run below it, the trend.
  const rule = applyRule(obs.map((o) => o.value), input.threshold);
  // The audit: the drop and its size, who moved above the page, gaps, what is missing.
  const audit = auditOf(input, data, { series, rule });
  // Confidence from the number and spread of observations, capped on sandbox data.
  const confidence = confidenceOf({
    observations: obs.length,
    spread: obs.length > 1 ? (obs[obs.length - 1].at - obs[0].at) / (series.to - series.from) : 0,
    gaps: audit.gaps.length,
    singleLow: audit.drop?.observations_since === 1,
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
