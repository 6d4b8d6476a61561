/**
 * SERP volatility: how much the ranked results of one keyword moved between snapshots,
 * who won and lost, and what to do about it. Pure: data and `now` come in as arguments.
 *
 * The steps: sort and normalise the snapshots (`snapshots.ts`, `urls.ts`, `dates.ts`),
 * compare each consecutive pair (`pairs.ts`, `rbo.ts`), score the whole (`score.ts`, weights
 * and thresholds in `thresholds.ts`) and name its level (`levels/`), measure the tracked
 * domains (`domains.ts`) and the top movers (`movers.ts`), word the interpretation
 * (`interpretation.ts`), then the agent workflow and markdown (`workflow.ts`): the owner's
 * facts (`facts.ts`, `loss.ts`), the attribution of its loss to a SERP shift or to its page
 * (`attribution/`), the actions (`actions/`), evidence, limitations (`limitations/`) and
 * follow-up calls. Each rule folder's `mod.ts` lists its rules in the order they are applied.
 */
import { domainMovementsOf } from "./domains.ts";
import { historyCallOf } from "./history.ts";
import type { SerpVolatilityInput, SerpVolatilityOptions } from "./input.ts";
import { interpretationSentence } from "./interpretation.ts";
import { METHOD } from "./method.ts";
import { findTopMovers } from "./movers.ts";
import { round } from "./numbers.ts";
import { comparePairs } from "./pairs.ts";
import type { SerpVolatilityReport, SerpVolatilityResult } from "./result.ts";
import { scoreOf } from "./score.ts";
import { periodOf, prepareSnapshots } from "./snapshots.ts";
import { THRESHOLDS, WEIGHTS } from "./thresholds.ts";
import { buildWorkflow, markdownOf } from "./workflow.ts";

export type {
  Sensitivity,
  SerpSnapshotInput,
  SerpVolatilityInput,
  SerpVolatilityOptions,
} from "./input.ts";
export * from "./result.ts";
export { parseCheckedAt } from "./dates.ts";
export { rankBiasedOverlap } from "./rbo.ts";
export { normaliseDomain, type NormalisedUrl, normaliseUrl } from "./urls.ts";

/**
 * Scores how much a SERP moved across snapshots (0 = identical, 100 = replaced), interprets
 * it for the chosen sensitivity, and reports pair statistics, tracked-domain movement and
 * the biggest URL movers with an `agent_workflow`.
 */
export function analyzeSerpVolatility(
  input: SerpVolatilityInput,
  options: SerpVolatilityOptions,
): SerpVolatilityResult {
  const { sensitivity, location, device } = input;
  const thresholds = THRESHOLDS[sensitivity];
  // The snapshots sorted by checked_at, their URLs normalised and duplicates merged.
  const snapshots = prepareSnapshots(input.snapshots);
  // Each consecutive pair compared: RBO, top-10 Jaccard, position shift, churn, score, level.
  const pairs = comparePairs(snapshots, thresholds);
  // The overall score (half mean, half peak of the pair scores; at least the latest interval's),
  // its level, the biggest shift.
  const s = scoreOf(pairs, thresholds);
  // How the owner and the tracked domains moved, and the URLs that moved most.
  const domainMovement = domainMovementsOf(input, snapshots);
  const topMovers = findTopMovers(snapshots[0], snapshots[snapshots.length - 1]);
  // What the level means here, with the biggest shift's churn.
  const sentence = interpretationSentence(s.level, {
    meanRbo: s.meanRbo,
    peak: s.peak,
    pairs: pairs.length,
    current: s.current,
  });
  const report: SerpVolatilityReport = {
    keyword: input.keyword,
    location,
    device,
    sensitivity,
    snapshot_count: snapshots.length,
    period: periodOf(snapshots),
    volatility_score: s.score,
    // Copies, so a caller that edits a result cannot change the next one.
    interpretation: { level: s.level, sentence, thresholds: { ...thresholds } },
    method: { ...METHOD, weights: { ...WEIGHTS } },
    mean_rbo: s.meanRbo,
    mean_pair_score: round(s.meanScore, 1),
    peak_pair_score: round(s.peakScore, 1),
    pairs,
    domain_movement: domainMovement,
    top_movers: topMovers,
  };
  // The decision (the owner's loss attributed to a SERP shift or to its page), actions,
  // evidence, limitations and follow-up calls.
  const workflow = buildWorkflow({
    keyword: input.keyword,
    location,
    device,
    score: s.score,
    level: s.level,
    meanRbo: s.meanRbo,
    peak: s.peak,
    pairs,
    snapshots,
    domainMovement,
    topMovers,
    now: options.now,
  });
  // The markdown summary: headline, figures, actions, the first limitations.
  const markdown = markdownOf(report, s.peak, workflow);
  return {
    ...report,
    // The free GET of the SERPs this service already fetched for the keyword.
    history_call: historyCallOf(input.keyword, location, device),
    agent_workflow: workflow,
    markdown_summary: markdown,
  };
}
