/** Minimal prospects and scored actions for the rule tests. */
import type { Prospect } from "./facts.ts";
import type { Scored } from "./score.ts";

/** A prospect on blog.example.org with nothing known; `more` sets the fields a test reads. */
export function prospect(more: Partial<Prospect> = {}): Prospect {
  return {
    index: 0,
    domain: "blog.example.org",
    domainKey: "blog.example.org",
    url: null,
    urlKey: null,
    title: null,
    sourceType: null,
    topics: [],
    competitors: new Map(),
    linksToTarget: false,
    rank: null,
    domainRank: null,
    pageRank: null,
    spam: null,
    dofollow: null,
    broken: false,
    lost: false,
    merged: [],
    ...more,
  };
}

/** An outreach action at high priority for a prospect; `more` sets the fields a test reads. */
export function scored(p: Prospect, more: Partial<Scored> = {}): Scored {
  return {
    p,
    type: "outreach",
    asset: null,
    assetLinkReason: null,
    authority: null,
    relevanceKnown: true,
    score: 70,
    parts: {
      authority: 0,
      relevance: 0,
      feasibility: 0,
      dofollow: 0,
      competitors: 0,
      goal_adjustment: 0,
      spam_penalty: 0,
      platform_penalty: 0,
    },
    priority: "high",
    capped: null,
    ...more,
  };
}

/** An asset pitched to a prospect. */
export const ASSET = {
  url: "https://example.com/research/study",
  title: "Study",
  match_score: 0.5,
  shared_terms: ["study"],
};
