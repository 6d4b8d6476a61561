import type { ExclusionRule } from "./types.ts";

/** A spam_score above max_spam_score: the link could hurt more than it helps. */
export const spam: ExclusionRule = {
  id: "spam",
  applies: (p, { maxSpam }) =>
    p.spam !== null && p.spam > maxSpam
      ? `spam_score ${p.spam} is above max_spam_score ${maxSpam}`
      : null,
};
