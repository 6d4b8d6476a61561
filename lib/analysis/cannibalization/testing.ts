/** Test helpers: a site read from page rows, a judged pair, as the analysis builds them. */
import assert from "node:assert/strict";
import { contentCannibalization } from "../../operations/content_cannibalization.ts";
import type { CannibalizationInput } from "./input.ts";
import { type PairFacts, pairFacts } from "./pair_facts.ts";
import { evaluatePair, type PairResult } from "./pair.ts";
import type { PairEvidence } from "./reasons/types.ts";
import { judgedOf } from "./remediation/decide.ts";
import type { Judged } from "./remediation/types.ts";
import { readSite, type Site } from "./site.ts";

/** The site facts of a request with these page rows (the operation's schema applies defaults). */
export function siteOf(
  pages: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
): Site {
  const input = contentCannibalization.input.parse({ pages, ...extra }) as CannibalizationInput;
  return readSite(input);
}

/** The evidence pages `x` and `y` share. */
export function factsOf(site: Site, x: number, y: number): PairFacts {
  return pairFacts(site.ctx, x, y);
}

/** What a reason rule reads about pages `x` and `y`, before any other rule found a reason. */
export function evidenceOf(site: Site, x: number, y: number): PairEvidence {
  return { f: factsOf(site, x, y), ctx: site.ctx, found: [] };
}

/** The conflict between pages `x` and `y` (fails the test when they do not conflict). */
export function conflictOf(site: Site, x: number, y: number): PairResult {
  const r = evaluatePair(site.ctx, x, y);
  assert.ok(r, "the two pages conflict");
  return r;
}

/** Page `p` judged against the kept page `k`. */
export function judge(site: Site, p: number, k: number): Judged {
  const r = conflictOf(site, p, k);
  const ctx = {
    pages: site.pages,
    edges: new Map(),
    conflictId: new Map([[r, "c1"]]),
    clusterId: "cl1",
  };
  return judgedOf(site.pages[p], site.pages[k], r, ctx);
}

/** A page row with ranking queries given as [query, clicks, impressions, position]. */
export function row(
  url: string,
  title: string,
  queries: [string, number, number, number][] = [],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const ranking_queries = queries.map(([query, clicks, impressions, position]) => ({
    query,
    clicks,
    impressions,
    position,
  }));
  return { url, title, ...(queries.length > 0 ? { ranking_queries } : {}), ...extra };
}
