/** One candidate pair judged: its shared evidence, reasons, score and severity. */
import type { PageIntent, Phrase } from "../page_match.ts";
import { byText } from "../../toolkit/text.ts";
import { round } from "../../toolkit/numbers.ts";
import { evidenceStrength } from "./evidence.ts";
import type { Context } from "./facts.ts";
import { type InternalSharedQuery, type PairFacts, pairFacts } from "./pair_facts.ts";
import { reasonsOf } from "./reasons/mod.ts";
import type { Basis } from "./pages.ts";
import type { ConflictReason, Severity } from "./result.ts";
import { severityOf } from "./thresholds.ts";

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
  /** How strong the conflict's evidence is (see evidence.ts). */
  evidence: number;
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

/**
 * Judges one candidate pair: reads the evidence the two pages share, lets each reason rule
 * find its reasons, and scores them (noisy-OR). Null when the pair does not conflict.
 */
export function evaluatePair(ctx: Context, x: number, y: number): PairResult | null {
  const f = pairFacts(ctx, x, y);
  const reasons = reasonsOf(f, ctx);
  if (reasons.length === 0 || queryEvidenceDenies(f, reasons)) return null;
  const hasCanonical = reasons.some((r) =>
    r.type.startsWith("canonical") || r.type === "noindex_with_canonical"
  );
  const score = round(100 * (1 - reasons.reduce((p, r) => p * (1 - r.strength), 1)), 1);
  if (score < ctx.t.min_conflict_score && !hasCanonical) return null;
  reasons.sort((p, q) => q.strength - p.strength || byText(p.type, q.type));
  const evidence = evidenceStrength(reasons, f.basis);
  const { a, b } = f;
  const topics: Phrase[] = f.sharedTargets.map((k) =>
    a.primary?.key === k ? a.primary : a.targets.find((x) => x.key === k)!
  );
  for (const q of f.contestedQueries) topics.push(q.phrase);
  const rounded = (v: number | null) => v === null ? null : round(v, 3);
  return {
    a: a.id,
    b: b.id,
    score,
    severity: severityOf(score, evidence),
    reasons,
    sharedKeywords: f.sharedTargets.map((k) => a.targetedText.get(k)!).slice(0, 10),
    sharedQueries: f.sharedQueries,
    basis: f.basis,
    queryOverlap: rounded(f.queryOverlap),
    shareA: rounded(f.shareA),
    shareB: rounded(f.shareB),
    targetOverlap: rounded(f.targetOverlap),
    titleSimilarity: rounded(f.titleSimilarity),
    intentDiffers: intentsDiffer(a.intent, b.intent),
    hasCanonical,
    samePrimary: f.samePrimary,
    evidence,
    topics,
  };
}

/**
 * Query-level evidence wins over wording: when both pages report their ranking queries and
 * share none, similar keywords ("what is a dental implant" / "dental implants brooklyn") do
 * not make them compete.
 */
function queryEvidenceDenies(f: PairFacts, reasons: readonly ConflictReason[]): boolean {
  const wordingOnly = reasons.every((r) =>
    r.type === "shared_primary_keyword" || r.type === "shared_target_keywords"
  );
  return wordingOnly && f.a.queries.size > 0 && f.b.queries.size > 0 &&
    f.sharedQueries.length === 0;
}
