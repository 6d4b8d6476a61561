import type { GoalRule } from "./types.ts";

/** Launch support: announcements, feature and product pages, indexing. */
export const launchSupport: GoalRule = {
  id: "launch_support",
  terms: [
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
  ],
};
