/** Search intent of a query, from the modifiers it carries, and the funnel stage of an intent. */

import { normalizeText } from "../toolkit/text.ts";
import type { Intent } from "../toolkit/values.ts";
export type { Intent } from "../toolkit/values.ts";

const INTENT_SIGNALS: [Intent, RegExp][] = [
  // Phrases whose words would otherwise read as buying signals ("best practices"), and questions
  // that open with how/why ("how crm pricing works"), except price questions ("how much").
  ["informational", /\b(best practices?|how to|what is|what are)\b|^(how|why) (?!much\b|many\b)/],
  [
    "transactional",
    /\b(buy|price|pricing|prices|cost|costs|cheap|cheapest|deal|deals|discount|coupons?|promo|order|purchase|hire|quote|book|booking|subscribe|trial|free trial|download|sign ?up|near me|for sale|sale|shop)\b/,
  ],
  // "free" as a price ("for free", "free plan"), not an attribute ("grain free"); a bare "free x"
  // query is answered by comparisons of free options, so it stays with its other modifiers.
  ["transactional", /\bfor free\b|\bfree (version|plan|account)\b/],
  [
    "commercial",
    /\b(best|top|review|reviews|vs|versus|compare|comparison|alternative|alternatives|competitor|competitors|software|tool|tools|platform|service|services|agency|agencies|provider|providers|pricing plans?|free)\b/,
  ],
  [
    "navigational",
    /\b(login|log in|sign in|account|dashboard|website|official|contact|support|app)\b/,
  ],
  [
    "informational",
    /\b(how|what|why|when|where|who|which|guide|tutorial|tips|ideas|examples?|meaning|definition|define|learn|ways|steps|checklist|template|is|are|can|does)\b/,
  ],
];

/** The intent a query most likely has, with the modifier that decided it. */
export function classifyIntent(query: string): { intent: Intent; signal: string | null } {
  const text = normalizeText(query);
  for (const [intent, pattern] of INTENT_SIGNALS) {
    const m = pattern.exec(text);
    if (m) return { intent, signal: m[0] };
  }
  return { intent: "informational", signal: null };
}

/** Funnel stage of an intent. */
export function buyerStage(intent: Intent): "awareness" | "consideration" | "decision" {
  return intent === "transactional"
    ? "decision"
    : intent === "commercial"
    ? "consideration"
    : "awareness";
}
