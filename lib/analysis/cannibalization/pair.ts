/** One candidate pair judged: its shared evidence, reasons, score and severity. */
import type { PageIntent, Phrase } from "../page_match.ts";
import { byText, round } from "../text.ts";
import { basisOf, type Context, pairKey, queryWeight, weightOf } from "./candidates.ts";
import type { Basis } from "./pages.ts";
import type { ConflictReason, Severity, SharedQuery } from "./result.ts";
import { severityOf, STRENGTH } from "./thresholds.ts";

type InternalSharedQuery = SharedQuery & { weight: number; phrase: Phrase };

export interface PairResult {
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

/**
 * Whether two pages serve different intents, judged only on declared signals (primary keyword
 * modifiers, page_type, title modifiers): a /blog/ folder alone is too weak to keep two pages
 * apart that target the same query.
 */
export function intentsDiffer(a: PageIntent, b: PageIntent): boolean {
  if (a.intents.length === 0 || b.intents.length === 0) return false;
  if (a.source === "url" || b.source === "url") return false;
  return !a.intents.some((i) => b.intents.includes(i));
}

function quote(text: string): string {
  return `"${text}"`;
}

export function evaluatePair(ctx: Context, x: number, y: number): PairResult | null {
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
