/** The `agent_workflow` of a result and its `markdown_summary`. */
import { type AgentWorkflow, agentWorkflow, markdownSummary } from "../../agent/workflow.ts";
import { calibrate } from "../../agent/confidence.ts";
import { evidenceOf } from "./evidence.ts";
import type { Asset, Prospect } from "./facts.ts";
import {
  type CampaignGoal,
  OPPORTUNITY_TYPES,
  type OpportunityType,
  type Priority,
} from "./kinds.ts";
import { nextCallsOf } from "./next_calls.ts";
import { recommendedActionsOf } from "./recommended.ts";
import { CONFIDENCE as C } from "./thresholds.ts";
import type { AssetGap, OpportunityAction, OpportunityFinderResult, RankScale } from "./result.ts";
import { agree, plural } from "../../toolkit/prose.ts";

/** What the workflow reads. */
export interface WorkflowFacts {
  target: string;
  targetKey: string | null;
  goal: CampaignGoal;
  maxSpam: number;
  minPriority: Priority;
  counts: OpportunityFinderResult["counts"];
  actions: OpportunityAction[];
  byType: Record<OpportunityType, number>;
  assetGaps: AssetGap[];
  candidates: Prospect[];
  unique: Prospect[];
  scale: OpportunityFinderResult["authority_scale"];
  assets: Asset[];
}

/** What the agent should do first: reclaim, build an asset, start outreach or find more prospects. */
function decisionOf(f: WorkflowFacts): string {
  if (f.actions.length === 0) return "find_more_prospects";
  if (f.actions.some((a) => a.type === "reclaim" || a.type === "repair")) return "reclaim_first";
  const pitches = f.actions.filter((a) => a.type !== "reclaim" && a.type !== "repair");
  const unmatched = pitches.filter((a) => a.matched_asset === null).length;
  if (f.assets.length === 0 || unmatched * 2 >= pitches.length) return "build_linkable_asset";
  return "start_outreach";
}

/** The agent workflow: decision, confidence, summary, actions, evidence, limits, next calls. */
export function buildWorkflow(f: WorkflowFacts): AgentWorkflow {
  const decision = decisionOf(f);
  return agentWorkflow({
    decision,
    confidence: calibrated(f).confidence,
    summary: summaryOf(f, decision),
    recommended_actions: recommendedActionsOf(f, decision),
    evidence: evidenceOf(f),
    limitations: limitationsOf(f),
    next_calls: nextCallsOf(f, decision),
  });
}

/** "2 reclaim, 1 outreach": the returned actions by type, in type order. */
function typeLine(byType: Record<OpportunityType, number>): string {
  return OPPORTUNITY_TYPES.filter((t) => byType[t] > 0).map((t) => `${byType[t]} ${t}`).join(
    ", ",
  );
}

/** The one-paragraph summary: actions, exclusions and the next step. */
function summaryOf(f: WorkflowFacts, decision: string): string {
  const c = f.counts;
  const head = `${plural(c.returned, "link action")} for ${f.target} from ${
    plural(c.unique_prospects, "unique prospect")
  }${c.returned > 0 ? ` (${typeLine(f.byType)})` : ""}`;
  const out = [
    c.excluded_spam > 0 ? `${c.excluded_spam} excluded for spam` : "",
    c.below_min_priority > 0 ? `${c.below_min_priority} below min_priority ${f.minPriority}` : "",
    c.excluded_off_goal > 0 ? `${c.excluded_off_goal} outside the ${f.goal} goal` : "",
  ]
    .filter(Boolean).join(", ");
  const next = decision === "reclaim_first"
    ? "Reclaim and repair links you already earned first: they are the cheapest wins."
    : decision === "build_linkable_asset"
    ? "Most prospects have no owned asset to pitch: build a linkable asset on the top gap first."
    : decision === "start_outreach"
    ? "Start outreach in rank order, one contact per site."
    : c.unique_prospects === c.excluded_spam
    ? "Every prospect was excluded for spam: source better prospects."
    : c.scored === 0
    ? "No prospect is left after the exclusions: source more prospects."
    : `Nothing reached min_priority ${f.minPriority}: source more prospects or lower min_priority.`;
  const caveat = calibrated(f).caveat;
  return `${head}${out ? `; ${out}` : ""}. ${next}${caveat ? ` ${caveat}` : ""}`;
}

/**
 * How strong the evidence behind each of the first `CONFIDENCE.actions_read` actions is: a link
 * the site already had (reclaim, repair) is a fact; a link gap is as strong as the number of
 * competitors the source links to; a pitch is as strong as its match with an owned asset (none:
 * a guess). The values are `CONFIDENCE.evidence`.
 */
function actionStrengths(f: WorkflowFacts): number[] {
  const E = C.evidence;
  return f.actions.slice(0, C.actions_read).map((a) => {
    if (a.type === "reclaim" || a.type === "repair") return E.existing_link;
    if (a.type === "link_gap") {
      return a.linked_competitors.length >= C.link_gap_competitors ? E.link_gap_many : E.link_gap;
    }
    const m = a.matched_asset;
    if (!m) return E.no_asset;
    return m.shared_terms.length >= C.strong_match_words && m.match_score >= C.strong_match_score
      ? E.strong_match
      : E.weak_match;
  });
}

/** Confidence: data completeness as the ceiling, scaled by the actions' evidence. */
function calibrated(f: WorkflowFacts) {
  return calibrate(
    confidenceOf(f),
    actionStrengths(f),
    "Most pitches rest on a weak topic match (one shared word, or no owned asset to pitch)",
  );
}

/**
 * Confidence `CONFIDENCE.floor`-`CONFIDENCE.ceiling` from how much of the rank, topic, spam and
 * asset data was supplied.
 */
function confidenceOf(f: WorkflowFacts): number {
  const pool = f.candidates;
  if (pool.length === 0) return C.no_prospects;
  let c = C.base;
  const withAuthority =
    pool.filter((p) => p.domainRank !== null || p.pageRank !== null || p.rank !== null).length;
  if (withAuthority * C.scarce_one_in < pool.length) c -= C.scarce_authority;
  if (f.assets.length === 0) c -= C.no_assets;
  const withTerms = pool.filter((p) => p.topics.length > 0 || p.title !== null).length;
  if (withTerms * C.scarce_one_in < pool.length) c -= C.scarce_terms;
  const withSpam = f.unique.filter((p) => p.spam !== null).length;
  if (withSpam * C.scarce_one_in < f.unique.length) c -= C.scarce_spam;
  if (withAuthority === pool.length && withTerms === pool.length && f.assets.length > 0) {
    c += C.complete;
  }
  return Math.max(C.floor, Math.min(C.ceiling, c));
}

/** What the result cannot tell, given the data supplied. */
function limitationsOf(f: WorkflowFacts): string[] {
  const out = [
    "Works on the supplied prospects only; no page is fetched: confirm each link is still missing, lost or broken, and find a contact, before outreach.",
    "Topic matching is lexical (stemmed words), not semantic: synonyms with no shared word do not match.",
  ];
  const scales = (Object.entries(f.scale) as [string, RankScale][])
    .filter(([, s]) => s !== null).map(([field, s]) => `${field} ${s}`);
  if (scales.length > 0) {
    out.push(
      `Rank scales were inferred from the values (${
        scales.join(", ")
      }); a 0-1000 tool whose supplied values all stay at or below 100 is read as 0-100 and overstates authority.`,
    );
  }
  const noAuthority =
    f.candidates.filter((p) => p.domainRank === null && p.pageRank === null && p.rank === null)
      .length;
  if (noAuthority > 0) {
    out.push(
      `${plural(noAuthority, "prospect")} ${
        agree(noAuthority, "has", "have")
      } no rank; authority 0.3 was assumed for ${agree(noAuthority, "it", "them")}.`,
    );
  }
  const noSpam = f.unique.filter((p) => p.spam === null).length;
  if (noSpam > 0) {
    out.push(
      `${plural(noSpam, "prospect")} ${agree(noSpam, "has", "have")} no spam_score and ${
        agree(noSpam, "was", "were")
      } kept unchecked; vet ${agree(noSpam, "it", "them")} manually.`,
    );
  }
  if (f.assets.length === 0) {
    out.push(
      "No owned_assets were supplied: relevance could not be measured (0.3 assumed) and no page is matched to pitch.",
    );
  }
  if (f.actions.some((a) => a.type === "repair")) {
    out.push(
      "broken_link is read as defined in the request (the source links to a broken URL of yours); the dead URL itself is not supplied, so find it in the source page before redirecting or pitching.",
    );
  }
  if (f.targetKey === null) {
    out.push(
      `The target "${f.target}" is not a domain, so own-site and already-linking prospects could not be recognised.`,
    );
  }
  return out;
}

/** The `markdown_summary`: the workflow's summary, the key figures and the top 10 actions. */
export function markdownOf(f: WorkflowFacts, workflow: AgentWorkflow): string {
  const figures: [string, string | number][] = [
    ["Prospects supplied", f.counts.prospects_supplied],
    [
      "Unique prospects",
      `${f.counts.unique_prospects} (${f.counts.duplicates} duplicate rows merged)`,
    ],
    ["Excluded for spam", `${f.counts.excluded_spam} (spam_score > ${f.maxSpam})`],
    ["Actions returned", `${f.counts.returned} (min_priority ${f.minPriority})`],
    ["By type", typeLine(f.byType) || "none"],
    ["Below min_priority", f.counts.below_min_priority],
    ["Campaign goal", f.goal],
  ];
  if (f.counts.excluded_off_goal > 0) figures.push(["Off goal", f.counts.excluded_off_goal]);
  if (f.assetGaps.length > 0) {
    figures.push(["Asset gaps", f.assetGaps.slice(0, 3).map((g) => g.topic).join(", ")]);
  }
  return markdownSummary({
    title: `Link opportunities: ${f.target}`,
    headline: workflow.summary,
    figures,
    actions: workflow.recommended_actions,
    tables: [{
      heading: "Action list",
      columns: ["#", "Type", "Source", "Asset", "Priority", "Score"],
      rows: f.actions.slice(0, 10).map((a) => [
        a.rank,
        a.type,
        a.source_url ?? a.source_domain,
        a.matched_asset?.url ?? "-",
        a.priority,
        a.score,
      ]),
    }],
    caveats: workflow.limitations.slice(0, 2),
  });
}
