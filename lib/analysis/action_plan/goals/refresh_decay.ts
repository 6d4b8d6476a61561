import type { GoalRule } from "./types.ts";

/** Refresh of decaying content: updates, consolidation and redirects. */
export const refreshDecay: GoalRule = {
  id: "refresh_decay",
  terms: [
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
  ],
};
