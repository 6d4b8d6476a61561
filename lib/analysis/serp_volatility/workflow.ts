import { languageOfLocation } from "../understanding/locale.ts";
import {
  type AgentWorkflow,
  agentWorkflow,
  type Evidence,
  type NextCall,
} from "../../agent/workflow.ts";
import type { WorkflowFacts } from "./facts.ts";
import {
  isLoser,
  type LossInterval,
  lossIntervalOf,
  lossSentence,
  shiftedInterval,
} from "./loss.ts";
import { ownerActions } from "./owner_actions.ts";
import type { DomainMovement } from "./result.ts";
import type { Prepared } from "./snapshots.ts";
import { DAY_MS } from "./thresholds.ts";
import { absoluteUrl, normaliseUrl } from "./urls.ts";

export function buildWorkflow(f: WorkflowFacts): AgentWorkflow {
  // Only the owner's (`target`) losses call for work on a page; without a target there is no
  // owner, and the tracked domains are watched, not edited.
  const owner = f.domainMovement.find((d) => d.is_owner) ?? null;
  const ownerLoss = owner && isLoser(owner) ? lossIntervalOf(owner, f) : null;
  const watched = f.domainMovement.filter((d) => !d.is_owner && isLoser(d));
  const shifted = ownerLoss
    ? shiftedInterval(ownerLoss.pair)
    : f.level === "volatile" || f.level === "highly_volatile";
  const decision = shifted ? "investigate_serp_shift" : ownerLoss ? "refresh_content" : "monitor";
  const actions = ownerActions(f, { owner, ownerLoss, shifted });
  for (const d of watched.slice(0, 3)) {
    const loss = lossIntervalOf(d, f);
    actions.push({
      action: owner
        ? `Check whether your page can take the place ${d.domain} lost`
        : `Note the market move: ${d.domain} lost ground for "${f.keyword}"`,
      priority: "low",
      reason: loss ? `${d.domain} ${lossSentence(loss)}` : `${d.domain} lost ground`,
      target: d.first_url ?? d.domain,
    });
  }
  if (decision === "monitor") {
    actions.push({
      action: "Keep tracking this SERP weekly; no content change is indicated",
      priority: "low",
      reason: `Score ${f.score} (${f.level}) and ${
        owner ? "your site did not lose" : "no owner was given (`target`), so no page of yours"
      } lost 3 or more positions`,
      target: f.keyword,
    });
  }

  const peak = f.peak;
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
  if (peak) {
    evidence.push({
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
    });
    if (peak.jaccard_top10 !== null) {
      evidence.push({
        claim: `Jaccard overlap of the top 10, ${peak.from} to ${peak.to}`,
        value: peak.jaccard_top10,
        source: "pairs[].jaccard_top10",
      });
    }
  }
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

  const language = languageOfLocation(f.location);
  const locale = { location: f.location, ...(language ? { language } : {}) };
  const nextCalls: NextCall[] = [{
    endpoint: "/analyze/serp",
    reason: shifted
      ? "See which SERP features and result types the changed SERP now shows"
      : "Check the SERP features around the ranking results",
    body: { keyword: f.keyword, ...locale, device: f.device },
  }];
  const lostUrl = owner && ownerLoss ? absoluteUrl(owner.first_url ?? owner.last_url) : null;
  if (owner && lostUrl) {
    const body: Record<string, unknown> = {
      url: lostUrl,
      keyword: f.keyword,
      ...locale,
      refresh_goal: "recover_rankings",
    };
    // The rank belongs to the URL that holds it: only when the lost URL itself still ranks.
    const stillRanks = owner.last_url !== null && owner.first_url !== null &&
      normaliseUrl(owner.last_url).key === normaliseUrl(owner.first_url).key;
    if (stillRanks && owner.last_position !== null) body.current_rank = owner.last_position;
    nextCalls.push({
      endpoint: "/content/refresh-brief",
      reason: `${owner.domain} ${
        lossSentence(ownerLoss!)
      }; get a gap-based refresh brief for ${lostUrl}`,
      body,
    });
  }

  return agentWorkflow({
    decision,
    confidence: confidenceOf(f),
    summary: summaryOf(f, { decision, owner, ownerLoss }),
    recommended_actions: actions,
    evidence,
    limitations: limitationsOf(f),
    next_calls: nextCalls,
  });
}

export function summaryOf(
  f: WorkflowFacts,
  verdict: { decision: string; owner: DomainMovement | null; ownerLoss: LossInterval | null },
): string {
  const { decision, owner, ownerLoss } = verdict;
  const head = `"${f.keyword}" scored ${f.score}/100 (${
    f.level.replace("_", " ")
  }) over ${f.snapshots.length} snapshots`;
  const who = owner && ownerLoss ? `; ${owner.domain} ${lossSentence(ownerLoss)}` : "";
  const what = decision === "investigate_serp_shift"
    ? ownerLoss
      ? "The whole SERP moved in that interval: investigate the shift before changing pages"
      : "Investigate the shift before changing pages"
    : decision === "refresh_content"
    ? "The SERP was calm in that interval, so the loss looks page-specific: check and refresh the page"
    : owner
    ? "Keep monitoring"
    : "No owner was given (`target`): this is a market watch, no page of yours is judged";
  return `${head}${who}. ${what}.`;
}

export function confidenceOf(f: WorkflowFacts): number {
  let c = 0.5 + Math.min(0.35, 0.075 * (f.snapshots.length - 1));
  if (f.snapshots.some((s) => s.ranked.length < 10)) c -= 0.1;
  if (f.snapshots.some((s) => s.duplicates > 0 || s.unparsed > 0)) c -= 0.05;
  if (hasSameTimes(f.snapshots)) c -= 0.05;
  return Math.max(0.2, Math.min(0.9, c));
}

export function hasSameTimes(snapshots: readonly Prepared[]): boolean {
  return snapshots.some((s, i) => i > 0 && s.ms === snapshots[i - 1].ms);
}

export function limitationsOf(f: WorkflowFacts): string[] {
  const out: string[] = [];
  const withFeatures = f.snapshots.every((s) => s.features !== null);
  out.push(
    withFeatures
      ? "Only the supplied snapshots are compared; ads and personalisation are not seen."
      : "Only the supplied snapshots are compared; SERP features, ads and personalisation are not seen (add `serp_features` to snapshots to compare them).",
  );
  out.push(
    `Snapshots are assumed to share one location (${f.location}) and device (${f.device}); mixing them inflates volatility.`,
  );
  const duplicates = f.snapshots.reduce((n, s) => n + s.duplicates, 0);
  if (duplicates > 0) {
    const where = f.snapshots.filter((s) => s.duplicates > 0).map((s) => s.checked_at);
    out.push(
      `${duplicates} duplicate URL${
        duplicates === 1 ? "" : "s"
      } within a snapshot were merged, keeping the best position (${where.join(", ")}).`,
    );
  }
  const unparsed = f.snapshots.reduce((n, s) => n + s.unparsed, 0);
  if (unparsed > 0) {
    out.push(`${unparsed} result URL(s) could not be parsed as URLs and were compared as text.`);
  }
  const depths = f.snapshots.map((s) => s.ranked.length);
  const minDepth = Math.min(...depths);
  const maxDepth = Math.max(...depths);
  if (minDepth !== maxDepth) {
    out.push(
      `Snapshots list ${minDepth} to ${maxDepth} distinct URLs; RBO compares each pair over the shorter list's depth, and a URL ranked deeper than the other snapshot reaches is not counted as entered or exited.`,
    );
  }
  if (minDepth < 10) {
    out.push(
      `At least one snapshot lists fewer than 10 URLs (${minDepth}); scores on short lists swing more.`,
    );
  }
  if (hasSameTimes(f.snapshots)) {
    out.push("Some snapshots share the same checked_at; they were kept in input order.");
  }
  const gaps = f.pairs.map((p) => p.days_between).filter((d) => d > 0);
  if (gaps.length > 1 && Math.max(...gaps) > 3 * Math.min(...gaps)) {
    out.push(
      `Intervals between snapshots range from ${Math.min(...gaps)} to ${
        Math.max(...gaps)
      } days; longer intervals naturally show more change.`,
    );
  }
  const last = f.snapshots[f.snapshots.length - 1];
  const nowMs = f.now.getTime();
  if (last && Number.isFinite(nowMs)) {
    const age = Math.floor((nowMs - last.ms) / DAY_MS);
    if (age > 30) {
      out.push(`The newest snapshot is ${age} days old; the SERP may have moved since.`);
    }
    const future = f.snapshots.filter((s) => s.ms > nowMs + DAY_MS).length;
    if (future > 0) out.push(`${future} snapshot(s) are dated after the request time.`);
  }
  for (const d of f.domainMovement.filter((x) => x.status === "absent")) {
    out.push(`${d.domain} does not appear in any snapshot; its movement cannot be measured.`);
  }
  return out;
}
