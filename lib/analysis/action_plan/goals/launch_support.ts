import { wordsPattern } from "../words.ts";
import { DECIDES, type GoalRule, termsIn } from "./types.ts";

/** The terms of launch support: announcements, feature and product pages, indexing. */
const TERMS = wordsPattern([
  "launch(?:es|ing)?",
  "pre-launch",
  "announce(?:ment)?",
  "release",
  "go[- ]live",
  "new features?",
  "feature pages?",
  "product pages?",
  "press(?: release)?",
  "landing pages?",
  "sitemaps?",
  "index(?:ing|ation)?",
  "schema",
  "changelog",
  "waitlist",
]);

export const launchSupport: GoalRule = {
  id: "launch_support",
  decides: DECIDES,
  when:
    "the goal is launch_support and the item names a launch, pre-launch, announcement, release, go-live, new features, feature, product or landing pages, a press release, sitemaps, indexing, schema, a changelog or a waitlist",
  because:
    "SEO practice: a launch needs pages that announce it and get found quickly (Google Search Central: sitemaps tell Google about new pages, structured data helps it understand them)",
  decide: ({ goal, text }) => goal === "launch_support" ? termsIn(TERMS, text) : null,
};
