import type { GoalRule } from "./types.ts";

/** Authority building: links, PR, expertise and original research. */
export const authorityBuilding: GoalRule = {
  id: "authority_building",
  terms: [
    "backlinks?",
    "link[- ]building",
    "links?",
    "outreach",
    "digital pr",
    "pr",
    "guest (?:posts?|articles?)",
    "mentions?",
    "e-?e-?a-?t",
    "author (?:bios?|pages?)",
    "experts?",
    "original research",
    "research",
    "study",
    "surveys?",
    "data",
    "statistics",
    "citations?",
    "haro",
    "podcasts?",
    "partnerships?",
  ],
};
