/** A page that stays: the query it should own instead, and the steps to retarget it. */
import { byText } from "../../../toolkit/text.ts";
import type { Page } from "../pages.ts";
import type { PairResult } from "../pair.ts";
import type { Remediation, RemediationAction } from "../result.ts";
import { MAX_SUGGESTED_KEYWORD_LENGTH } from "../thresholds.ts";

/**
 * Keeps the page and retargets it: its best query the kept page does not rank for, else a
 * target keyword of its own, else the shared topic with a modifier of its intent.
 */
export function differentiate(
  p: Page,
  k: Page,
  r: PairResult,
  make: (a: RemediationAction, reason: string, priority?: "high" | "medium" | "low") => Remediation,
  reason: string,
): Remediation {
  const taken = new Set<string>([...k.targeted, ...k.queries.keys()]);
  for (const q of r.sharedQueries) taken.add(q.phrase.key);
  let suggestion: string | null = null;
  let source: Remediation["suggestion_source"] = null;
  const own = [...p.queries.entries()].filter(([key, q]) =>
    !taken.has(key) && q.phrase.stems.length > 0
  )
    .sort((x, y) =>
      (y[1].clicks ?? 0) - (x[1].clicks ?? 0) ||
      (y[1].impressions ?? 0) - (x[1].impressions ?? 0) ||
      byText(x[1].text, y[1].text)
    );
  if (own.length > 0) {
    suggestion = own[0][1].text;
    source = "unique_query";
  } else {
    const target = [...p.targetedText.entries()].find(([key]) => !taken.has(key));
    if (target) {
      suggestion = target[1];
      source = "unique_target_keyword";
    }
  }
  if (!suggestion) {
    const base = r.sharedKeywords[0] ?? r.sharedQueries[0]?.query ?? p.primary?.text ?? p.title;
    suggestion = modifierFor(base, p).slice(0, MAX_SUGGESTED_KEYWORD_LENGTH).trim();
    source = "intent_modifier";
  }
  const step = make("differentiate", reason);
  return {
    ...step,
    suggested_keyword: suggestion,
    suggestion_source: source,
    steps: [
      source === "unique_query"
        ? `Keep ${p.url} focused on "${suggestion}", the query it already wins: title, H1 and introduction`
        : `Retarget ${p.url} to "${suggestion}": title, H1 and introduction`,
      ...step.steps,
    ],
  };
}

/** The shared topic with a modifier of the page's own intent ("x pricing", "best x", "x guide"). */
function modifierFor(base: string, p: Page): string {
  const lower = base.toLowerCase();
  const intent = p.intent.intents[0] ?? "informational";
  if (intent === "transactional") {
    return /pric|plan/.test(`${p.pageType ?? ""} ${p.u.path}`) ? `${base} pricing` : `buy ${base}`;
  }
  if (intent === "commercial") {
    return /\b(best|top)\b/.test(lower) ? `${base} comparison` : `best ${base}`;
  }
  if (intent === "navigational") return `${base} overview`;
  return /\b(how|guide|tutorial)\b/.test(lower) ? `${base} examples` : `${base} guide`;
}
