import { DECIDES, type ExclusionRule } from "./types.ts";

export const spam: ExclusionRule = {
  id: "spam",
  decides: DECIDES,
  when: "the (merged) spam_score is above max_spam_score",
  because:
    "a link from a site likely to be spam is worth nothing or looks like part of a link scheme (Google Search Central, spam policies: link spam); spam_score is the data provider's estimate that the site is spam",
  decide: ({ p, maxSpam }) =>
    p.spam !== null && p.spam > maxSpam
      ? `spam_score ${p.spam} is above max_spam_score ${maxSpam}`
      : null,
};
