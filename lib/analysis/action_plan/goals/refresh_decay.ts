import { wordsPattern } from "../words.ts";
import { DECIDES, type GoalRule, termsIn } from "./types.ts";

/** The terms of refreshing decaying content: updates, consolidation and redirects. */
const TERMS = wordsPattern([
  "refresh(?:ing)?",
  "updat(?:e|ing)",
  "rewrite",
  "re-write",
  "decay(?:ing)?",
  "outdated",
  "stale",
  "prun(?:e|ing)",
  "consolidat(?:e|ion)",
  "merge",
  "redirects?",
  "301",
  "republish",
  "revive",
  "recover",
  "improve",
  "expand",
  "declin(?:e|ing)",
  "lost rankings?",
]);

export const refreshDecay: GoalRule = {
  id: "refresh_decay",
  decides: DECIDES,
  when:
    "the goal is refresh_decay and the item names a refresh, update, rewrite, decay, outdated or stale content, pruning, consolidation, merging, redirects (301), republishing, reviving, recovering, improving or expanding, declining or lost rankings",
  because:
    "SEO practice: updating, merging or redirecting decaying pages recovers rankings they lost (Google Search Central documents permanent redirects for moved or merged content)",
  decide: ({ goal, text }) => goal === "refresh_decay" ? termsIn(TERMS, text) : null,
};
