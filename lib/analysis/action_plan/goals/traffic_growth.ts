import type { GoalRule } from "./types.ts";

/** Traffic growth: new pages, on-page optimisation, keywords and rankings. */
export const trafficGrowth: GoalRule = {
  id: "traffic_growth",
  terms: [
    "new (?:page|post|article|guide)s?",
    "publish(?:ing)?",
    "write",
    "create",
    "blog(?: post)?s?",
    "articles?",
    "guides?",
    "topic clusters?",
    "clusters?",
    "keywords?",
    "long[- ]tail",
    "optimi[sz]e",
    "on[- ]page",
    "title tags?",
    "meta descriptions?",
    "internal links?",
    "internal linking",
    "featured snippets?",
    "rankings?",
    "traffic",
  ],
};
