/**
 * The site as every stage reads it, computed once: merged pages, title word sets without
 * boilerplate, the queries left out as navigational, the canonical graph and the pages that
 * match another page's primary keyword.
 */
import { buildPageIndex, matchPages, type Phrase, phraseCache, siteHostOf } from "../page_match.ts";
import { canonicalIssues } from "./canonical.ts";
import { type Context, pairKey, push } from "./facts.ts";
import type { CannibalizationInput, Sensitivity } from "./input.ts";
import { buildPages, type Page } from "./pages.ts";
import { brandKey } from "./scope.ts";
import {
  type CannibalizationThresholds,
  MAX_PRIMARY_MATCHES,
  SITE_WIDE_QUERY,
  THRESHOLDS,
  TITLE_BOILERPLATE,
} from "./thresholds.ts";

/** What the analysis knows about the site before judging any pair. */
export interface Site {
  sensitivity: Sensitivity;
  t: CannibalizationThresholds;
  phrase: (text: string) => Phrase;
  siteHost: string;
  pages: Page[];
  duplicateRows: number;
  competing: Page[];
  /** Title words on more than half of the pages (stem -> the word as first written). */
  boilerplate: Map<string, string>;
  /** Navigational queries left out (key -> text). */
  ignored: Map<string, string>;
  canonicalStatus: Map<number, "loop" | "chain">;
  ctx: Context;
}

/** Reads the request into the site facts. */
export function readSite(input: CannibalizationInput): Site {
  const sensitivity = input.sensitivity;
  const t = THRESHOLDS[sensitivity];
  const phrase = phraseCache();
  const siteHost = siteHostOf(input.pages.map((p) => p.url), input.target);
  const { pages, duplicateRows } = buildPages(input.pages, siteHost, phrase);
  const n = pages.length;
  const competing = pages.filter((p) => p.competing);
  const { titleSets, boilerplate } = titleSetsOf(pages, competing);
  const ignored = ignoredQueriesOf(competing, brandKey(input.target, phrase));
  const { issues, status: canonicalStatus } = canonicalIssues(pages);
  const canonical = new Map<number, typeof issues>();
  for (const issue of issues) push(canonical, pairKey(issue.a, issue.b, n), issue);
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
    primaryMatches: primaryMatchesOf(pages, competing, t, phrase),
  };
  return {
    sensitivity,
    t,
    phrase,
    siteHost,
    pages,
    duplicateRows,
    competing,
    boilerplate,
    ignored,
    canonicalStatus,
    ctx,
  };
}

/** Title stems without site-wide boilerplate (brand suffixes) when the sample allows telling. */
function titleSetsOf(pages: readonly Page[], competing: readonly Page[]) {
  const titleDf = new Map<string, number>();
  const wordOf = new Map<string, string>();
  for (const p of competing) {
    const { stems, words } = p.titlePhrase;
    stems.forEach((s, i) => {
      if (!wordOf.has(s)) wordOf.set(s, words[i]);
    });
    for (const s of new Set(stems)) titleDf.set(s, (titleDf.get(s) ?? 0) + 1);
  }
  const boilerplate = new Map<string, string>();
  if (competing.length >= TITLE_BOILERPLATE.min_pages) {
    for (const [s, df] of titleDf) {
      if (df / competing.length > TITLE_BOILERPLATE.share) boilerplate.set(s, wordOf.get(s)!);
    }
  }
  const titleSets = pages.map((p) =>
    new Set(p.titlePhrase.stems.filter((s) => !boilerplate.has(s)))
  );
  return { titleSets, boilerplate };
}

/** Site-wide and brand queries are navigational, not cannibalization (key -> text). */
function ignoredQueriesOf(competing: readonly Page[], brand: string | null): Map<string, string> {
  const queryDf = new Map<string, { count: number; text: string }>();
  for (const p of competing) {
    for (const [k, q] of p.queries) {
      const e = queryDf.get(k);
      if (e) e.count++;
      else queryDf.set(k, { count: 1, text: q.text });
    }
  }
  const ignored = new Map<string, string>();
  for (const [k, e] of queryDf) {
    const siteWide = competing.length >= SITE_WIDE_QUERY.min_pages &&
      e.count / competing.length >= SITE_WIDE_QUERY.share;
    if (siteWide || (brand !== null && k === brand && e.count > 1)) ignored.set(k, e.text);
  }
  return ignored;
}

/** Pages whose title/URL/keywords match another page's primary keyword (shared matcher). */
function primaryMatchesOf(
  pages: readonly Page[],
  competing: readonly Page[],
  t: CannibalizationThresholds,
  phrase: (text: string) => Phrase,
): Context["primaryMatches"] {
  const n = pages.length;
  const index = buildPageIndex(
    pages.map((p) => ({
      title: p.title,
      path: p.u.path,
      keywords: [...p.targetedText.values()],
      intent: p.intent,
    })),
    { phrase },
  );
  const primaryMatches: Context["primaryMatches"] = new Map();
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
  return primaryMatches;
}
