/**
 * Pages of different intents stay separate pages unless Google already treats them as one
 * (60%+ of the page's query demand is contested).
 */
import { intentsDiffer } from "../pair.ts";
import { differentiate } from "./differentiate.ts";
import type { RemediationRule } from "./types.ts";

export const differentIntent: RemediationRule = {
  id: "different_intent",
  method:
    "different intent (declared by primary keyword, page_type or title modifiers, not a URL folder alone; unless 60%+ of the page's query demand is contested) -> differentiate",
  decide({ p, k, r, share, make }) {
    if (!intentsDiffer(p.intent, k.intent) || (share ?? 0) >= 0.6) return null;
    return differentiate(
      p,
      k,
      r,
      make,
      `${p.url} serves ${p.intent.intents.join("/")} intent and ${k.url} ${
        k.intent.intents.join("/")
      }; give each its own query instead of merging`,
    );
  },
};
