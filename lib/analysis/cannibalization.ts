/**
 * Keyword cannibalization: pages of one site that compete for the same queries. Finds
 * conflicting pairs (shared primary/target keywords, shared ranking queries weighted by
 * impressions or clicks, near-duplicate titles, canonical and indexability conflicts), groups
 * them into clusters, picks the URL to keep in each cluster and a remediation for every other
 * page, as an SEO would by hand. Pure: data and `now` come in as arguments.
 */
import { z } from "zod";
import {
  type AgentWorkflow,
  agentWorkflow,
  AgentWorkflowSchema,
  type Evidence,
  LevelSchema,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../agent/workflow.ts";
import type { CannibalizationRequestSchema } from "../operations/content_cannibalization.ts";
import {
  buildPageIndex,
  inferPageIntent,
  MATCH_METHOD,
  matchPages,
  normalisePageUrl,
  type PageIntent,
  type PageUrl,
  type Phrase,
  phraseCache,
  phraseContains,
  siteHostOf,
  toPhrase,
} from "./page_match.ts";
import { byText, normalizeText, round } from "./text.ts";

// ---------------------------------------------------------------------------------------------
// Input

/** The parsed `/content/cannibalization` request (defaults applied by its schema). */
export type CannibalizationInput = z.output<typeof CannibalizationRequestSchema>;

/** One page as supplied. */
export type CannibalizationPageInput = CannibalizationInput["pages"][number];

/** One query a page ranks for, as supplied. */
export type RankingQueryInput = NonNullable<CannibalizationPageInput["ranking_queries"]>[number];

/** How much overlap counts as a conflict. */
export type Sensitivity = CannibalizationInput["sensitivity"];

/** Options of {@linkcode analyzeCannibalization}. */
export interface CannibalizationOptions {
  /** The request's clock (the analysis is timeless; kept for the common signature). */
  now: Date;
}

// ---------------------------------------------------------------------------------------------
// Thresholds and method

/** The thresholds one sensitivity applies. */
export type CannibalizationThresholds = z.output<typeof thresholdsSchema>;

const THRESHOLDS: Record<Sensitivity, CannibalizationThresholds> = {
  conservative: {
    title_similarity: 0.8,
    target_overlap: 0.5,
    query_overlap: 0.3,
    min_query_share: 0.2,
    primary_match_score: 80,
    min_conflict_score: 35,
  },
  balanced: {
    title_similarity: 0.6,
    target_overlap: 0.3,
    query_overlap: 0.15,
    min_query_share: 0.1,
    primary_match_score: 65,
    min_conflict_score: 0,
  },
  aggressive: {
    title_similarity: 0.5,
    target_overlap: 0.15,
    query_overlap: 0.05,
    min_query_share: 0.05,
    primary_match_score: 50,
    min_conflict_score: 0,
  },
};

/** Strength (0..1) each reason contributes; the conflict score combines them as a noisy-OR. */
const STRENGTH = {
  same_primary: 0.5,
  primary_is_target: 0.4,
  primary_matches_page: 0.4,
  target_overlap: 0.45,
  query_overlap: 0.7,
  query_overlap_unweighted: 0.5,
  title: 0.3,
  canonical_loop: 0.7,
  canonical_to_non_indexable: 0.6,
  canonical_chain: 0.4,
  canonical_ignored: 0.5,
  noindex_with_canonical: 0.2,
  noindex_still_ranking: 0.3,
} as const;

const SEVERITY_BANDS = { high: 60, medium: 35 } as const;

/** Most pages one primary keyword is matched against (best first), to bound the pairs. */
const MAX_PRIMARY_MATCHES = 50;

/** Most conflicts listed; clusters and remediation always use all of them. */
const MAX_CONFLICTS_LISTED = 500;

const METHOD = {
  conflict_score:
    "0-100 = 100 x (1 - product(1 - strength)) over the pair's reasons (noisy-OR, so overlapping evidence does not add up past 100); severity high >= 60, medium >= 35, else low",
  reasons: {
    shared_primary_keyword:
      "same primary keyword (same stems in any order): strength 0.5; one page's primary keyword is a target keyword of the other: 0.4; the other page's title/URL/keywords match the primary keyword with score >= primary_match_score (shared keyword-to-page matcher, the 50 best pages per primary keyword): 0.4 x score/100",
    shared_target_keywords:
      "primary + target keywords shared / the smaller page's count >= target_overlap: strength 0.45 x overlap",
    shared_ranking_queries:
      "per shared query, weight = impressions when both pages give impressions for all their queries, else clicks, else 1 per query; a shared query is contested when the weaker page has >= min_query_share of the pair's weight for it; overlap = max over the two pages of contested weight / page weight, >= query_overlap: strength 0.7 x overlap (0.5 x overlap when unweighted)",
    near_duplicate_title:
      "stem Jaccard of the titles >= title_similarity, after dropping words found in more than half of the titles (brand suffixes) when there are 5+ pages: strength 0.3 x similarity",
    canonical_loop: "canonicals that lead back to a page already visited: strength 0.7",
    canonical_chain:
      "a canonical pointing at a page that itself canonicalises elsewhere: strength 0.4; the conflict links the first page to the end of the chain",
    canonical_to_non_indexable: "a canonical pointing at a page marked indexable: false: 0.6",
    canonical_ignored:
      "a page canonicalised to the other still has clicks/impressions on their shared queries: 0.5",
    noindex_with_canonical:
      "a page marked indexable: false that also canonicalises to another page (mixed signals): 0.2",
    noindex_still_ranking:
      "a page marked indexable: false that still has clicks or impressions and overlaps another page: 0.3",
  },
  eligibility:
    "pages marked indexable: false (without clicks or impressions) take no part in keyword conflicts; a page canonicalised to another supplied page only conflicts with it when the canonical is ignored",
  site_wide_queries:
    "queries on 50%+ of the competing pages (with 10+ pages) and the bare brand query of `target` are navigational, not cannibalization: ignored and listed",
  clusters: "connected components of the conflict graph",
  preferred_url:
    "among eligible pages (indexable and not canonicalised elsewhere; all pages when none is): most clicks, then impressions, then best avg_position, then backlinks, then most canonicals pointing at it, then indexable, then the shorter path, then URL order; decided_by names the first signal that separated the winner from the runner-up",
  remediation:
    "pages are visited outward from the preferred URL (breadth-first) and judged against the kept page their strongest conflict leads to: non-indexable -> noindex (keep); canonical loop/chain/non-indexable target -> canonicalise; canonical ignored -> redirect_301 (canonicalise for URL variants); different intent (declared by primary keyword, page_type or title modifiers, not a URL folder alone; unless 60%+ of the page's query demand is contested) -> differentiate; partial overlap (score < 60, the page's contested share < 0.5, no shared primary, title similarity < 0.8) -> differentiate; URL variant (parameters, same path, same product/category title) -> canonicalise; archive/tag/search/pagination page -> noindex; no clicks (or <= 10% of the kept page's) and no backlinks -> redirect_301; else merge (move unique content, then 301)",
  focus_keywords:
    "restrict: a conflict is kept when a shared keyword or query contains a focus keyword (all its stems), or when both pages' titles or primary keywords do",
  url_normalisation:
    "scheme, www., fragment, trailing slash, letter case and tracking parameters ignored; relative URLs resolved against `target` (else the most common host); rows with the same normalised URL are merged",
  page_match: MATCH_METHOD,
} as const;

// ---------------------------------------------------------------------------------------------
// Output types

/** The `/content/cannibalization` result. */
export type CannibalizationResult = z.output<typeof CannibalizationResultSchema>;

/** Two pages that compete, why, and how strongly. */
export type Conflict = CannibalizationResult["conflicts"][number];

/** One reason two pages conflict. */
export type ConflictReason = Conflict["reasons"][number];

/** The kinds of evidence that make two pages conflict. */
export type ReasonType = ConflictReason["type"];

/** A query both pages of a conflict rank for. */
export type SharedQuery = Conflict["shared_queries"][number];

/** Severity bands of a conflict score. */
export type Severity = Conflict["severity"];

/** What the analysis read from one (merged) page. */
export type PageSignal = CannibalizationResult["page_signals"][number];

/** A group of pages connected by conflicts. */
export type Cluster = CannibalizationResult["clusters"][number];

/** The page to keep in a cluster, and why. */
export type PreferredUrl = CannibalizationResult["preferred_urls"][number];

/** One page's remediation. */
export type Remediation = CannibalizationResult["remediation"][number];

/** What to do with a page that is not its cluster's preferred URL. */
export type RemediationAction = Remediation["action"];

// ---------------------------------------------------------------------------------------------
// Result schema

/** How much overlap counts as a conflict: the request's `sensitivity`, echoed. */
export const CannibalizationSensitivitySchema = z.enum(["conservative", "balanced", "aggressive"]);

/** A conflict's severity, and a remediation's priority. */
const unit = z.number().min(0).max(1);
const nonNeg = z.number().min(0);

/** The thresholds one sensitivity applies. */
const thresholdsSchema = z.strictObject({
  title_similarity: unit.describe(
    "Stem Jaccard of two titles (site-wide boilerplate words removed) that counts as near-duplicate.",
  ),
  target_overlap: unit.describe("Shared targeted keywords / the smaller page's targeted keywords."),
  query_overlap: unit.describe("Share of either page's query demand on contested queries."),
  min_query_share: unit.describe(
    "A shared query is contested only when the weaker page has at least this share of the pair's weight for it.",
  ),
  primary_match_score: z.number().min(0).max(100)
    .describe("Score (0-100) with which a page must match another page's primary keyword."),
  min_conflict_score: z.number().min(0).max(100)
    .describe("Conflicts scoring below this are not reported (canonical problems always are)."),
});

/** The `/content/cannibalization` result, exactly as {@linkcode analyzeCannibalization} returns it. */
export const CannibalizationResultSchema = z.strictObject({
  summary: z.strictObject({
    pages_received: z.number().int().min(2),
    pages_analysed: z.number().int().min(1),
    duplicate_rows_merged: z.number().int().min(0),
    competing_pages: z.number().int().min(0),
    conflicts_total: z.number().int().min(0),
    conflicts_listed: z.number().int().min(0).max(MAX_CONFLICTS_LISTED),
    high: z.number().int().min(0),
    medium: z.number().int().min(0),
    low: z.number().int().min(0),
    clusters: z.number().int().min(0),
    pages_in_conflict: z.number().int().min(0),
    ignored_queries: z.array(z.string()),
  }),
  sensitivity: CannibalizationSensitivitySchema,
  thresholds: thresholdsSchema,
  focus: z.strictObject({
    mode: z.enum(["restrict", "none"]),
    keywords: z.array(z.string()),
    conflicts_dropped: z.number().int().min(0),
  }),
  page_signals: z.array(z.strictObject({
    url: z.string().min(1),
    normalized_url: z.string().min(1),
    merged_urls: z.array(z.string()),
    title: z.string().min(1),
    page_type: z.string().nullable(),
    intent: z.array(z.enum(["informational", "commercial", "transactional", "navigational"])),
    intent_source: z.enum(["primary_keyword", "page_type", "url", "title", "unknown"]),
    primary_keyword: z.string().nullable(),
    primary_topic_stems: z.array(z.string()),
    target_keywords: z.array(z.string()),
    ranking_query_count: z.number().int().min(0),
    top_queries: z.array(z.strictObject({
      query: z.string(),
      clicks: nonNeg.nullable(),
      impressions: nonNeg.nullable(),
    })).max(5),
    clicks: nonNeg.nullable(),
    impressions: nonNeg.nullable(),
    avg_position: z.number().min(1).nullable(),
    backlinks: nonNeg.nullable(),
    metrics_source: z.enum(["page", "ranking_queries", "none"]),
    indexable: z.boolean().nullable(),
    canonical_url: z.string().nullable(),
    canonical_status: z.enum([
      "none",
      "self",
      "points_to_supplied_page",
      "points_outside_set",
      "loop",
      "chain",
    ]),
    competing: z.boolean(),
    cluster_id: z.string().nullable(),
  })),
  conflicts: z.array(z.strictObject({
    id: z.string().regex(/^c\d+$/),
    cluster_id: z.string().regex(/^cl\d+$/),
    page_a: z.string().min(1),
    page_b: z.string().min(1),
    score: z.number().min(0).max(100),
    severity: LevelSchema,
    reasons: z.array(z.strictObject({
      type: z.enum([
        "shared_primary_keyword",
        "shared_target_keywords",
        "shared_ranking_queries",
        "near_duplicate_title",
        "canonical_loop",
        "canonical_chain",
        "canonical_to_non_indexable",
        "canonical_ignored",
        "noindex_with_canonical",
        "noindex_still_ranking",
      ]),
      strength: unit,
      description: z.string().min(1),
      keywords: z.array(z.string()),
      urls: z.array(z.string()),
    })).min(1),
    shared_keywords: z.array(z.string()).max(10),
    shared_queries: z.array(z.strictObject({
      query: z.string(),
      weight_a: nonNeg,
      weight_b: nonNeg,
      position_a: z.number().min(1).nullable(),
      position_b: z.number().min(1).nullable(),
      contested: z.boolean(),
    })).max(10),
    weight_basis: z.enum(["impressions", "clicks", "count"]).nullable(),
    query_overlap: unit.nullable(),
    target_overlap: unit.nullable(),
    title_similarity: unit.nullable(),
    intent_differs: z.boolean(),
  })).max(MAX_CONFLICTS_LISTED),
  clusters: z.array(z.strictObject({
    id: z.string().regex(/^cl\d+$/),
    pages: z.array(z.string()).min(2),
    size: z.number().int().min(2),
    main_keyword: z.string().min(1),
    shared_keywords: z.array(z.string()).max(10),
    severity: LevelSchema,
    max_score: z.number().min(0).max(100),
    conflict_count: z.number().int().min(1),
    total_clicks: nonNeg.nullable(),
    total_impressions: nonNeg.nullable(),
    preferred_url: z.string().min(1),
    recommendation: z.enum(["consolidate", "differentiate", "fix_canonicals", "deindex"]),
  })),
  preferred_urls: z.array(z.strictObject({
    cluster_id: z.string(),
    url: z.string().min(1),
    decided_by: z.enum([
      "only_eligible",
      "eligibility",
      "clicks",
      "impressions",
      "avg_position",
      "backlinks",
      "canonical_target",
      "indexable",
      "path_depth",
      "url_order",
    ]),
    reason: z.string().min(1),
    runner_up: z.string().nullable(),
    clicks: nonNeg.nullable(),
    impressions: nonNeg.nullable(),
    avg_position: z.number().min(1).nullable(),
    backlinks: nonNeg.nullable(),
    required_fixes: z.array(z.string()),
  })),
  remediation: z.array(z.strictObject({
    url: z.string().min(1),
    cluster_id: z.string(),
    action: z.enum(["merge", "redirect_301", "differentiate", "canonicalise", "noindex"]),
    relative_to: z.string().min(1)
      .describe("The kept page it is consolidated into, or differentiated from."),
    priority: LevelSchema,
    reason: z.string().min(1),
    conflict_id: z.string(),
    suggested_keyword: z.string().nullable(),
    suggestion_source: z.enum(["unique_query", "unique_target_keyword", "intent_modifier"])
      .nullable(),
    steps: z.array(z.string().min(1)).min(1),
  })),
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string().min(1),
});

// ---------------------------------------------------------------------------------------------
// Page model

interface QueryStat {
  text: string;
  phrase: Phrase;
  clicks: number | null;
  impressions: number | null;
  position: number | null;
}

interface Page {
  id: number;
  url: string;
  u: PageUrl;
  merged: string[];
  title: string;
  titlePhrase: Phrase;
  pageType: string | null;
  primary: Phrase | null;
  targets: Phrase[];
  /** Keys of primary + target keywords. */
  targeted: Set<string>;
  targetedText: Map<string, string>;
  queries: Map<string, QueryStat>;
  allImpressions: boolean;
  allClicks: boolean;
  clicks: number | null;
  impressions: number | null;
  avgPosition: number | null;
  backlinks: number | null;
  metricsSource: "page" | "ranking_queries" | "none";
  indexable: boolean | null;
  canonicalRaw: string | null;
  canonicalKey: string | null;
  /** The supplied page the canonical points at (not itself), or null. */
  canonicalTarget: number | null;
  intent: PageIntent;
  competing: boolean;
}

type Basis = "impressions" | "clicks" | "count";

function queryItems(list: readonly RankingQueryInput[] | undefined) {
  return (list ?? []).map((q) =>
    typeof q === "string" ? { query: q, clicks: null, impressions: null, position: null } : {
      query: q.query,
      clicks: q.clicks ?? null,
      impressions: q.impressions ?? null,
      position: q.position ?? null,
    }
  );
}

function addOpt(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : a + b;
}

function maxOpt(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.max(a, b);
}

/** Merges the rows of one normalised URL and reads every signal the analysis uses. */
function buildPages(
  rows: readonly CannibalizationPageInput[],
  siteHost: string,
  phrase: (text: string) => Phrase,
): { pages: Page[]; duplicateRows: number } {
  const groups = new Map<string, { u: PageUrl; rows: CannibalizationPageInput[] }>();
  for (const row of rows) {
    const u = normalisePageUrl(row.url, siteHost);
    const g = groups.get(u.key);
    if (g) g.rows.push(row);
    else groups.set(u.key, { u, rows: [row] });
  }
  let duplicateRows = 0;
  const pages: Page[] = [];
  for (const { u, rows: group } of groups.values()) {
    duplicateRows += group.length - 1;
    const first = group[0];
    const pick = <K extends keyof CannibalizationPageInput>(k: K) =>
      group.find((r) => r[k] !== undefined)?.[k];
    const numMax = (k: "clicks" | "impressions" | "backlinks" | "avg_position") =>
      group.reduce<number | null>((m, r) => maxOpt(m, r[k] ?? null), null);
    // Per query key: summed within a row (query variants), max across duplicate rows.
    const queries = new Map<string, QueryStat>();
    let items = 0;
    let withImpressions = 0;
    let withClicks = 0;
    for (const row of group) {
      const rowStats = new Map<string, QueryStat & { posWeight: number; posSum: number }>();
      for (const q of queryItems(row.ranking_queries)) {
        items++;
        if (q.impressions !== null) withImpressions++;
        if (q.clicks !== null) withClicks++;
        const p = phrase(q.query);
        const s = rowStats.get(p.key);
        const w = q.impressions ?? 1;
        if (!s) {
          rowStats.set(p.key, {
            text: p.text,
            phrase: p,
            clicks: q.clicks,
            impressions: q.impressions,
            position: q.position,
            posWeight: q.position === null ? 0 : w,
            posSum: q.position === null ? 0 : q.position * w,
          });
        } else {
          s.clicks = addOpt(s.clicks, q.clicks);
          s.impressions = addOpt(s.impressions, q.impressions);
          if (q.position !== null) {
            s.posWeight += w;
            s.posSum += q.position * w;
          }
        }
      }
      for (const [key, s] of rowStats) {
        const position = s.posWeight > 0 ? s.posSum / s.posWeight : null;
        const prev = queries.get(key);
        if (!prev) {
          queries.set(key, {
            text: s.text,
            phrase: s.phrase,
            clicks: s.clicks,
            impressions: s.impressions,
            position,
          });
        } else {
          prev.clicks = maxOpt(prev.clicks, s.clicks);
          prev.impressions = maxOpt(prev.impressions, s.impressions);
          if (prev.position === null) prev.position = position;
        }
      }
    }
    const primaryText = pick("primary_keyword");
    const primary = primaryText ? phrase(primaryText) : null;
    const targeted = new Set<string>();
    const targetedText = new Map<string, string>();
    if (primary) {
      targeted.add(primary.key);
      targetedText.set(primary.key, primary.text);
    }
    const targets: Phrase[] = [];
    for (const row of group) {
      for (const t of row.target_keywords ?? []) {
        const p = phrase(t);
        if (targetedText.has(p.key) && p.key !== primary?.key) continue;
        if (!targets.some((x) => x.key === p.key)) targets.push(p);
        targeted.add(p.key);
        if (!targetedText.has(p.key)) targetedText.set(p.key, p.text);
      }
    }
    const qList = [...queries.values()];
    const sumQ = (k: "clicks" | "impressions") =>
      qList.some((q) => q[k] !== null) ? qList.reduce((s, q) => s + (q[k] ?? 0), 0) : null;
    let clicks = numMax("clicks");
    let impressions = numMax("impressions");
    let avgPosition = numMax("avg_position");
    const pageLevel = clicks !== null || impressions !== null || avgPosition !== null;
    if (clicks === null) clicks = sumQ("clicks");
    if (impressions === null) impressions = sumQ("impressions");
    if (avgPosition === null) {
      let w = 0;
      let s = 0;
      for (const q of qList) {
        if (q.position === null) continue;
        const qw = q.impressions ?? 1;
        w += qw;
        s += q.position * qw;
      }
      avgPosition = w > 0 ? round(s / w, 2) : null;
    }
    const fromQueries = !pageLevel && (clicks !== null || impressions !== null);
    const indexable = group.some((r) => r.indexable === false)
      ? (group.some((r) => r.indexable === true) ? true : false)
      : group.some((r) => r.indexable === true)
      ? true
      : null;
    const canonicalRaw = pick("canonical_url") ?? null;
    const title = first.title.trim();
    const pageType = pick("page_type") ?? null;
    pages.push({
      id: pages.length,
      url: first.url.trim(),
      u,
      merged: [...new Set(group.slice(1).map((r) => r.url.trim()))]
        .filter((x) => x !== first.url.trim()),
      title,
      titlePhrase: phrase(title),
      pageType,
      primary,
      targets,
      targeted,
      targetedText,
      queries,
      allImpressions: items > 0 && withImpressions === items,
      allClicks: items > 0 && withClicks === items,
      clicks,
      impressions,
      avgPosition,
      backlinks: numMax("backlinks"),
      metricsSource: pageLevel ? "page" : fromQueries ? "ranking_queries" : "none",
      indexable,
      canonicalRaw,
      canonicalKey: canonicalRaw ? normalisePageUrl(canonicalRaw, siteHost).key : null,
      canonicalTarget: null,
      intent: inferPageIntent(
        { page_type: pageType ?? undefined, title, primaryKeyword: primary?.text },
        u.path,
      ),
      competing: indexable !== false || (clicks ?? 0) > 0 || (impressions ?? 0) > 0,
    });
  }
  const byKey = new Map(pages.map((p) => [p.u.key, p.id]));
  for (const p of pages) {
    if (p.canonicalKey && p.canonicalKey !== p.u.key) {
      p.canonicalTarget = byKey.get(p.canonicalKey) ?? null;
    }
  }
  return { pages, duplicateRows };
}

// ---------------------------------------------------------------------------------------------
// Canonical graph

interface CanonicalIssue {
  a: number;
  b: number;
  type:
    | "canonical_loop"
    | "canonical_chain"
    | "canonical_to_non_indexable"
    | "noindex_with_canonical";
  chain: number[];
}

function canonicalIssues(
  pages: readonly Page[],
): { issues: CanonicalIssue[]; status: Map<number, "loop" | "chain"> } {
  const issues: CanonicalIssue[] = [];
  const status = new Map<number, "loop" | "chain">();
  const seenLoops = new Set<string>();
  for (const p of pages) {
    if (p.canonicalTarget === null) continue;
    const t = pages[p.canonicalTarget];
    const path = [p.id];
    let cur = t.id;
    let loopAt = -1;
    while (true) {
      const at = path.indexOf(cur);
      if (at >= 0) {
        loopAt = at;
        break;
      }
      path.push(cur);
      const next = pages[cur].canonicalTarget;
      if (next === null || path.length > pages.length) break;
      cur = next;
    }
    if (loopAt >= 0) {
      const cycle = path.slice(loopAt);
      const id = [...cycle].sort((a, b) => a - b).join(",");
      if (loopAt === 0 && !seenLoops.has(id)) {
        seenLoops.add(id);
        for (let i = 0; i < cycle.length; i++) {
          const a = cycle[i];
          const b = cycle[(i + 1) % cycle.length];
          if (cycle.length === 2 && i === 1) break;
          issues.push({ a, b, type: "canonical_loop", chain: [...cycle, cycle[0]] });
        }
      }
      if (loopAt === 0) status.set(p.id, "loop");
      else {
        status.set(p.id, "chain");
        issues.push({ a: p.id, b: t.id, type: "canonical_chain", chain: path.concat(cur) });
      }
    } else if (path.length >= 3) {
      status.set(p.id, "chain");
      issues.push({ a: p.id, b: path[path.length - 1], type: "canonical_chain", chain: path });
    }
    if (t.indexable === false) {
      issues.push({ a: p.id, b: t.id, type: "canonical_to_non_indexable", chain: [p.id, t.id] });
    }
    if (p.indexable === false) {
      issues.push({ a: p.id, b: t.id, type: "noindex_with_canonical", chain: [p.id, t.id] });
    }
  }
  return { issues, status };
}

// ---------------------------------------------------------------------------------------------
// Candidate pairs

function pairKey(a: number, b: number, n: number): number {
  return a < b ? a * n + b : b * n + a;
}

function basisOf(a: Page, b: Page): Basis {
  if (a.allImpressions && b.allImpressions) return "impressions";
  if (a.allClicks && b.allClicks) return "clicks";
  return "count";
}

function queryWeight(q: QueryStat, basis: Basis): number {
  return basis === "impressions" ? q.impressions ?? 0 : basis === "clicks" ? q.clicks ?? 0 : 1;
}

function pageWeight(p: Page, basis: Basis, ignored: ReadonlySet<string>): number {
  let w = 0;
  for (const [key, q] of p.queries) if (!ignored.has(key)) w += queryWeight(q, basis);
  return w;
}

interface Context {
  pages: Page[];
  t: CannibalizationThresholds;
  titleSets: Set<string>[];
  ignoredQueries: Set<string>;
  /** Total query weight of each page per basis (NaN until computed). */
  pageWeights: Record<Basis, Float64Array>;
  canonical: Map<number, CanonicalIssue[]>;
  primaryMatches: Map<number, { from: number; to: number; score: number }>;
}

function weightOf(ctx: Context, p: Page, basis: Basis): number {
  const cache = ctx.pageWeights[basis];
  let w = cache[p.id];
  if (Number.isNaN(w)) {
    w = pageWeight(p, basis, ctx.ignoredQueries);
    cache[p.id] = w;
  }
  return w;
}

/** Pairs worth evaluating, found through inverted indexes rather than all pairs. */
function candidatePairs(ctx: Context): Set<number> {
  const { pages, t } = ctx;
  const n = pages.length;
  const out = new Set<number>();
  const competing = pages.filter((p) => p.competing).map((p) => p.id);
  const counts = new Float64Array(n);
  const countsB = new Float64Array(n);
  const shared = new Int32Array(n);

  // Titles.
  const titlePostings = new Map<string, number[]>();
  for (const id of competing) {
    for (const s of ctx.titleSets[id]) push(titlePostings, s, id);
  }
  for (const i of competing) {
    const touched: number[] = [];
    for (const s of ctx.titleSets[i]) {
      for (const j of titlePostings.get(s)!) {
        if (j <= i) continue;
        if (shared[j] === 0) touched.push(j);
        shared[j]++;
      }
    }
    for (const j of touched) {
      const c = shared[j];
      shared[j] = 0;
      const jac = c / (ctx.titleSets[i].size + ctx.titleSets[j].size - c);
      if (jac >= t.title_similarity - 1e-9) out.add(pairKey(i, j, n));
    }
  }

  // Targeted keywords (primary + target).
  const targetPostings = new Map<string, number[]>();
  for (const id of competing) for (const k of pages[id].targeted) push(targetPostings, k, id);
  for (const i of competing) {
    const touched: number[] = [];
    for (const k of pages[i].targeted) {
      for (const j of targetPostings.get(k)!) {
        if (j <= i) continue;
        if (shared[j] === 0) touched.push(j);
        shared[j]++;
      }
    }
    const primaryI = pages[i].primary?.key;
    for (const j of touched) {
      const c = shared[j];
      shared[j] = 0;
      const overlap = c / Math.min(pages[i].targeted.size, pages[j].targeted.size);
      const primaryJ = pages[j].primary?.key;
      const primaryShared = (primaryI !== undefined && pages[j].targeted.has(primaryI)) ||
        (primaryJ !== undefined && pages[i].targeted.has(primaryJ));
      if (overlap >= t.target_overlap - 1e-9 || primaryShared) out.add(pairKey(i, j, n));
    }
  }

  // Ranking queries, weighted.
  const queryPostings = new Map<string, number[]>();
  for (const id of competing) {
    for (const key of pages[id].queries.keys()) {
      if (!ctx.ignoredQueries.has(key)) push(queryPostings, key, id);
    }
  }
  for (const i of competing) {
    const a = pages[i];
    const touched: number[] = [];
    for (const [key, qa] of a.queries) {
      const list = queryPostings.get(key);
      if (!list) continue;
      for (const j of list) {
        if (j <= i) continue;
        const b = pages[j];
        const basis = basisOf(a, b);
        const wa = queryWeight(qa, basis);
        const wb = queryWeight(b.queries.get(key)!, basis);
        if (wa + wb <= 0 || Math.min(wa, wb) / (wa + wb) < t.min_query_share - 1e-9) continue;
        if (shared[j] === 0) touched.push(j);
        shared[j]++;
        counts[j] += wa;
        countsB[j] += wb;
      }
    }
    for (const j of touched) {
      const basis = basisOf(a, pages[j]);
      const wa = weightOf(ctx, a, basis);
      const wb = weightOf(ctx, pages[j], basis);
      const overlap = Math.max(wa > 0 ? counts[j] / wa : 0, wb > 0 ? countsB[j] / wb : 0);
      if (overlap >= t.query_overlap - 1e-9) out.add(pairKey(i, j, n));
      shared[j] = 0;
      counts[j] = 0;
      countsB[j] = 0;
    }
  }

  for (const k of ctx.primaryMatches.keys()) out.add(k);
  for (const k of ctx.canonical.keys()) out.add(k);
  return out;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

// ---------------------------------------------------------------------------------------------
// Pair evaluation

type InternalSharedQuery = SharedQuery & { weight: number; phrase: Phrase };

interface PairResult {
  a: number;
  b: number;
  score: number;
  severity: Severity;
  reasons: ConflictReason[];
  sharedKeywords: string[];
  sharedQueries: InternalSharedQuery[];
  basis: Basis | null;
  queryOverlap: number | null;
  shareA: number | null;
  shareB: number | null;
  targetOverlap: number | null;
  titleSimilarity: number | null;
  intentDiffers: boolean;
  hasCanonical: boolean;
  samePrimary: boolean;
  topics: Phrase[];
}

function severityOf(score: number): Severity {
  return score >= SEVERITY_BANDS.high ? "high" : score >= SEVERITY_BANDS.medium ? "medium" : "low";
}

/**
 * Whether two pages serve different intents, judged only on declared signals (primary keyword
 * modifiers, page_type, title modifiers): a /blog/ folder alone is too weak to keep two pages
 * apart that target the same query.
 */
function intentsDiffer(a: PageIntent, b: PageIntent): boolean {
  if (a.intents.length === 0 || b.intents.length === 0) return false;
  if (a.source === "url" || b.source === "url") return false;
  return !a.intents.some((i) => b.intents.includes(i));
}

function quote(text: string): string {
  return `"${text}"`;
}

function evaluatePair(ctx: Context, x: number, y: number): PairResult | null {
  const [a, b] = [ctx.pages[Math.min(x, y)], ctx.pages[Math.max(x, y)]];
  const { t } = ctx;
  const reasons: ConflictReason[] = [];
  const n = ctx.pages.length;
  const key = pairKey(a.id, b.id, n);
  const direct = a.canonicalTarget === b.id || b.canonicalTarget === a.id;
  const keywordsApply = a.competing && b.competing;

  // Shared queries (always computed for evidence).
  const basis = a.queries.size > 0 && b.queries.size > 0 ? basisOf(a, b) : null;
  const sharedQueries: InternalSharedQuery[] = [];
  let contA = 0;
  let contB = 0;
  if (basis) {
    const [small, big] = a.queries.size <= b.queries.size ? [a, b] : [b, a];
    for (const [k, qs] of small.queries) {
      if (ctx.ignoredQueries.has(k)) continue;
      const qb = big.queries.get(k);
      if (!qb) continue;
      const [qa, qo] = small === a ? [qs, qb] : [qb, qs];
      const wa = queryWeight(qa, basis);
      const wb = queryWeight(qo, basis);
      const contested = wa + wb > 0 && Math.min(wa, wb) / (wa + wb) >= t.min_query_share - 1e-9;
      if (contested) {
        contA += wa;
        contB += wb;
      }
      sharedQueries.push({
        query: qa.text,
        weight_a: wa,
        weight_b: wb,
        position_a: qa.position === null ? null : round(qa.position, 1),
        position_b: qo.position === null ? null : round(qo.position, 1),
        contested,
        weight: wa + wb,
        phrase: qa.phrase,
      });
    }
    sharedQueries.sort((p, q) =>
      Number(q.contested) - Number(p.contested) || q.weight - p.weight || byText(p.query, q.query)
    );
  }
  const wA = basis ? weightOf(ctx, a, basis) : 0;
  const wB = basis ? weightOf(ctx, b, basis) : 0;
  const shareA = basis && wA > 0 ? contA / wA : basis ? 0 : null;
  const shareB = basis && wB > 0 ? contB / wB : basis ? 0 : null;
  const queryOverlap = shareA === null || shareB === null ? null : Math.max(shareA, shareB);
  const contestedQueries = sharedQueries.filter((q) => q.contested);

  // Targeted keywords.
  const sharedTargets: string[] = [];
  for (const k of a.targeted) if (b.targeted.has(k)) sharedTargets.push(k);
  sharedTargets.sort(byText);
  const targetOverlap = a.targeted.size > 0 && b.targeted.size > 0
    ? sharedTargets.length / Math.min(a.targeted.size, b.targeted.size)
    : null;

  // Titles.
  const ta = ctx.titleSets[a.id];
  const tb = ctx.titleSets[b.id];
  let titleSimilarity: number | null = null;
  if (ta.size > 0 && tb.size > 0) {
    let c = 0;
    for (const s of ta) if (tb.has(s)) c++;
    titleSimilarity = c / (ta.size + tb.size - c);
  }

  const urlA = a.url;
  const urlB = b.url;
  let samePrimary = false;
  if (keywordsApply && !direct) {
    // Primary keyword.
    const primaryReasons: ConflictReason[] = [];
    if (a.primary && b.primary && a.primary.key === b.primary.key) {
      samePrimary = true;
      primaryReasons.push({
        type: "shared_primary_keyword",
        strength: STRENGTH.same_primary,
        description: `Both pages have the primary keyword ${quote(a.primary.text)}`,
        keywords: [a.primary.text],
        urls: [urlA, urlB],
      });
    } else {
      for (const [p, o] of [[a, b], [b, a]] as const) {
        if (p.primary && o.targeted.has(p.primary.key)) {
          primaryReasons.push({
            type: "shared_primary_keyword",
            strength: STRENGTH.primary_is_target,
            description: `${p.url}'s primary keyword ${
              quote(p.primary.text)
            } is also a target keyword of ${o.url}`,
            keywords: [p.primary.text],
            urls: [p.url, o.url],
          });
        }
      }
      const m = ctx.primaryMatches.get(key);
      if (m) {
        const from = ctx.pages[m.from];
        const to = ctx.pages[m.to];
        primaryReasons.push({
          type: "shared_primary_keyword",
          strength: round(STRENGTH.primary_matches_page * m.score / 100, 3),
          description: `${to.url}'s title, URL or keywords match ${from.url}'s primary keyword ${
            quote(from.primary!.text)
          } (match score ${m.score} of 100)`,
          keywords: [from.primary!.text],
          urls: [from.url, to.url],
        });
      }
    }
    primaryReasons.sort((p, q) => q.strength - p.strength);
    if (primaryReasons.length > 0) reasons.push(primaryReasons[0]);

    if (
      targetOverlap !== null && sharedTargets.length > 0 && targetOverlap >= t.target_overlap - 1e-9
    ) {
      const texts = sharedTargets.map((k) => a.targetedText.get(k)!);
      reasons.push({
        type: "shared_target_keywords",
        strength: round(STRENGTH.target_overlap * targetOverlap, 3),
        description: `${sharedTargets.length} targeted keyword(s) shared; ${
          round(targetOverlap * 100, 0)
        }% of the smaller page's list`,
        keywords: texts.slice(0, 10),
        urls: [urlA, urlB],
      });
    }
    if (
      queryOverlap !== null && contestedQueries.length > 0 && queryOverlap >= t.query_overlap - 1e-9
    ) {
      const strength = basis === "count"
        ? STRENGTH.query_overlap_unweighted
        : STRENGTH.query_overlap;
      const unitName = basis === "count" ? "queries" : basis!;
      reasons.push({
        type: "shared_ranking_queries",
        strength: round(strength * queryOverlap, 3),
        description: `${contestedQueries.length} contested ranking quer${
          contestedQueries.length === 1 ? "y" : "ies"
        }; they carry ${round(shareA! * 100, 0)}% of ${urlA}'s ${unitName} and ${
          round(shareB! * 100, 0)
        }% of ${urlB}'s`,
        keywords: contestedQueries.slice(0, 10).map((q) => q.query),
        urls: [urlA, urlB],
      });
    }
    if (titleSimilarity !== null && titleSimilarity >= t.title_similarity - 1e-9) {
      reasons.push({
        type: "near_duplicate_title",
        strength: round(STRENGTH.title * titleSimilarity, 3),
        description: `Titles are ${round(titleSimilarity * 100, 0)}% the same words: ${
          quote(a.title)
        } / ${quote(b.title)}`,
        keywords: [],
        urls: [urlA, urlB],
      });
    }
    if (reasons.length > 0) {
      for (const p of [a, b]) {
        if (p.indexable === false) {
          reasons.push({
            type: "noindex_still_ranking",
            strength: STRENGTH.noindex_still_ranking,
            description: `${p.url} is marked non-indexable but still has ${
              p.clicks ?? 0
            } clicks and ${p.impressions ?? 0} impressions`,
            keywords: [],
            urls: [p.url],
          });
        }
      }
    }
  }
  if (direct) {
    const [from, to] = a.canonicalTarget === b.id ? [a, b] : [b, a];
    const fromShare = from === a ? contA : contB;
    if (from.competing && basis && basis !== "count" && fromShare > 0) {
      reasons.push({
        type: "canonical_ignored",
        strength: STRENGTH.canonical_ignored,
        description:
          `${from.url} canonicalises to ${to.url} but still gets ${fromShare} ${basis} on ${contestedQueries.length} shared quer${
            contestedQueries.length === 1 ? "y" : "ies"
          }: the canonical hint is being ignored`,
        keywords: contestedQueries.slice(0, 10).map((q) => q.query),
        urls: [from.url, to.url],
      });
    }
  }
  for (const issue of ctx.canonical.get(key) ?? []) {
    const chainUrls = issue.chain.map((id) => ctx.pages[id].url);
    const from = ctx.pages[issue.a];
    const to = ctx.pages[issue.b];
    const description = issue.type === "canonical_loop"
      ? `Canonical loop: ${chainUrls.join(" -> ")}`
      : issue.type === "canonical_chain"
      ? `Canonical chain: ${chainUrls.join(" -> ")}; ${from.url} should point straight at the end`
      : issue.type === "canonical_to_non_indexable"
      ? `${from.url} canonicalises to ${to.url}, which is marked non-indexable`
      : `${from.url} is marked non-indexable and also canonicalises to ${to.url} (mixed signals)`;
    if (reasons.some((r) => r.type === issue.type)) continue;
    reasons.push({
      type: issue.type,
      strength: STRENGTH[issue.type],
      description,
      keywords: [],
      urls: chainUrls,
    });
  }
  if (reasons.length === 0) return null;
  // Query-level evidence wins over wording: when both pages report their ranking queries and
  // share none, similar keywords ("what is a dental implant" / "dental implants brooklyn") do
  // not make them compete.
  const wordingOnly = reasons.every((r) =>
    r.type === "shared_primary_keyword" || r.type === "shared_target_keywords"
  );
  if (wordingOnly && a.queries.size > 0 && b.queries.size > 0 && sharedQueries.length === 0) {
    return null;
  }
  const hasCanonical = reasons.some((r) =>
    r.type.startsWith("canonical") || r.type === "noindex_with_canonical"
  );
  const score = round(100 * (1 - reasons.reduce((p, r) => p * (1 - r.strength), 1)), 1);
  if (score < t.min_conflict_score && !hasCanonical) return null;
  reasons.sort((p, q) => q.strength - p.strength || byText(p.type, q.type));

  const sharedKeywordTexts = sharedTargets.map((k) => a.targetedText.get(k)!);
  const topics: Phrase[] = sharedTargets.map((k) =>
    a.primary?.key === k ? a.primary : a.targets.find((x) => x.key === k)!
  );
  for (const q of contestedQueries) topics.push(q.phrase);
  return {
    a: a.id,
    b: b.id,
    score,
    severity: severityOf(score),
    reasons,
    sharedKeywords: sharedKeywordTexts.slice(0, 10),
    sharedQueries,
    basis,
    queryOverlap: queryOverlap === null ? null : round(queryOverlap, 3),
    shareA: shareA === null ? null : round(shareA, 3),
    shareB: shareB === null ? null : round(shareB, 3),
    targetOverlap: targetOverlap === null ? null : round(targetOverlap, 3),
    titleSimilarity: titleSimilarity === null ? null : round(titleSimilarity, 3),
    intentDiffers: intentsDiffer(a.intent, b.intent),
    hasCanonical,
    samePrimary,
    topics,
  };
}

// ---------------------------------------------------------------------------------------------
// Analysis

const SEVERITY_RANK: Record<Severity, number> = { high: 3, medium: 2, low: 1 };

/**
 * Finds pages of one site that compete for the same queries and says, per cluster of
 * conflicting pages, which URL to keep and what to do with each of the others.
 */
export function analyzeCannibalization(
  input: CannibalizationInput,
  _options: CannibalizationOptions,
): CannibalizationResult {
  const sensitivity = input.sensitivity;
  const t = THRESHOLDS[sensitivity];
  const phrase = phraseCache();
  const siteHost = siteHostOf(input.pages.map((p) => p.url), input.target);
  const { pages, duplicateRows } = buildPages(input.pages, siteHost, phrase);
  const n = pages.length;
  const competing = pages.filter((p) => p.competing);

  // Title stems without site-wide boilerplate (brand suffixes) when the sample allows telling.
  const titleDf = new Map<string, number>();
  for (const p of competing) {
    for (const s of new Set(p.titlePhrase.stems)) titleDf.set(s, (titleDf.get(s) ?? 0) + 1);
  }
  const boilerplate = new Set<string>();
  if (competing.length >= 5) {
    for (const [s, df] of titleDf) if (df / competing.length > 0.5) boilerplate.add(s);
  }
  const titleSets = pages.map((p) =>
    new Set(p.titlePhrase.stems.filter((s) => !boilerplate.has(s)))
  );

  // Site-wide and brand queries are navigational, not cannibalization.
  const queryDf = new Map<string, { count: number; text: string }>();
  for (const p of competing) {
    for (const [k, q] of p.queries) {
      const e = queryDf.get(k);
      if (e) e.count++;
      else queryDf.set(k, { count: 1, text: q.text });
    }
  }
  const brand = brandKey(input.target, phrase);
  const ignored = new Map<string, string>();
  for (const [k, e] of queryDf) {
    const siteWide = competing.length >= 10 && e.count / competing.length >= 0.5;
    if (siteWide || (brand !== null && k === brand && e.count > 1)) ignored.set(k, e.text);
  }

  const { issues, status: canonicalStatus } = canonicalIssues(pages);
  const canonical = new Map<number, CanonicalIssue[]>();
  for (const issue of issues) push(canonical, pairKey(issue.a, issue.b, n), issue);

  // Pages whose title/URL/keywords match another page's primary keyword (shared matcher).
  const index = buildPageIndex(
    pages.map((p) => ({
      title: p.title,
      path: p.u.path,
      keywords: [...p.targetedText.values()],
      intent: p.intent,
    })),
    { phrase },
  );
  const primaryMatches = new Map<number, { from: number; to: number; score: number }>();
  for (const p of competing) {
    if (!p.primary) continue;
    const options = { minScore: t.primary_match_score, exclude: p.id, limit: MAX_PRIMARY_MATCHES };
    for (const m of matchPages(index, p.primary, options)) {
      if (!pages[m.page].competing) continue;
      const key = pairKey(p.id, m.page, n);
      const prev = primaryMatches.get(key);
      if (!prev || m.score > prev.score) {
        primaryMatches.set(key, { from: p.id, to: m.page, score: m.score });
      }
    }
  }

  const ctx: Context = {
    pages,
    t,
    titleSets,
    ignoredQueries: new Set(ignored.keys()),
    pageWeights: {
      impressions: new Float64Array(n).fill(Number.NaN),
      clicks: new Float64Array(n).fill(Number.NaN),
      count: new Float64Array(n).fill(Number.NaN),
    },
    canonical,
    primaryMatches,
  };
  const candidates = [...candidatePairs(ctx)].sort((x, y) => x - y);
  let results: PairResult[] = [];
  for (const key of candidates) {
    const r = evaluatePair(ctx, Math.floor(key / n), key % n);
    if (r) results.push(r);
  }

  // Focus keywords restrict the report to conflicts about them.
  const focus = (input.focus_keywords ?? []).map(phrase);
  let dropped = 0;
  if (focus.length > 0) {
    const before = results.length;
    results = results.filter((r) => matchesFocus(r, focus, pages));
    dropped = before - results.length;
  }

  // Clusters: connected components of the conflict graph.
  const parent = pages.map((p) => p.id);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  for (const r of results) {
    const [ra, rb] = [find(r.a), find(r.b)];
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
  const members = new Map<number, number[]>();
  const memberResults = new Map<number, PairResult[]>();
  const placed = new Set<number>();
  for (const r of results) {
    for (const id of [r.a, r.b]) {
      if (placed.has(id)) continue;
      placed.add(id);
      push(members, find(id), id);
    }
    push(memberResults, find(r.a), r);
  }
  const edges = new Map<number, PairResult[]>();
  for (const r of results) {
    push(edges, r.a, r);
    push(edges, r.b, r);
  }

  interface Built {
    pageIds: number[];
    ranked: number[];
    results: PairResult[];
    severity: Severity;
    maxScore: number;
    clicks: number | null;
    impressions: number | null;
  }
  const built: Built[] = [];
  for (const [root, ids] of members) {
    const own = memberResults.get(root)!;
    const ranked = queryOwnerFirst(rankPages(ids, pages), own, pages);
    const maxScore = own.reduce((m, r) => Math.max(m, r.score), 0);
    const sum = (k: "clicks" | "impressions") =>
      ids.some((id) => pages[id][k] !== null)
        ? ids.reduce((s, id) => s + (pages[id][k] ?? 0), 0)
        : null;
    built.push({
      pageIds: ids,
      ranked,
      results: own,
      severity: own.reduce<Severity>(
        (s, r) => SEVERITY_RANK[r.severity] > SEVERITY_RANK[s] ? r.severity : s,
        "low",
      ),
      maxScore,
      clicks: sum("clicks"),
      impressions: sum("impressions"),
    });
  }
  built.sort((x, y) =>
    SEVERITY_RANK[y.severity] - SEVERITY_RANK[x.severity] ||
    (y.clicks ?? 0) - (x.clicks ?? 0) ||
    (y.impressions ?? 0) - (x.impressions ?? 0) ||
    y.pageIds.length - x.pageIds.length ||
    byText(pages[x.ranked[0]].u.key, pages[y.ranked[0]].u.key)
  );

  // Conflict ids follow score order.
  const ordered = [...results].sort((x, y) =>
    y.score - x.score || byText(pages[x.a].u.key, pages[y.a].u.key) ||
    byText(pages[x.b].u.key, pages[y.b].u.key)
  );
  const conflictId = new Map<PairResult, string>();
  ordered.forEach((r, i) => conflictId.set(r, `c${i + 1}`));
  const clusterOf = new Map<number, string>();
  built.forEach((c, i) => {
    for (const id of c.pageIds) clusterOf.set(id, `cl${i + 1}`);
  });

  const clusters: Cluster[] = [];
  const preferred: PreferredUrl[] = [];
  const remediation: Remediation[] = [];
  built.forEach((c, i) => {
    const id = `cl${i + 1}`;
    const pref = preferredOf(c.ranked, pages);
    preferred.push({ cluster_id: id, ...pref });
    const steps = remediate(c.ranked, { pages, edges, conflictId, clusterId: id });
    remediation.push(...steps);
    const mainKeyword = mainKeywordOf(c.results, pages[c.ranked[0]]);
    const shared = topSharedKeywords(c.results);
    const actions = new Set(steps.map((s) => s.action));
    const canonicalOnly = c.results.every((r) => r.hasCanonical);
    clusters.push({
      id,
      pages: c.ranked.map((p) => pages[p].url),
      size: c.ranked.length,
      main_keyword: mainKeyword,
      shared_keywords: shared,
      severity: c.severity,
      max_score: c.maxScore,
      conflict_count: c.results.length,
      total_clicks: c.clicks,
      total_impressions: c.impressions,
      preferred_url: pref.url,
      recommendation: canonicalOnly
        ? "fix_canonicals"
        : actions.has("merge") || actions.has("redirect_301")
        ? "consolidate"
        : actions.has("canonicalise")
        ? "fix_canonicals"
        : actions.has("differentiate")
        ? "differentiate"
        : "deindex",
    });
  });

  const conflicts: Conflict[] = ordered.slice(0, MAX_CONFLICTS_LISTED).map((r) => ({
    id: conflictId.get(r)!,
    cluster_id: clusterOf.get(r.a)!,
    page_a: pages[r.a].url,
    page_b: pages[r.b].url,
    score: r.score,
    severity: r.severity,
    reasons: r.reasons,
    shared_keywords: r.sharedKeywords,
    shared_queries: r.sharedQueries.slice(0, 10).map(({ weight: _w, phrase: _p, ...q }) => q),
    weight_basis: r.basis,
    query_overlap: r.queryOverlap,
    target_overlap: r.targetOverlap,
    title_similarity: r.titleSimilarity,
    intent_differs: r.intentDiffers,
  }));

  const pageSignals = pages.map((p) =>
    pageSignal(p, canonicalStatus.get(p.id), clusterOf.get(p.id))
  );
  const counts = { high: 0, medium: 0, low: 0 };
  for (const r of results) counts[r.severity]++;
  const ignoredList = [...ignored.values()].sort(byText);
  const summary = {
    pages_received: input.pages.length,
    pages_analysed: n,
    duplicate_rows_merged: duplicateRows,
    competing_pages: competing.length,
    conflicts_total: results.length,
    conflicts_listed: conflicts.length,
    ...counts,
    clusters: clusters.length,
    pages_in_conflict: clusterOf.size,
    ignored_queries: ignoredList.slice(0, 20),
  };

  const facts: Facts = {
    input,
    sensitivity,
    t,
    pages,
    siteHost,
    summary,
    clusters,
    preferred,
    remediation,
    conflicts,
    ordered,
    focus: focus.map((f) => f.text),
    dropped,
    duplicateRows,
    ignored: ignoredList,
    boilerplate: [...boilerplate].sort(byText),
  };
  const workflow = buildWorkflow(facts);
  const markdown = markdownSummary({
    title: "Keyword cannibalization",
    headline: workflow.summary,
    figures: [
      [
        "Pages analysed",
        `${n}${duplicateRows > 0 ? ` (${duplicateRows} duplicate rows merged)` : ""}`,
      ],
      [
        "Conflicts (high / medium / low)",
        `${results.length} (${counts.high} / ${counts.medium} / ${counts.low})`,
      ],
      ["Clusters", clusters.length],
      [
        "Pages to consolidate",
        remediation.filter((r) => r.action === "merge" || r.action === "redirect_301").length,
      ],
      ["Pages to differentiate", remediation.filter((r) => r.action === "differentiate").length],
      ["Sensitivity", sensitivity],
      ...clusters.slice(0, 5).map((c): [string, string] => [
        `${c.id}: ${c.main_keyword}`,
        `keep ${c.preferred_url} (${c.size} pages, ${c.severity})`,
      ]),
    ],
    actions: workflow.recommended_actions,
    notes: workflow.limitations.slice(0, 3),
  });

  return {
    summary,
    sensitivity,
    thresholds: { ...t },
    focus: {
      mode: focus.length > 0 ? "restrict" : "none",
      keywords: focus.map((f) => f.text),
      conflicts_dropped: dropped,
    },
    page_signals: pageSignals,
    conflicts,
    clusters,
    preferred_urls: preferred,
    remediation,
    method: structuredClone(METHOD) as typeof METHOD,
    agent_workflow: workflow,
    markdown_summary: markdown,
  };
}

function brandKey(target: string | undefined, phrase: (t: string) => Phrase): string | null {
  if (!target) return null;
  const host = normalisePageUrl(/^[a-z]+:\/\//i.test(target) ? target : `https://${target}`, "")
    .host;
  const labels = host.split(":")[0].split(".").filter(Boolean);
  if (labels.length < 2) return null;
  const sld = labels[labels.length - 2];
  // example.co.uk: the brand is the label before the two-part suffix.
  const name = labels.length >= 3 && sld.length <= 3 && labels[labels.length - 1].length === 2
    ? labels[labels.length - 3]
    : sld;
  const p = phrase(name);
  return p.stems.length > 0 ? p.key : null;
}

function matchesFocus(r: PairResult, focus: readonly Phrase[], pages: readonly Page[]): boolean {
  if (r.topics.some((topic) => focus.some((f) => phraseContains(topic, f)))) return true;
  const about = (p: Page) =>
    focus.some((f) =>
      phraseContains(p.titlePhrase, f) || (p.primary !== null && phraseContains(p.primary, f))
    );
  return about(pages[r.a]) && about(pages[r.b]);
}

/** Pages of a cluster, the one to keep first (see METHOD.preferred_url). */
function rankPages(ids: readonly number[], pages: readonly Page[]): number[] {
  const inbound = canonicalInbound(ids, pages);
  return [...ids].sort((x, y) => comparePages(pages[x], pages[y], inbound).order);
}

function canonicalInbound(ids: readonly number[], pages: readonly Page[]): Map<number, number> {
  const set = new Set(ids);
  const inbound = new Map<number, number>();
  for (const id of ids) {
    const t = pages[id].canonicalTarget;
    if (t !== null && set.has(t)) inbound.set(t, (inbound.get(t) ?? 0) + 1);
  }
  return inbound;
}

function eligible(p: Page): boolean {
  return p.indexable !== false && p.canonicalTarget === null &&
    !(p.canonicalKey !== null && p.canonicalKey !== p.u.key);
}

function depth(p: Page): number {
  return p.u.path === "/" ? 0 : p.u.path.split("/").length - 1;
}

function comparePages(
  a: Page,
  b: Page,
  inbound: ReadonlyMap<number, number>,
): { order: number; signal: PreferredUrl["decided_by"] } {
  const steps: [PreferredUrl["decided_by"], number][] = [
    ["eligibility", Number(eligible(b)) - Number(eligible(a))],
    ["clicks", (b.clicks ?? 0) - (a.clicks ?? 0)],
    ["impressions", (b.impressions ?? 0) - (a.impressions ?? 0)],
    ["avg_position", (a.avgPosition ?? 1001) - (b.avgPosition ?? 1001)],
    ["backlinks", (b.backlinks ?? 0) - (a.backlinks ?? 0)],
    ["canonical_target", (inbound.get(b.id) ?? 0) - (inbound.get(a.id) ?? 0)],
    ["indexable", Number(b.indexable !== false) - Number(a.indexable !== false)],
    ["path_depth", depth(a) - depth(b)],
    ["url_order", byText(a.u.key, b.u.key) || a.id - b.id],
  ];
  for (const [signal, d] of steps) if (d !== 0) return { order: d, signal };
  return { order: 0, signal: "url_order" };
}

function fmt(value: number | null): string {
  return value === null ? "n/a" : String(value);
}

/**
 * The page to keep is decided on the contested query itself: the cluster's heaviest contested
 * query goes to the page with the most clicks on it (then the best position), not to the page
 * with the biggest totals from other queries. The rest keeps its order.
 */
function queryOwnerFirst(
  ranked: number[],
  results: readonly PairResult[],
  pages: readonly Page[],
): number[] {
  const contested = results.flatMap((r) => r.sharedQueries.filter((q) => q.contested))
    .sort((x, y) => y.weight - x.weight || byText(x.query, y.query))[0];
  if (!contested) return ranked;
  const key = contested.phrase.key;
  const on = (id: number) => pages[id].queries.get(key) ?? null;
  const holders = ranked.filter((id) => on(id) !== null);
  if (holders.length < 2) return ranked;
  const best = [...holders].sort((x, y) =>
    (on(y)!.clicks ?? 0) - (on(x)!.clicks ?? 0) ||
    (on(x)!.position ?? 1001) - (on(y)!.position ?? 1001) ||
    ranked.indexOf(x) - ranked.indexOf(y)
  )[0];
  return [best, ...ranked.filter((id) => id !== best)];
}

/**
 * The clicks a page earns on queries the kept page does not rank for: a page that wins its own
 * queries is a page of its own, never merged or redirected away.
 */
function ownQueryClicks(p: Page, k: Page): number {
  let clicks = 0;
  for (const [key, q] of p.queries) if (!k.queries.has(key)) clicks += q.clicks ?? 0;
  return clicks;
}

function preferredOf(
  ranked: readonly number[],
  pages: readonly Page[],
): Omit<PreferredUrl, "cluster_id"> {
  const inbound = canonicalInbound(ranked, pages);
  const win = pages[ranked[0]];
  const run = pages[ranked[1]];
  let { signal } = comparePages(win, run, inbound);
  const eligibleCount = ranked.filter((id) => eligible(pages[id])).length;
  if (signal === "eligibility" && eligibleCount === 1) signal = "only_eligible";
  const values: Record<string, string> = {
    only_eligible: `the only page in the cluster that is indexable and not canonicalised elsewhere`,
    eligibility: `indexable and not canonicalised elsewhere, unlike ${run.url}`,
    clicks: `most clicks: ${fmt(win.clicks)} vs ${fmt(run.clicks)} for ${run.url}`,
    impressions: `clicks tie (${fmt(win.clicks)}); most impressions: ${fmt(win.impressions)} vs ${
      fmt(run.impressions)
    } for ${run.url}`,
    avg_position: `clicks and impressions tie; best average position: ${fmt(win.avgPosition)} vs ${
      fmt(run.avgPosition)
    } for ${run.url}`,
    backlinks: `performance ties; most backlinks: ${fmt(win.backlinks)} vs ${
      fmt(run.backlinks)
    } for ${run.url}`,
    canonical_target: `performance and links tie; other pages of the cluster canonicalise to it`,
    indexable: `performance and links tie; it is indexable, ${run.url} is not`,
    path_depth: `no performance data separates them; it has the shorter, more central path`,
    url_order: `no signal separates the pages; first by URL order`,
  };
  const fixes: string[] = [];
  if (win.indexable === false) {
    fixes.push(`Remove the noindex from ${win.url} so the kept page can rank`);
  }
  if (win.canonicalKey !== null && win.canonicalKey !== win.u.key) {
    fixes.push(`Make ${win.url}'s canonical self-referencing (it points at ${win.canonicalRaw})`);
  }
  return {
    url: win.url,
    decided_by: signal,
    reason: `Keep ${win.url}: ${values[signal]}`,
    runner_up: run.url,
    clicks: win.clicks,
    impressions: win.impressions,
    avg_position: win.avgPosition,
    backlinks: win.backlinks,
    required_fixes: fixes,
  };
}

const THIN_TYPE = /(tag|archive|author|search|pagination|paginated|filter|facet|attachment)/;
const THIN_PATH = /\/(tag|tags|author|authors|search|page\/\d+|archive|archives)(\/|$)/;
const VARIANT_TYPE = /(product|category|collection|listing|catalog|plp|pdp)/;

function isVariant(p: Page, k: Page, r: PairResult): boolean {
  if (p.u.key.includes("?")) return true;
  if (p.u.path === k.u.path) return true;
  const type = (p.pageType ?? "").toLowerCase();
  return type !== "" && type === (k.pageType ?? "").toLowerCase() && VARIANT_TYPE.test(type) &&
    (r.titleSimilarity ?? 0) >= 0.8;
}

interface RemediateContext {
  pages: Page[];
  edges: Map<number, PairResult[]>;
  conflictId: Map<PairResult, string>;
  clusterId: string;
}

const PRIORITY: Record<Severity, "high" | "medium" | "low"> = {
  high: "high",
  medium: "medium",
  low: "low",
};

/** Remediation of every page but the preferred one, visited outward from it. */
function remediate(ranked: readonly number[], ctx: RemediateContext): Remediation[] {
  const { pages, edges } = ctx;
  const rank = new Map(ranked.map((id, i) => [id, i]));
  const keeper = new Map<number, number>([[ranked[0], ranked[0]]]);
  const processed = new Set<number>([ranked[0]]);
  const out: Remediation[] = [];
  let layer = [ranked[0]];
  while (layer.length > 0) {
    const next = new Set<number>();
    for (const id of layer) {
      for (const r of edges.get(id) ?? []) {
        const other = r.a === id ? r.b : r.a;
        if (!processed.has(other)) next.add(other);
      }
    }
    const order = [...next].sort((x, y) => rank.get(x)! - rank.get(y)!);
    for (const id of order) {
      const links = (edges.get(id) ?? []).filter((r) => processed.has(r.a === id ? r.b : r.a))
        .sort((x, y) => {
          const ox = x.a === id ? x.b : x.a;
          const oy = y.a === id ? y.b : y.a;
          return y.score - x.score || rank.get(ox)! - rank.get(oy)!;
        });
      const r = links[0];
      const neighbour = r.a === id ? r.b : r.a;
      const keep = keeper.get(neighbour)!;
      const step = decide(pages[id], pages[keep], r, ctx);
      out.push(step);
      keeper.set(id, step.action === "differentiate" ? id : keep);
      processed.add(id);
    }
    layer = order;
  }
  return out;
}

function decide(p: Page, k: Page, r: PairResult, ctx: RemediateContext): Remediation {
  const types = new Set(r.reasons.map((x) => x.type));
  const share = r.a === p.id ? r.shareA : r.shareB;
  const topic = r.sharedKeywords[0] ?? r.sharedQueries.find((q) => q.contested)?.query ??
    k.primary?.text ?? null;
  const make = (
    action: RemediationAction,
    reason: string,
    priority: "high" | "medium" | "low" = PRIORITY[r.severity],
  ): Remediation => ({
    url: p.url,
    cluster_id: ctx.clusterId,
    action,
    relative_to: k.url,
    priority,
    reason,
    conflict_id: ctx.conflictId.get(r)!,
    suggested_keyword: null,
    suggestion_source: null,
    steps: stepsFor(action, p, k, topic),
  });

  if (p.indexable === false) {
    return make(
      "noindex",
      types.has("noindex_with_canonical")
        ? `${p.url} is already non-indexable; keep the noindex and drop its canonical to ${p.canonicalRaw} so the signals agree`
        : `${p.url} is already non-indexable; keep it out of the index and out of the sitemap`,
      types.has("noindex_still_ranking") ? "medium" : "low",
    );
  }
  if (
    types.has("canonical_loop") || types.has("canonical_chain") ||
    types.has("canonical_to_non_indexable")
  ) {
    const what = types.has("canonical_loop")
      ? "breaks the canonical loop"
      : types.has("canonical_chain")
      ? "replaces the canonical chain with one hop"
      : "stops pointing the canonical at a non-indexable page";
    return make(
      "canonicalise",
      `Pointing ${p.url}'s canonical straight at ${k.url} ${what}`,
      "high",
    );
  }
  if (types.has("canonical_ignored")) {
    if (isVariant(p, k, r)) {
      return make(
        "canonicalise",
        `Google ignores ${p.url}'s canonical; as a URL variant it must stay, so make its content match ${k.url} and link only to ${k.url}`,
      );
    }
    return make(
      "redirect_301",
      `Google ignores ${p.url}'s canonical to ${k.url} (it still gets traffic on shared queries); a 301 is a directive, not a hint`,
    );
  }
  // Different intents stay separate pages unless Google already treats them as one (60%+ of
  // the page's query demand is contested).
  if (intentsDiffer(p.intent, k.intent) && (share ?? 0) < 0.6) {
    return differentiate(
      p,
      k,
      r,
      make,
      `${p.url} serves ${p.intent.intents.join("/")} intent and ${k.url} ${
        k.intent.intents.join("/")
      }; give each its own query instead of merging`,
    );
  }
  const ownClicks = ownQueryClicks(p, k);
  if (ownClicks >= 50 && ownClicks >= 0.5 * (p.clicks ?? 0)) {
    return differentiate(
      p,
      k,
      r,
      make,
      `${p.url} wins queries of its own (${ownClicks} clicks on queries ${k.url} does not rank for); keep both and leave the contested query to ${k.url}`,
    );
  }
  const strong = r.score >= SEVERITY_BANDS.high || (share ?? 0) >= 0.5 || r.samePrimary ||
    (r.titleSimilarity ?? 0) >= 0.8;
  if (!strong) {
    return differentiate(
      p,
      k,
      r,
      make,
      `Overlap is partial (score ${r.score}); sharpen ${p.url} on what only it covers`,
    );
  }
  if (isVariant(p, k, r)) {
    return make(
      "canonicalise",
      `${p.url} is a variant of ${k.url} (parameters, same path or same product/category title); keep it for users and canonicalise it`,
    );
  }
  if (THIN_TYPE.test((p.pageType ?? "").toLowerCase()) || THIN_PATH.test(p.u.path)) {
    return make(
      "noindex",
      `${p.url} is an archive/tag/search-type page competing with ${k.url}; keep it for navigation but out of the index`,
    );
  }
  const kClicks = k.clicks ?? 0;
  const pClicks = p.clicks ?? 0;
  const weak = (pClicks === 0 || (kClicks > 0 && pClicks <= 0.1 * kClicks)) &&
    (p.backlinks ?? 0) === 0;
  if (weak) {
    return make(
      "redirect_301",
      `${p.url} has ${pClicks} clicks${
        kClicks > 0
          ? ` (${round(kClicks > 0 ? (pClicks / kClicks) * 100 : 0, 0)}% of the kept page's)`
          : ""
      } and no backlinks on record, and overlaps strongly (score ${r.score}): redirect it`,
    );
  }
  return make(
    "merge",
    `${p.url} overlaps strongly (score ${r.score}) but has value of its own (${pClicks} clicks, ${
      p.backlinks === null ? "backlinks not supplied" : `${p.backlinks} backlinks`
    }): move its unique content into ${k.url}, then 301 it`,
  );
}

function differentiate(
  p: Page,
  k: Page,
  r: PairResult,
  make: (a: RemediationAction, reason: string, priority?: "high" | "medium" | "low") => Remediation,
  reason: string,
): Remediation {
  const taken = new Set<string>([...k.targeted, ...k.queries.keys()]);
  for (const q of r.sharedQueries) taken.add(q.phrase.key);
  let suggestion: string | null = null;
  let source: Remediation["suggestion_source"] = null;
  const own = [...p.queries.entries()].filter(([key, q]) =>
    !taken.has(key) && q.phrase.stems.length > 0
  )
    .sort((x, y) =>
      (y[1].clicks ?? 0) - (x[1].clicks ?? 0) ||
      (y[1].impressions ?? 0) - (x[1].impressions ?? 0) ||
      byText(x[1].text, y[1].text)
    );
  if (own.length > 0) {
    suggestion = own[0][1].text;
    source = "unique_query";
  } else {
    const target = [...p.targetedText.entries()].find(([key]) => !taken.has(key));
    if (target) {
      suggestion = target[1];
      source = "unique_target_keyword";
    }
  }
  if (!suggestion) {
    const base = r.sharedKeywords[0] ?? r.sharedQueries[0]?.query ?? p.primary?.text ?? p.title;
    suggestion = modifierFor(base, p).slice(0, 200).trim();
    source = "intent_modifier";
  }
  const step = make("differentiate", reason);
  return {
    ...step,
    suggested_keyword: suggestion,
    suggestion_source: source,
    steps: [
      `Retarget ${p.url} to "${suggestion}": title, H1 and introduction`,
      ...step.steps,
    ],
  };
}

function modifierFor(base: string, p: Page): string {
  const lower = base.toLowerCase();
  const intent = p.intent.intents[0] ?? "informational";
  if (intent === "transactional") {
    return /pric|plan/.test(`${p.pageType ?? ""} ${p.u.path}`) ? `${base} pricing` : `buy ${base}`;
  }
  if (intent === "commercial") {
    return /\b(best|top)\b/.test(lower) ? `${base} comparison` : `best ${base}`;
  }
  if (intent === "navigational") return `${base} overview`;
  return /\b(how|guide|tutorial)\b/.test(lower) ? `${base} examples` : `${base} guide`;
}

function stepsFor(action: RemediationAction, p: Page, k: Page, topic: string | null): string[] {
  const about = topic ? ` for "${topic}"` : "";
  switch (action) {
    case "merge":
      return [
        `Move the sections of ${p.url} that ${k.url} lacks into ${k.url}`,
        `301-redirect ${p.url} to ${k.url}`,
        `Point internal links at ${k.url} and remove ${p.url} from the XML sitemap`,
        `Check ${k.url}'s rankings${about} after 2-4 weeks`,
      ];
    case "redirect_301":
      return [
        `301-redirect ${p.url} to ${k.url}`,
        `Point internal links at ${k.url} and remove ${p.url} from the XML sitemap`,
      ];
    case "canonicalise":
      return [
        `Set <link rel="canonical" href="${k.url}"> on ${p.url}`,
        `Make ${k.url}'s canonical self-referencing`,
        `Link internally to ${k.url}, not ${p.url}`,
      ];
    case "noindex":
      return [
        `Keep <meta name="robots" content="noindex,follow"> on ${p.url} and leave it crawlable`,
        `Remove ${p.url} from the XML sitemap and point links${about} at ${k.url}`,
      ];
    case "differentiate":
      return [
        ...(topic
          ? [
            phraseContains(p.titlePhrase, toPhrase(topic))
              ? `Remove "${topic}" from ${p.url}'s title and H1`
              : `Keep "${topic}" out of ${p.url}'s title and H1`,
          ]
          : []),
        `Link from ${p.url} to ${k.url}${topic ? ` with the anchor "${topic}"` : ""}`,
      ];
  }
}

function mainKeywordOf(results: readonly PairResult[], pref: Page): string {
  const weights = new Map<string, { text: string; weight: number; count: number }>();
  for (const r of results) {
    for (const q of r.sharedQueries) {
      if (!q.contested) continue;
      const e = weights.get(q.phrase.key) ?? { text: q.query, weight: 0, count: 0 };
      e.weight += q.weight;
      e.count++;
      weights.set(q.phrase.key, e);
    }
  }
  const top =
    [...weights.values()].sort((x, y) =>
      y.weight - x.weight || y.count - x.count || byText(x.text, y.text)
    )[0];
  const text = top?.text ?? topSharedKeywords(results)[0] ?? pref.primary?.text ?? pref.title;
  return text.slice(0, 200).trim() || pref.title.slice(0, 200);
}

function topSharedKeywords(results: readonly PairResult[]): string[] {
  const counts = new Map<string, number>();
  for (const r of results) {
    for (const k of r.sharedKeywords) counts.set(k, (counts.get(k) ?? 0) + 1);
    for (const q of r.sharedQueries) {
      if (q.contested) counts.set(q.query, (counts.get(q.query) ?? 0) + 1);
    }
  }
  return [...counts].sort((x, y) => y[1] - x[1] || byText(x[0], y[0])).slice(0, 10).map(([k]) => k);
}

function pageSignal(
  p: Page,
  status: "loop" | "chain" | undefined,
  cluster: string | undefined,
): PageSignal {
  const top = [...p.queries.values()].sort((x, y) =>
    (y.clicks ?? 0) - (x.clicks ?? 0) || (y.impressions ?? 0) - (x.impressions ?? 0) ||
    byText(x.text, y.text)
  ).slice(0, 5);
  const canonicalStatus: PageSignal["canonical_status"] = status ??
    (p.canonicalKey === null
      ? "none"
      : p.canonicalKey === p.u.key
      ? "self"
      : p.canonicalTarget !== null
      ? "points_to_supplied_page"
      : "points_outside_set");
  return {
    url: p.url,
    normalized_url: p.u.key,
    merged_urls: p.merged,
    title: p.title,
    page_type: p.pageType,
    intent: p.intent.intents,
    intent_source: p.intent.source,
    primary_keyword: p.primary?.text ?? null,
    primary_topic_stems: (p.primary ?? p.titlePhrase).stems.slice(0, 8),
    target_keywords: p.targets.map((x) => x.text),
    ranking_query_count: p.queries.size,
    top_queries: top.map((q) => ({ query: q.text, clicks: q.clicks, impressions: q.impressions })),
    clicks: p.clicks,
    impressions: p.impressions,
    avg_position: p.avgPosition,
    backlinks: p.backlinks,
    metrics_source: p.metricsSource,
    indexable: p.indexable,
    canonical_url: p.canonicalRaw,
    canonical_status: canonicalStatus,
    competing: p.competing,
    cluster_id: cluster ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// agent_workflow

interface Facts {
  input: CannibalizationInput;
  sensitivity: Sensitivity;
  t: CannibalizationThresholds;
  pages: Page[];
  siteHost: string;
  summary: CannibalizationResult["summary"];
  clusters: Cluster[];
  preferred: PreferredUrl[];
  remediation: Remediation[];
  conflicts: Conflict[];
  ordered: PairResult[];
  focus: string[];
  dropped: number;
  duplicateRows: number;
  ignored: string[];
  boilerplate: string[];
}

function decisionOf(f: Facts): string {
  if (f.summary.conflicts_total === 0) return "no_cannibalization";
  let consolidate = 0;
  let fix = 0;
  let diff = 0;
  for (const c of f.clusters) {
    if (c.recommendation === "consolidate") consolidate++;
    else if (c.recommendation === "fix_canonicals") fix++;
    else if (c.recommendation === "differentiate") diff++;
    else consolidate++;
  }
  if (consolidate >= fix && consolidate >= diff) return "consolidate";
  if (fix >= diff) return "fix_canonicals";
  return "differentiate";
}

const ACTION_WORD: Record<RemediationAction, string> = {
  merge: "merge",
  redirect_301: "301-redirect",
  differentiate: "differentiate",
  canonicalise: "canonicalise",
  noindex: "noindex",
};

function buildWorkflow(f: Facts): AgentWorkflow {
  const decision = decisionOf(f);
  const actions: RecommendedAction[] = [];
  const prefByCluster = new Map(f.preferred.map((p) => [p.cluster_id, p]));
  for (const c of f.clusters.slice(0, 6)) {
    const steps = f.remediation.filter((r) => r.cluster_id === c.id);
    const byAction = new Map<RemediationAction, number>();
    for (const s of steps) byAction.set(s.action, (byAction.get(s.action) ?? 0) + 1);
    const parts = [...byAction].sort((x, y) => y[1] - x[1] || byText(x[0], y[0]))
      .map(([a, k]) => `${ACTION_WORD[a]} ${k}`);
    const pref = prefByCluster.get(c.id)!;
    actions.push({
      action: `Keep ${c.preferred_url} for "${c.main_keyword}" and ${
        parts.join(", ")
      } other page(s)`,
      priority: PRIORITY[c.severity],
      reason: `${c.size} pages conflict (max score ${c.max_score}); ${pref.reason}`,
      target: c.preferred_url,
    });
    for (const fix of pref.required_fixes) {
      actions.push({
        action: fix,
        priority: "high",
        reason: `Required before consolidating ${c.id}`,
        target: c.preferred_url,
      });
    }
  }
  if (f.ignored.length > 0) {
    actions.push({
      action: "Leave site-wide and brand queries alone",
      priority: "low",
      reason: `${f.ignored.length} navigational quer${
        f.ignored.length === 1 ? "y" : "ies"
      } (e.g. "${f.ignored[0]}") show many pages by design`,
    });
  }
  if (decision === "no_cannibalization") {
    actions.push({
      action:
        "No consolidation needed; re-run with ranking_queries (with impressions) from Search Console after the next content release",
      priority: "low",
      reason:
        `No pair of the ${f.summary.pages_analysed} pages passed the ${f.sensitivity} thresholds`,
    });
  }

  const evidence: Evidence[] = [
    {
      claim: "Pages analysed (after merging duplicate URLs)",
      value: f.summary.pages_analysed,
      source: "pages",
    },
    { claim: "Conflicting page pairs", value: f.summary.conflicts_total, source: "conflicts" },
    { claim: "High-severity conflicts", value: f.summary.high, source: "conflicts[].severity" },
    { claim: "Clusters of competing pages", value: f.summary.clusters, source: "clusters" },
  ];
  const top = f.ordered[0];
  if (top) {
    evidence.push({
      claim: `Strongest conflict: ${f.pages[top.a].url} vs ${f.pages[top.b].url} (score 0-100)`,
      value: top.score,
      source: "conflicts[0].score",
    });
    if (top.queryOverlap !== null) {
      evidence.push({
        claim: `Share of demand on contested queries in the strongest conflict (${top.basis})`,
        value: top.queryOverlap,
        source: "conflicts[0].query_overlap",
      });
    }
  }
  for (const c of f.clusters.slice(0, 3)) {
    const pref = prefByCluster.get(c.id)!;
    if (c.total_clicks !== null) {
      evidence.push({
        claim: `${c.id} (${c.main_keyword}): clicks across its ${c.size} pages`,
        value: c.total_clicks,
        source: "pages[].clicks",
      });
    }
    if (pref.clicks !== null) {
      evidence.push({
        claim: `${c.id}: clicks of the preferred URL ${pref.url}`,
        value: pref.clicks,
        source: "pages[].clicks",
      });
    }
  }
  if (f.duplicateRows > 0) {
    evidence.push({
      claim: "Duplicate URL rows merged",
      value: f.duplicateRows,
      source: "pages[].url",
    });
  }

  return agentWorkflow({
    decision,
    confidence: confidenceOf(f),
    summary: summaryOf(f, decision),
    recommended_actions: actions.slice(0, 10),
    evidence,
    limitations: limitationsOf(f),
    next_calls: nextCallsOf(f),
  });
}

function summaryOf(f: Facts, decision: string): string {
  const s = f.summary;
  if (decision === "no_cannibalization") {
    return `No cannibalization found among ${s.pages_analysed} pages at ${f.sensitivity} sensitivity.`;
  }
  const big = f.clusters[0];
  const what = decision === "consolidate"
    ? "Consolidate the overlapping pages into one URL per topic"
    : decision === "fix_canonicals"
    ? "Fix the canonical and indexability signals first"
    : "Differentiate the pages so each targets its own query";
  return `${s.conflicts_total} conflicting pair(s) in ${s.clusters} cluster(s) across ${s.pages_in_conflict} of ${s.pages_analysed} pages (${s.high} high severity); the biggest is "${big.main_keyword}" (${big.size} pages, keep ${big.preferred_url}). ${what}.`;
}

function confidenceOf(f: Facts): number {
  const pages = f.pages;
  const share = (pred: (p: Page) => boolean) => pages.filter(pred).length / pages.length;
  let c = 0.45;
  c += 0.2 * share((p) => p.queries.size > 0 && (p.allImpressions || p.allClicks));
  c += 0.1 * share((p) => p.clicks !== null || p.impressions !== null);
  c += 0.1 * share((p) => p.primary !== null || p.targets.length > 0);
  c += 0.05 * share((p) => p.pageType !== null);
  if (f.duplicateRows > 0) c -= 0.05;
  if (f.siteHost === "" && pages.some((p) => p.u.relative)) c -= 0.05;
  return Math.max(0.3, Math.min(0.9, c));
}

function limitationsOf(f: Facts): string[] {
  const out = [
    "Uses only the supplied page data: no SERP overlap, content similarity or crawl, so two pages can share keywords yet satisfy different searches (check the live SERP before merging).",
  ];
  const withQueries = f.pages.filter((p) => p.queries.size > 0).length;
  if (withQueries < f.pages.length) {
    out.push(
      `${
        f.pages.length - withQueries
      } of ${f.pages.length} pages have no ranking_queries; their conflicts rest on keywords and titles only (add Search Console queries with impressions for a measured view).`,
    );
  }
  if (f.pages.some((p) => p.queries.size > 0 && !p.allImpressions && !p.allClicks)) {
    out.push(
      "Some ranking queries carry no clicks or impressions; those pairs are compared by query count.",
    );
  }
  if (f.pages.every((p) => p.pageType === null) && f.pages.every((p) => p.primary === null)) {
    out.push(
      "No page_type or primary_keyword given: intent is read from URLs and title modifiers only.",
    );
  }
  if (f.duplicateRows > 0) {
    out.push(
      `${f.duplicateRows} row(s) with an already-listed URL (after normalisation) were merged: first title kept, keyword lists joined, the larger metric kept.`,
    );
  }
  if (f.siteHost === "" && f.pages.some((p) => p.u.relative)) {
    out.push(
      "Relative URLs could not be made absolute (no `target` and no absolute URL); follow-up calls that need a URL are skipped.",
    );
  }
  if (f.ignored.length > 0) {
    out.push(
      `${f.ignored.length} site-wide or brand quer${
        f.ignored.length === 1 ? "y was" : "ies were"
      } ignored: ${f.ignored.slice(0, 5).map((q) => `"${q}"`).join(", ")}.`,
    );
  }
  if (f.boilerplate.length > 0) {
    out.push(
      `Title words on more than half of the pages were ignored in title similarity: ${
        f.boilerplate.slice(0, 5).join(", ")
      }.`,
    );
  }
  if (f.focus.length > 0) {
    out.push(
      `focus_keywords restrict the report: ${f.dropped} conflict(s) not about ${
        f.focus.slice(0, 5).map((k) => `"${k}"`).join(", ")
      } were left out.`,
    );
  }
  if (f.summary.conflicts_total > f.summary.conflicts_listed) {
    out.push(
      `${f.summary.conflicts_total} conflicts found; the ${f.summary.conflicts_listed} strongest are listed (clusters and remediation use all).`,
    );
  }
  const outside =
    f.pages.filter((p) =>
      p.canonicalTarget === null && p.canonicalKey !== null && p.canonicalKey !== p.u.key
    ).length;
  if (outside > 0) {
    out.push(
      `${outside} page(s) canonicalise to URLs not in the supplied set; those targets could not be checked.`,
    );
  }
  return out;
}

function nextCallsOf(f: Facts): NextCall[] {
  const calls: NextCall[] = [];
  const byUrl = new Map(f.pages.map((p) => [p.url, p]));
  const target = f.input.target ? { target: f.input.target } : {};
  // Canonical fixes first: check the page whose canonical must change against the kept URL.
  const canonicalFix = f.remediation.find((r) =>
    r.action === "canonicalise" && byUrl.get(r.url)?.u.absolute
  );
  if (canonicalFix) {
    const page = byUrl.get(canonicalFix.url)!;
    const kept = byUrl.get(canonicalFix.relative_to)!;
    calls.push({
      endpoint: "/content/technical-qa",
      reason:
        `Verify ${canonicalFix.url} declares ${canonicalFix.relative_to} as canonical after the fix`,
      body: {
        url: page.u.absolute,
        expected_canonical: kept.u.absolute ?? kept.url,
        ...target,
      },
    });
  }
  const topical = f.clusters.find((c) =>
    c.recommendation === "consolidate" || c.recommendation === "differentiate"
  );
  const biggest = f.clusters[0];
  if (biggest) {
    const pref = topical ? byUrl.get(topical.preferred_url)! : null;
    if (topical && pref?.u.absolute) {
      const body: Record<string, unknown> = {
        url: pref.u.absolute,
        keyword: topical.main_keyword,
        refresh_goal: "expand_topic_depth",
        ...target,
      };
      // The rank belongs to the query: the kept page's position on it, else its average.
      const onQuery = [...pref.queries.values()].find((q) =>
        normalizeText(q.text) === normalizeText(topical.main_keyword)
      )?.position ?? null;
      const position = onQuery ?? pref.avgPosition;
      if (position !== null) {
        body.current_rank = Math.min(1000, Math.max(1, Math.round(position)));
      }
      calls.push({
        endpoint: "/content/refresh-brief",
        reason:
          `Brief ${topical.preferred_url}, the page kept for "${topical.main_keyword}", so it covers what the consolidated pages covered`,
        body,
      });
    }
    // Links toward preferred URLs, from a page that stays live (differentiated) or the homepage.
    const live = f.remediation.find((r) =>
      r.action === "differentiate" && byUrl.get(r.url)?.u.absolute
    );
    const source = live ? byUrl.get(live.url)!.u.absolute : homepageOf(f.siteHost);
    if (source && isAbsolute(source)) {
      const targets = f.clusters.slice(0, 50).filter((c) => !live || c.id === live.cluster_id)
        .map((c) => {
          const p = byUrl.get(c.preferred_url)!;
          return { url: p.u.absolute ?? p.url, title: p.title, keywords: [c.main_keyword] };
        });
      if (targets.length > 0) {
        calls.push({
          endpoint: "/content/internal-links",
          reason: live
            ? `Link the differentiated page ${live.url} to the preferred URL with the contested keyword as anchor`
            : "Point internal links from the homepage at the preferred URLs so they collect the consolidated authority",
          body: {
            source_url: source,
            target_pages: targets,
            max_suggestions: Math.min(20, Math.max(1, targets.length)),
            ...target,
          },
        });
      }
    }
    const clustered = new Set(f.clusters.flatMap((c) => c.pages));
    const inConflict = f.pages.filter((p) => clustered.has(p.url)).slice(0, 1000);
    const keywords = [...new Set(f.clusters.map((c) => c.main_keyword))].slice(0, 250);
    if (inConflict.length > 0 && keywords.length > 0) {
      calls.push({
        endpoint: "/content/keyword-map",
        reason: "Re-map the contested keywords to one page each after the changes",
        body: {
          keywords,
          pages: inConflict.map((p) => {
            const item: Record<string, unknown> = { url: p.url, title: p.title };
            const kws = [...p.targetedText.values()].slice(0, 100);
            if (kws.length > 0) item.current_keywords = kws;
            if (p.pageType) item.page_type = p.pageType;
            return item;
          }),
          ...target,
        },
      });
    }
  }
  return calls;
}

function homepageOf(host: string): string | null {
  if (!host) return null;
  try {
    return new URL(`https://${host}/`).href;
  } catch {
    return null;
  }
}

function isAbsolute(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}
