/**
 * What the operations built on the SERP evidence (`/content/serp-outline`, `/content/brief`,
 * `/content/gap`, `/content/refresh-brief`, `/content/draft-qa`) decide alike: how far the
 * evidence can be trusted, the `no_serp` and synthetic decisions, the SERP block of the result,
 * where a target ranks and the evidence claims on the pages read.
 */
import type { AgentWorkflow, NextCall, RecommendedAction } from "../../agent/workflow.ts";
import { organicResults, targetHost, targetRanking } from "../serp_analysis/organic.ts";
import { detectFeatures } from "../serp_analysis/features.ts";
import type { SerpEvidence } from "./evidence.ts";
import type { SerpEvidenceAnalysis } from "./result.ts";

/** Confidence follows the share of top pages read; a synthetic SERP supports a draft only. */
export const EVIDENCE_CONFIDENCE = {
  /** Every top page read. */
  max: 0.85,
  /** No page read: titles and snippets only. */
  serpOnly: 0.35,
  /** Sandbox (demo) SERP. */
  synthetic: 0.2,
  /** No organic results. */
  none: 0.1,
} as const;

/** Taken off by the operations that follow the dominant format when no format has half the results. */
export const UNCLEAR_FORMAT = 0.1;

/**
 * When the ranking pages share fewer than `sections` sections (clusters at least two of them
 * use), they agree on too little to build on, however many were read: confidence is at most `cap`.
 */
export const THIN_AGREEMENT = { sections: 3, cap: 0.5 } as const;

/** What the confidence and the evidence decisions read of a result. */
export interface EvidenceOutcome {
  serp: { results: number; pages_read: number };
  synthetic: boolean;
}

/**
 * How far the evidence can be trusted: `none` without organic results, `synthetic` on the
 * sandbox, else from `serpOnly` to `max` by the share of top pages read. `clearFormat` is given
 * by the operations that follow the dominant format: when false, `UNCLEAR_FORMAT` is taken off.
 * `sharedSections` (the sections ranking pages share) caps it per `THIN_AGREEMENT`.
 */
export function evidenceConfidence(
  r: EvidenceOutcome,
  clearFormat?: boolean,
  sharedSections?: number,
): number {
  const c = EVIDENCE_CONFIDENCE;
  if (r.serp.results === 0) return c.none;
  if (r.synthetic) return c.synthetic;
  const base = c.serpOnly + (c.max - c.serpOnly) * (r.serp.pages_read / r.serp.results);
  const value = clearFormat === false ? base - UNCLEAR_FORMAT : base;
  const thin = sharedSections !== undefined && r.serp.pages_read > 0 &&
    sharedSections < THIN_AGREEMENT.sections;
  return thin ? Math.min(value, THIN_AGREEMENT.cap) : value;
}

/**
 * The decision the evidence alone makes: `no_serp` without organic results, `synthetic` (the
 * operation's name for it) on the sandbox; null when the operation decides.
 */
export function evidenceDecision(r: EvidenceOutcome, synthetic: string): string | null {
  if (r.serp.results === 0) return "no_serp";
  if (r.synthetic) return synthetic;
  return null;
}

/** A top result as the SERP block lists it. */
export interface RankingEntry {
  position: number;
  url: string;
  title: string | null;
  format: SerpEvidenceAnalysis["ranked_formats"][number]["format"];
  read: boolean;
}

/** What the SERP step found: counts, basis, the top results with their format, and failures. */
export function serpBlockOf(e: SerpEvidence, a: SerpEvidenceAnalysis): {
  fetched_at: string;
  results: number;
  pages_read: number;
  basis: SerpEvidenceAnalysis["basis"];
  ranking: RankingEntry[];
  failed: SerpEvidence["failed"];
} {
  return {
    fetched_at: e.fetched_at,
    results: a.results,
    pages_read: a.pages_read,
    basis: a.basis,
    ranking: a.ranked_formats.map((r) => ({
      position: r.position,
      url: r.url,
      title: e.top.find((t) => t.url === r.url)?.title ?? null,
      format: r.format,
      read: r.read,
    })),
    failed: e.failed,
  };
}

/** Where the target ranks among all organic results read; null without a target. */
export function targetOf(
  target: string | undefined,
  e: SerpEvidence,
): ReturnType<typeof targetRanking> | null {
  if (!target) return null;
  const host = targetHost(target);
  const organic = organicResults(e.serp, host);
  // The features the target holds (a local pack, a featured snippet) count as presence too.
  const features = detectFeatures(e.serp, { firstOrganic: null, target: host });
  return targetRanking(target, organic, features);
}

type Claims = AgentWorkflow["evidence"];

/** The claims on the top results: considered, read and not read. */
export function readClaims(
  serp: { results: number; pages_read: number; failed: unknown[] },
): Claims {
  return [
    { claim: "Top results considered", value: serp.results, source: "provider SERP" },
    { claim: "Ranking pages fetched and read", value: serp.pages_read, source: "live fetch" },
    {
      claim: "Ranking pages that could not be read",
      value: serp.failed.length,
      source: "live fetch",
    },
  ];
}

/** The claim on the dominant format, when there is one. */
export function formatClaims(d: { family: string; support: number } | null | undefined): Claims {
  return d
    ? [{
      claim: `Top results of the ${d.family} format`,
      value: d.support,
      source: "titles, URLs, headings",
    }]
    : [];
}

/** The claim on the median length of the pages read, when any was read. */
export function medianWordsClaims(median: number | null): Claims {
  return median === null
    ? []
    : [{ claim: "Median words of the pages read", value: median, source: "main content" }];
}

/** The claim on the target's position, when a target was given. */
export function targetClaims(target: { position: number | null } | null): Claims {
  return target
    ? [{ claim: "Target's best organic position", value: target.position, source: "provider SERP" }]
    : [];
}

/** The market and source every SERP-evidence result names, in the results' order. */
export function marketOf(e: SerpEvidence): {
  location: SerpEvidence["market"]["location"];
  language: string;
  device: SerpEvidence["device"];
  data_source: SerpEvidence["provider"];
  synthetic: boolean;
} {
  return {
    location: e.market.location,
    language: e.market.language_code,
    device: e.device,
    data_source: e.provider,
    synthetic: e.synthetic,
  };
}

/** When the target already ranks: rework that page with `what` rather than publish a new one. */
export function reworkRankingPage(
  target: ReturnType<typeof targetOf>,
  what: string,
  homepage = false,
): RecommendedAction[] {
  if (!target?.found || !target.url) return [];
  if (homepage) {
    return [{
      action:
        `Publish a dedicated page with this ${what} and link to it from the homepage; keep the homepage as it is`,
      priority: "high",
      reason:
        `${target.domain} ranks #${target.position} with its homepage, which serves the whole business: one page per topic, linked from the homepage, wins the query without diluting it`,
      target: target.url,
    }];
  }
  return [{
    action: `Rework the ranking page with this ${what} rather than publishing a new one`,
    priority: "high",
    reason: `${target.domain} already ranks #${target.position} for the keyword`,
    target: target.url,
  }];
}

/** What the follow-ups of an evidence result read: the keyword, its market and the target. */
export interface FollowUpFacts {
  keyword: string;
  location: string;
  language: string;
  device: "desktop" | "mobile";
  target: { found: boolean; url: string | null } | null;
}

/**
 * The follow-ups every SERP-evidence result ends with: the gap of the target's ranking page
 * against the competitors (when it ranks), then the SERP features to win beside it.
 */
export function evidenceFollowUps(r: FollowUpFacts, homepage = false): NextCall[] {
  const calls: NextCall[] = [];
  // A homepage is not compared with articles on one topic: the dedicated page will be.
  if (r.target?.found && r.target.url && !homepage) {
    calls.push({
      endpoint: "/content/gap",
      reason: "What the ranking page misses against the competitors",
      body: { url: r.target.url, keyword: r.keyword, location: r.location, language: r.language },
    });
  }
  calls.push({
    endpoint: "/analyze/serp",
    reason: "The SERP features to win beside the organic result",
    body: { keyword: r.keyword, location: r.location, language: r.language, device: r.device },
  });
  return calls;
}
