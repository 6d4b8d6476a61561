/** Candidate pairs through inverted indexes (titles, targeted keywords, ranking queries). */
import { basisOf, type Context, pairKey, push, queryWeight, weightOf } from "./facts.ts";
import { EPSILON } from "./thresholds.ts";

/** Scratch counters shared by the passes (each pass leaves them zeroed). */
interface Pass {
  ctx: Context;
  competing: number[];
  out: Set<number>;
  shared: Int32Array;
  counts: Float64Array;
  countsB: Float64Array;
}

/** Pairs worth evaluating, found through inverted indexes rather than all pairs. */
export function candidatePairs(ctx: Context): Set<number> {
  const n = ctx.pages.length;
  const pass: Pass = {
    ctx,
    competing: ctx.pages.filter((p) => p.competing).map((p) => p.id),
    out: new Set<number>(),
    shared: new Int32Array(n),
    counts: new Float64Array(n),
    countsB: new Float64Array(n),
  };
  titlePairs(pass);
  targetPairs(pass);
  queryPairs(pass);
  for (const k of ctx.primaryMatches.keys()) pass.out.add(k);
  const pairs = [...pass.out].filter((k) => standsAlone(ctx, Math.floor(k / n), k % n));
  // Canonical problems (loops, chains, a canonical to a noindex page) are always judged.
  return new Set([...pairs, ...ctx.canonical.keys()]);
}

/**
 * Whether two pages compete in their own right. A page canonicalised to another supplied page,
 * or a parameter variant of one (`?sort=`), is a duplicate of it: Google consolidates duplicate
 * URLs into one canonical (Search Central, "Consolidate duplicate URLs"), so the duplicate is
 * judged only against that page, and its rankings count for that page against any other.
 */
function standsAlone(ctx: Context, i: number, j: number): boolean {
  const home = (x: number) => ctx.pages[x].canonicalTarget ?? ctx.pages[x].variantOf;
  const [hi, hj] = [home(i), home(j)];
  return (hi === null || hi === j) && (hj === null || hj === i) && oneLanguage(ctx, i, j);
}

/**
 * Pages in two languages serve two audiences (hreflang alternates, Google Search Central on
 * multilingual sites): they never compete, whatever words they share.
 */
function oneLanguage(ctx: Context, i: number, j: number): boolean {
  const [a, b] = [ctx.pages[i].language, ctx.pages[j].language];
  return a === null || b === null || a === b;
}

/** Pairs whose titles share `title_similarity` or more of their words. */
function titlePairs({ ctx, competing, out, shared }: Pass): void {
  const n = ctx.pages.length;
  const postings = new Map<string, number[]>();
  for (const id of competing) {
    for (const s of ctx.titleSets[id]) push(postings, s, id);
  }
  for (const i of competing) {
    const touched: number[] = [];
    for (const s of ctx.titleSets[i]) {
      for (const j of postings.get(s)!) {
        if (j <= i) continue;
        if (shared[j] === 0) touched.push(j);
        shared[j]++;
      }
    }
    for (const j of touched) {
      const c = shared[j];
      shared[j] = 0;
      const jac = c / (ctx.titleSets[i].size + ctx.titleSets[j].size - c);
      if (jac >= ctx.t.title_similarity - EPSILON) out.add(pairKey(i, j, n));
    }
  }
}

/** Pairs sharing a primary keyword, or `target_overlap` of their targeted keywords. */
function targetPairs({ ctx, competing, out, shared }: Pass): void {
  const { pages } = ctx;
  const n = pages.length;
  const postings = new Map<string, number[]>();
  for (const id of competing) for (const k of pages[id].targeted) push(postings, k, id);
  for (const i of competing) {
    const touched: number[] = [];
    for (const k of pages[i].targeted) {
      for (const j of postings.get(k)!) {
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
      if (overlap >= ctx.t.target_overlap - EPSILON || primaryShared) out.add(pairKey(i, j, n));
    }
  }
}

/** Pairs whose contested ranking queries carry `query_overlap` of either page's weight. */
function queryPairs({ ctx, competing, out, shared, counts, countsB }: Pass): void {
  const { pages, t } = ctx;
  const n = pages.length;
  const postings = new Map<string, number[]>();
  for (const id of competing) {
    for (const key of pages[id].queries.keys()) {
      if (!ctx.ignoredQueries.has(key)) push(postings, key, id);
    }
  }
  for (const i of competing) {
    const a = pages[i];
    const touched: number[] = [];
    for (const [key, qa] of a.queries) {
      for (const j of postings.get(key) ?? []) {
        if (j <= i) continue;
        const b = pages[j];
        const basis = basisOf(a, b);
        const wa = queryWeight(qa, basis);
        const wb = queryWeight(b.queries.get(key)!, basis);
        if (wa + wb <= 0 || Math.min(wa, wb) / (wa + wb) < t.min_query_share - EPSILON) continue;
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
      if (overlap >= t.query_overlap - EPSILON) out.add(pairKey(i, j, n));
      shared[j] = 0;
      counts[j] = 0;
      countsB[j] = 0;
    }
  }
}
