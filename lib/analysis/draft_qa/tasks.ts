/**
 * Editor tasks: one per issue, most severe first, then by impact on the page's chance to rank and
 * to be trusted: what Google's spam policies name (keyword stuffing) before trust on the page
 * (who wrote it, regulatory status, warnings) and figures that contradict the ranking pages,
 * before the topics the ranking pages cover, before
 * unsourced claims, depth and length, the rest of proof, media, and metadata last. Each task's
 * confidence follows its evidence: the share of ranking pages behind it and how many were read.
 */
import { LEVEL_RANK } from "../../agent/workflow.ts";
import type { EditorTask, Issue, ProofGap } from "./result.ts";

const TRUST_KINDS: ReadonlySet<ProofGap["kind"]> = new Set([
  "no_byline",
  "no_regulatory_statement",
  "no_risk_warning",
  "no_first_hand_evidence",
]);

/** A measure of the draft alone (its text, title, claims): certain of the draft, not of the SERP. */
export const DRAFT_MEASURE_CONFIDENCE = 0.75;

/** Lower first: the order of work within a severity. */
function impact(i: Issue): number {
  switch (i.group) {
    case "spam_risk":
      return 0;
    case "proof_gap":
      return TRUST_KINDS.has(i.kind) || i.kind === "conflicting_figures"
        ? 1
        : i.kind === "unsupported_claims"
        ? 3
        : 5;
    case "missing_serp_expectation":
      return i.kind === "media" ? 6 : i.kind === "length" ? 4 : 2;
    case "weak_section":
      return 4;
    case "title_meta":
      return 7;
    case "schema":
      return 8;
  }
}

/** The issues in work order (stable). */
export function byImpact(issues: readonly Issue[]): Issue[] {
  return [...issues]
    .map((i, n) => ({ i, n }))
    .sort((a, b) =>
      LEVEL_RANK[a.i.severity] - LEVEL_RANK[b.i.severity] || impact(a.i) - impact(b.i) ||
      b.i.support - a.i.support || a.n - b.n
    )
    .map(({ i }) => i);
}

/** How far a task rests on evidence (see the module comment). */
export function confidenceOf(i: Issue, read: { pages_read: number; results: number }): number {
  if (i.support === 0) return DRAFT_MEASURE_CONFIDENCE;
  const share = Math.min(1, i.support / Math.max(1, read.pages_read));
  const coverage = read.results > 0 ? read.pages_read / read.results : 0;
  const c = (0.35 + 0.55 * share) * (0.5 + 0.5 * coverage);
  return Math.round(Math.min(0.95, c) * 100) / 100;
}

/** The ordered tasks. */
export function editorTasks(
  issues: readonly Issue[],
  read: { pages_read: number; results: number },
): EditorTask[] {
  return byImpact(issues).map((i, k) => ({
    step: k + 1,
    priority: i.severity,
    task: i.fix,
    why: i.why,
    issue: i.id,
    group: i.group,
    urls: i.urls,
    support: i.support,
    confidence: confidenceOf(i, read),
  }));
}
