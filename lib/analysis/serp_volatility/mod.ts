/**
 * SERP volatility: how much the ranked results of one keyword moved between snapshots,
 * who won and lost, and what to do about it. Pure: data and `now` come in as arguments.
 */
import type { SerpVolatilityInput, SerpVolatilityOptions } from "./input.ts";
import { domainMovementOf, trackedDomains } from "./domains.ts";
import { interpretationSentence } from "./interpretation.ts";
import { levelOf } from "./levels.ts";
import { METHOD } from "./method.ts";
import { findTopMovers } from "./movers.ts";
import { fmtPos, mean, round } from "./numbers.ts";
import { comparePair } from "./pairs.ts";
import type { SerpVolatilityResult, SnapshotPair } from "./result.ts";
import { prepareSnapshots } from "./snapshots.ts";
import { DAY_MS, THRESHOLDS, WEIGHTS } from "./thresholds.ts";
import { normaliseDomain } from "./urls.ts";
import { buildWorkflow } from "./workflow.ts";
import { markdownSummary } from "../../agent/workflow.ts";

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
  const snapshots = prepareSnapshots(input.snapshots);

  const pairs: SnapshotPair[] = [];
  for (let i = 1; i < snapshots.length; i++) {
    pairs.push(comparePair([snapshots[i - 1], snapshots[i]], thresholds));
  }
  const pairScores = pairs.map((p) => p.score);
  const meanScore = mean(pairScores) ?? 0;
  const peakScore = pairScores.length > 0 ? Math.max(...pairScores) : 0;
  const score = round(0.5 * meanScore + 0.5 * peakScore, 1);
  const level = levelOf(score, thresholds);
  const meanRbo = round(mean(pairs.map((p) => p.rbo)) ?? 1, 3);
  const peak = pairs.find((p) => p.score === peakScore) ?? null;

  const first = snapshots[0];
  const last = snapshots[snapshots.length - 1];
  const owner = input.target ? normaliseDomain(input.target) : null;
  const tracked = trackedDomains(input.target_domains ?? [], owner);
  const domainMovement = tracked.map((t) => domainMovementOf(t, snapshots));
  const topMovers = findTopMovers(first, last);

  const sentence = interpretationSentence(level, {
    meanRbo,
    peak,
    pairs: pairs.length,
  });
  const period = {
    from: first?.checked_at ?? "",
    to: last?.checked_at ?? "",
    days: first && last ? round((last.ms - first.ms) / DAY_MS, 2) : 0,
  };

  const workflow = buildWorkflow({
    keyword: input.keyword,
    location,
    device,
    score,
    level,
    meanRbo,
    peak,
    pairs,
    snapshots,
    domainMovement,
    topMovers,
    now: options.now,
  });

  const figures: [string, string | number][] = [
    ["Volatility score (0-100)", score],
    ["Level", `${level.replace("_", " ")} (${sensitivity} sensitivity)`],
    ["Snapshots", `${snapshots.length} (${period.from} to ${period.to})`],
    ["Mean RBO between consecutive snapshots", meanRbo],
  ];
  if (peak) figures.push(["Biggest shift", `${peak.score} (${peak.from} to ${peak.to})`]);
  for (const d of domainMovement.slice(0, 5)) {
    figures.push([
      `${d.domain}${d.is_owner ? " (you)" : ""}`,
      `${fmtPos(d.first_position)} to ${fmtPos(d.last_position)} (${d.status})`,
    ]);
  }
  const markdown = markdownSummary({
    title: `SERP volatility: ${input.keyword}`,
    headline: sentence,
    figures,
    actions: workflow.recommended_actions,
    notes: workflow.limitations.slice(0, 3),
  });

  return {
    keyword: input.keyword,
    location,
    device,
    sensitivity,
    snapshot_count: snapshots.length,
    period,
    volatility_score: score,
    // Copies, so a caller that edits a result cannot change the next one.
    interpretation: { level, sentence, thresholds: { ...thresholds } },
    method: { ...METHOD, weights: { ...WEIGHTS } },
    mean_rbo: meanRbo,
    mean_pair_score: round(meanScore, 1),
    peak_pair_score: round(peakScore, 1),
    pairs,
    domain_movement: domainMovement,
    top_movers: topMovers,
    agent_workflow: workflow,
    markdown_summary: markdown,
  };
}
