/**
 * The sandbox's page intersection: keywords the first page ranks for (its path's phrase and its
 * variants, then its site's keywords), with where each requested page ranks for them.
 */
import type * as L from "../labs_types.ts";
import { footprintOf, poolOf, positionOf, rankOf, slug } from "./domains.ts";
import { ideasFor, kindOf } from "./ideas.ts";
import { metricsOf } from "./keywords.ts";
import { TOPICS } from "./lexicon.ts";
import { normalTarget } from "./profile.ts";
import { seeded } from "./random.ts";
import { byDesc, cpcOf, SAMPLE, vol, windowOf } from "./rows_labs.ts";

/** The words of a page URL's last path segment ("crm guide" for /blog/crm-guide-2), or "". */
export function pathPhrase(url: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, "").replace(/\*$/, "");
  const last = path.split("/").filter(Boolean).pop() ?? "";
  return last.replace(/\.[a-z]+$/i, "").replace(/[-_+]+/g, " ").replace(/\b\d+\b/g, "").trim()
    .toLowerCase().replace(/\s+/g, " ");
}

/** The URL of a page pattern for a keyword: a wildcard becomes the keyword's slug. */
function pageUrl(pattern: string, keyword: string): string {
  const p = /^[a-z]+:\/\//i.test(pattern) ? pattern : `https://${pattern}`;
  return p.endsWith("*") ? `${p.slice(0, -1)}${slug(keyword)}` : p;
}

/** The keywords of the first page: its phrase and ideas, then its site's pool. */
function keywordsOf(url: string, req: L.PagesIntersectionRequest, n: number): string[] {
  const phrase = pathPhrase(url);
  const heads = Object.values(TOPICS).flat();
  const own = phrase ? [phrase, ...ideasFor(phrase, req.language_code, kindOf(phrase, heads))] : [];
  return [...new Set([...own, ...poolOf(normalTarget(url), req.language_code, n)])].slice(0, n);
}

/** The order of page intersection rows for a `sort_by`. */
function pagesOrder(sort: L.PagesIntersectionRequest["sort_by"]) {
  const text = (r: L.PagesIntersectionRow) => r.keyword.keyword;
  if (sort === "rank") {
    return byDesc((r: L.PagesIntersectionRow) => -r.positions[0]!.rank_group, text);
  }
  if (sort === "cpc") return byDesc((r: L.PagesIntersectionRow) => cpcOf(r.keyword), text);
  return byDesc((r: L.PagesIntersectionRow) => vol(r.keyword), text);
}

/** Keywords of the requested pages: the first page always ranks, the others where they do. */
export function pagesIntersection(req: L.PagesIntersectionRequest) {
  const hosts = req.pages.map(normalTarget);
  const fs = hosts.map((h) => footprintOf(h, req));
  const whole = Math.max(
    5,
    Math.round(fs[0].count * (0.01 + 0.09 * seeded("page-share", req.pages[0])())),
  );
  const n = Math.min(whole, SAMPLE);
  const type = req.item_types.includes("organic") ? "organic" : req.item_types[0] ?? "organic";
  const rows = keywordsOf(req.pages[0], req, n).map((k): L.PagesIntersectionRow => {
    const keyword = metricsOf(k, req);
    const positions = req.pages.map((page, j) => {
      const ranks = j === 0 || req.intersection_mode === "intersect" ||
        seeded("ranks", page, k, req.location_code)() < 0.4;
      if (!ranks) return null;
      const rank = rankOf(hosts[j], k, fs[j].strength, req);
      return { ...positionOf(hosts[j], k, rank, vol(keyword), req, pageUrl(page, k)), type };
    });
    return { keyword, positions };
  });
  const excluded = (k: string) => req.exclude_pages.some((e) => seeded("excluded", e, k)() < 0.15);
  const keep = (r: L.PagesIntersectionRow) =>
    r.positions[0]!.rank_group <= req.max_rank && vol(r.keyword) >= req.min_search_volume &&
    !excluded(r.keyword.keyword);
  return windowOf(
    rows,
    rows.length * (whole / Math.max(1, rows.length)),
    keep,
    pagesOrder(req.sort_by),
    req.limit,
  );
}
