import { wordsPattern } from "../words.ts";
import { DECIDES, type GoalRule, termsIn } from "./types.ts";

/** The terms of authority building: links, PR, expertise and original research. */
const TERMS = wordsPattern([
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
]);

export const authorityBuilding: GoalRule = {
  id: "authority_building",
  decides: DECIDES,
  when:
    "the goal is authority_building and the item names links, outreach, digital PR, guest posts, mentions, E-E-A-T, author pages, experts, original research, studies, surveys, data, statistics, citations, HARO, podcasts or partnerships",
  because:
    "SEO practice: links and mentions from other sites, expert authors and original research build a site's authority (Google Search Central's helpful-content guidance asks for expertise and original information, research or analysis: E-E-A-T)",
  decide: ({ goal, text }) => goal === "authority_building" ? termsIn(TERMS, text) : null,
};
