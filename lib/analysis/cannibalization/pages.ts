/** The page model: supplied rows merged per normalised URL, with every signal read once. */
import { languageOfUrl } from "../understanding/locale.ts";
import { furnitureKind } from "../understanding/page_type.ts";
import {
  inferPageIntent,
  normalisePageUrl,
  type PageIntent,
  type PageUrl,
  type Phrase,
} from "../page_match.ts";
import { round } from "../../toolkit/numbers.ts";
import type { CannibalizationPageInput, RankingQueryInput } from "./input.ts";

export interface QueryStat {
  text: string;
  phrase: Phrase;
  clicks: number | null;
  impressions: number | null;
  position: number | null;
}

export interface Page {
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
  /**
   * The supplied page this URL is a parameter variant of (same path, a query string added:
   * a sorted or filtered view), or null. Google folds such duplicates into one page.
   */
  variantOf: number | null;
  /**
   * The page's language version: its URL locale (`/en/`), "default" for a page outside the
   * locale folders of a site that has them (the site's default language at its root), null on a
   * site without locale folders. Short titles are no reliable evidence of language.
   */
  language: string | null;
  intent: PageIntent;
  competing: boolean;
}

export type Basis = "impressions" | "clicks" | "count";

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
export function buildPages(
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
    pages.push(pageOf(pages.length, u, group, siteHost, phrase));
  }
  const byKey = new Map(pages.map((p) => [p.u.key, p.id]));
  // On a site with locale folders, a page outside them is the default language's version.
  if (pages.some((p) => p.language !== null)) {
    for (const p of pages) p.language ??= "default";
  }
  for (const p of pages) {
    if (p.canonicalKey && p.canonicalKey !== p.u.key) {
      p.canonicalTarget = byKey.get(p.canonicalKey) ?? null;
    }
    const bare = p.u.key.split("?")[0];
    if (bare !== p.u.key) p.variantOf = byKey.get(bare) ?? null;
  }
  return { pages, duplicateRows };
}

/** One page from the rows of its URL (the first row's URL and title). */
function pageOf(
  id: number,
  u: PageUrl,
  group: readonly CannibalizationPageInput[],
  siteHost: string,
  phrase: (text: string) => Phrase,
): Page {
  const first = group[0];
  const pick = <K extends keyof CannibalizationPageInput>(k: K) =>
    group.find((r) => r[k] !== undefined)?.[k];
  const { queries, items, withImpressions, withClicks } = mergeQueries(group, phrase);
  const primaryText = pick("primary_keyword");
  const primary = primaryText ? phrase(primaryText) : null;
  const { targets, targeted, targetedText } = targetedOf(group, primary, phrase);
  const m = metricsOf(group, [...queries.values()]);
  const indexable = indexableOf(group);
  const canonicalRaw = pick("canonical_url") ?? null;
  const title = first.title.trim();
  const pageType = pick("page_type") ?? null;
  return {
    id,
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
    clicks: m.clicks,
    impressions: m.impressions,
    avgPosition: m.avgPosition,
    backlinks: group.reduce<number | null>((x, r) => maxOpt(x, r.backlinks ?? null), null),
    metricsSource: m.source,
    indexable,
    canonicalRaw,
    canonicalKey: canonicalRaw ? normalisePageUrl(canonicalRaw, siteHost).key : null,
    canonicalTarget: null,
    variantOf: null,
    intent: inferPageIntent(
      { page_type: pageType ?? undefined, title, primaryKeyword: primary?.text },
      u.path,
    ),
    language: languageOfUrl(first.url),
    // Site furniture ranks for the brand's own queries as a sitelink, not as a competitor of
    // content pages (SEO practice: never a consolidation target): no keyword conflict.
    competing: furnitureKind(first.url, title) === null &&
      (indexable !== false || (m.clicks ?? 0) > 0 || (m.impressions ?? 0) > 0),
  };
}

/**
 * The page's ranking queries per query key: summed within a row (query variants, position
 * weighted by impressions), the larger value across duplicate rows.
 */
function mergeQueries(group: readonly CannibalizationPageInput[], phrase: (t: string) => Phrase) {
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
    for (const [key, s] of rowStats) mergeInto(queries, key, s);
  }
  return { queries, items, withImpressions, withClicks };
}

/** A row's query stat merged into the page's: the larger clicks and impressions. */
function mergeInto(
  queries: Map<string, QueryStat>,
  key: string,
  s: QueryStat & { posWeight: number; posSum: number },
): void {
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

/** The primary keyword plus every row's target keywords, deduplicated by phrase key. */
function targetedOf(
  group: readonly CannibalizationPageInput[],
  primary: Phrase | null,
  phrase: (t: string) => Phrase,
) {
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
  return { targets, targeted, targetedText };
}

/** Page-level clicks, impressions and position when supplied, else summed from the queries. */
function metricsOf(group: readonly CannibalizationPageInput[], qList: readonly QueryStat[]) {
  const numMax = (k: "clicks" | "impressions" | "avg_position") =>
    group.reduce<number | null>((m, r) => maxOpt(m, r[k] ?? null), null);
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
  const source: Page["metricsSource"] = pageLevel
    ? "page"
    : fromQueries
    ? "ranking_queries"
    : "none";
  return { clicks, impressions, avgPosition, source };
}

/** Indexable when any row says so, not indexable when rows only say false, else unknown. */
function indexableOf(group: readonly CannibalizationPageInput[]): boolean | null {
  return group.some((r) => r.indexable === false)
    ? (group.some((r) => r.indexable === true) ? true : false)
    : group.some((r) => r.indexable === true)
    ? true
    : null;
}
