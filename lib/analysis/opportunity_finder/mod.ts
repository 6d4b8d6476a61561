/**
 * Link opportunity finder: turns supplied link prospects and owned assets into prioritized
 * reclaim, repair, link-gap, resource-page, digital-PR and outreach actions, the way a link
 * builder triages a prospect list. Pure and deterministic: no provider call, no clock.
 */
import { byText } from "../../toolkit/text.ts";
import { actionsOf } from "./actions.ts";
import { findAssetGaps } from "./asset_gaps.ts";
import { byTypeOf, countsOf } from "./counts.ts";
import { screen } from "./exclusions/mod.ts";
import { competitorSites, readFacts } from "./facts.ts";
import type { OpportunityFinderInput, OpportunityFinderOptions } from "./input.ts";
import { methodFor } from "./method.ts";
import type { OpportunityFinderResult } from "./result.ts";
import { keepMinPriority, scoreCandidates } from "./triage.ts";
import { buildWorkflow, markdownOf } from "./workflow.ts";

export type {
  OpportunityFinderInput,
  OpportunityFinderOptions,
  OwnedAssetInput,
  ProspectInput,
} from "./input.ts";
export {
  CAMPAIGN_GOALS,
  type CampaignGoal,
  OPPORTUNITY_TYPES,
  type OpportunityType,
  type Priority,
} from "./kinds.ts";
export {
  type AssetGap,
  type ExcludedProspect,
  type ExclusionCode,
  type MatchedAsset,
  type Method,
  type OpportunityAction,
  type OpportunityFinderResult,
  OpportunityFinderResultSchema,
  type RankScale,
  type ScoreParts,
} from "./result.ts";

/**
 * Triages link prospects into prioritized link actions matched to owned assets, with the
 * exclusions, asset gaps, method, `agent_workflow` and `markdown_summary`. Never throws on
 * schema-valid input; the same input gives the same output byte for byte.
 */
export function findOpportunities(
  input: OpportunityFinderInput,
  _options: OpportunityFinderOptions,
): OpportunityFinderResult {
  // Read the request once: settings, rank scales, owned assets; duplicate rows merged.
  const f = readFacts(input);
  const { goal, maxSpam, minPriority, target, targetKey, scale, assets, unique } = f;
  // Exclude spam, own-site, competitor-site and already-linking prospects.
  const rivals = competitorSites(unique, targetKey);
  const screened = screen(unique, { maxSpam, targetKey, rivals });
  const candidates = screened.candidates;
  // Score, classify and cap each candidate; a strict goal drops the types off its focus.
  const { scored, excluded: offGoal } = scoreCandidates(candidates, f);
  // Keep the actions at or above min_priority; list every exclusion by row.
  const { kept, excluded: below } = keepMinPriority(scored, minPriority);
  const excluded = [...f.duplicates, ...screened.excluded, ...offGoal, ...below];
  excluded.sort((a, b) => a.index - b.index || byText(a.code, b.code));
  // Number the actions, with reasons and outreach angles; count them by type.
  const actions = actionsOf(kept, target);
  const byType = byTypeOf(actions);
  // Topics prospects cover that no owned asset does, and the counts.
  const assetGaps = findAssetGaps(candidates, assets, scale);
  const counts = countsOf(input, f, { excluded, scored: scored.length, returned: actions.length });
  // The agent's decision, actions, evidence and next calls, and the markdown from them.
  const wf = { ...f, counts, actions, byType, assetGaps, candidates };
  const workflow = buildWorkflow(wf);
  return {
    target,
    campaign_goal: goal,
    max_spam_score: maxSpam,
    min_priority: minPriority,
    counts,
    authority_scale: scale,
    actions,
    by_type: byType,
    excluded,
    asset_gaps: assetGaps,
    method: methodFor(goal, scale),
    agent_workflow: workflow,
    markdown_summary: markdownOf(wf, workflow),
  };
}
