import { wordsPattern } from "../words.ts";
import { DECIDES, type GoalRule, termsIn } from "./types.ts";

/** The terms of traffic growth: new pages, on-page optimisation, keywords and rankings. */
const TERMS = wordsPattern([
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
]);

export const trafficGrowth: GoalRule = {
  id: "traffic_growth",
  decides: DECIDES,
  when:
    "the goal is traffic_growth and the item names new pages, posts, articles or guides, publishing, writing, creating, blog posts, topic clusters, keywords, long-tail, optimising, on-page work, title tags, meta descriptions, internal links, featured snippets, rankings or traffic",
  because:
    "SEO practice: new pages for searched keywords and on-page work grow organic traffic (Google's SEO Starter Guide covers titles, meta descriptions and internal links)",
  decide: ({ goal, text }) => goal === "traffic_growth" ? termsIn(TERMS, text) : null,
};
