/**
 * Keyword cannibalization: pages of one site that compete for the same queries. Finds
 * conflicting pairs (shared primary/target keywords, shared ranking queries weighted by
 * impressions or clicks, near-duplicate titles, canonical and indexability conflicts), groups
 * them into clusters, picks the URL to keep in each cluster and a remediation for every other
 * page, as an SEO would by hand. Pure: data and `now` come in as arguments.
 */
import { markdownSummary } from "../../agent/workflow.ts";
import { buildPageIndex, matchPages, phraseCache, siteHostOf } from "../page_match.ts";
import { byText } from "../text.ts";
import { candidatePairs, type Context, pairKey, push } from "./candidates.ts";
import { type CanonicalIssue, canonicalIssues } from "./canonical.ts";
import type { CannibalizationInput, CannibalizationOptions } from "./input.ts";
import { METHOD } from "./method.ts";
import { buildPages } from "./pages.ts";
import { evaluatePair, type PairResult } from "./pair.ts";
import { preferredOf, queryOwnerFirst, rankPages } from "./preferred.ts";
import { mainKeywordOf, pageSignal, remediate, topSharedKeywords } from "./remediation.ts";
import type {
  CannibalizationResult,
  Cluster,
  Conflict,
  PreferredUrl,
  Remediation,
  Severity,
} from "./result.ts";
import { brandKey, matchesFocus } from "./scope.ts";
import {
  MAX_CONFLICTS_LISTED,
  MAX_PRIMARY_MATCHES,
  SEVERITY_RANK,
  THRESHOLDS,
} from "./thresholds.ts";
import { buildWorkflow, type Facts } from "./workflow.ts";

export type {
  CannibalizationInput,
  CannibalizationOptions,
  CannibalizationPageInput,
  RankingQueryInput,
  Sensitivity,
} from "./input.ts";
export * from "./result.ts";
export type { CannibalizationThresholds } from "./thresholds.ts";

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
