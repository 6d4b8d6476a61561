/** The shared evidence of one candidate pair, read once for every reason rule. */
import type { Phrase } from "../page_match.ts";
import { byText } from "../../toolkit/text.ts";
import { round } from "../../toolkit/numbers.ts";
import { basisOf, type Context, pairKey, queryWeight, weightOf } from "./facts.ts";
import type { Basis, Page } from "./pages.ts";
import type { SharedQuery } from "./result.ts";
import { EPSILON } from "./thresholds.ts";
import { jaccard } from "../../toolkit/tokens.ts";

/** A shared query with its combined weight and phrase (kept out of the listed result). */
export type InternalSharedQuery = SharedQuery & { weight: number; phrase: Phrase };

/** What the reason rules read about a pair; `a` is the page listed first. */
export interface PairFacts {
  a: Page;
  b: Page;
  key: number;
  /** One page canonicalises straight to the other. */
  direct: boolean;
  /** Keyword, query and title evidence applies (both pages compete, no direct canonical). */
  wording: boolean;
  basis: Basis | null;
  sharedQueries: InternalSharedQuery[];
  contestedQueries: InternalSharedQuery[];
  /** Contested weight on each side. */
  contA: number;
  contB: number;
  shareA: number | null;
  shareB: number | null;
  queryOverlap: number | null;
  /** Keys of the targeted keywords both pages share, sorted. */
  sharedTargets: string[];
  targetOverlap: number | null;
  titleSimilarity: number | null;
  samePrimary: boolean;
}

/** Reads the evidence two pages share. */
export function pairFacts(ctx: Context, x: number, y: number): PairFacts {
  const [a, b] = [ctx.pages[Math.min(x, y)], ctx.pages[Math.max(x, y)]];
  const direct = a.canonicalTarget === b.id || b.canonicalTarget === a.id;
  const wording = a.competing && b.competing && !direct;
  const basis = a.queries.size > 0 && b.queries.size > 0 ? basisOf(a, b) : null;
  const { sharedQueries, contA, contB } = sharedQueriesOf(ctx, a, b, basis);
  const wA = basis ? weightOf(ctx, a, basis) : 0;
  const wB = basis ? weightOf(ctx, b, basis) : 0;
  const shareA = basis && wA > 0 ? contA / wA : basis ? 0 : null;
  const shareB = basis && wB > 0 ? contB / wB : basis ? 0 : null;
  const sharedTargets: string[] = [];
  for (const k of a.targeted) if (b.targeted.has(k)) sharedTargets.push(k);
  sharedTargets.sort(byText);
  return {
    a,
    b,
    key: pairKey(a.id, b.id, ctx.pages.length),
    direct,
    wording,
    basis,
    sharedQueries,
    contestedQueries: sharedQueries.filter((q) => q.contested),
    contA,
    contB,
    shareA,
    shareB,
    queryOverlap: shareA === null || shareB === null ? null : Math.max(shareA, shareB),
    sharedTargets,
    targetOverlap: a.targeted.size > 0 && b.targeted.size > 0
      ? sharedTargets.length / Math.min(a.targeted.size, b.targeted.size)
      : null,
    titleSimilarity: jaccardOrNull(ctx.titleSets[a.id], ctx.titleSets[b.id]),
    samePrimary: wording && a.primary !== null && b.primary !== null &&
      a.primary.key === b.primary.key,
  };
}

/**
 * The queries both pages rank for (site-wide and brand queries left out), heaviest contested
 * first. A query is contested when the weaker page holds at least `min_query_share` of it.
 */
function sharedQueriesOf(ctx: Context, a: Page, b: Page, basis: Basis | null) {
  const sharedQueries: InternalSharedQuery[] = [];
  let contA = 0;
  let contB = 0;
  if (!basis) return { sharedQueries, contA, contB };
  const [small, big] = a.queries.size <= b.queries.size ? [a, b] : [b, a];
  for (const [k, qs] of small.queries) {
    if (ctx.ignoredQueries.has(k)) continue;
    const qb = big.queries.get(k);
    if (!qb) continue;
    const [qa, qo] = small === a ? [qs, qb] : [qb, qs];
    const wa = queryWeight(qa, basis);
    const wb = queryWeight(qo, basis);
    const contested = wa + wb > 0 &&
      Math.min(wa, wb) / (wa + wb) >= ctx.t.min_query_share - EPSILON;
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
  return { sharedQueries, contA, contB };
}

/** Stem Jaccard of two title sets, or null when either is empty. */
function jaccardOrNull(ta: ReadonlySet<string>, tb: ReadonlySet<string>): number | null {
  return ta.size === 0 || tb.size === 0 ? null : jaccard(ta, tb);
}
