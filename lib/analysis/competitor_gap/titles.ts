/** Suggested titles of an opportunity: templates by page type, built from the topic's words. */
import { lookup } from "../../toolkit/values.ts";
import { normalizeText } from "../../toolkit/text.ts";
import { STOPWORDS } from "../../toolkit/tokens.ts";
import { evidencedLanguageOfText } from "../understanding/language.ts";
import type { BuyerStage, GapOpportunity, SuggestedTitles } from "./result.ts";
import { ANGLE_WORDS, GENERIC, SMALL_WORDS } from "./vocabulary.ts";
import { standardNumber } from "./words.ts";

/** Title case that keeps acronyms and brand casing. */
function topicTitleCase(text: string): string {
  const list = text.split(" ").filter(Boolean);
  return list.map((w, i) => {
    if (i > 0 && SMALL_WORDS.has(w)) return w;
    if (/\p{Lu}/u.test(w)) return w;
    // The acronym of a standard keeps its capitals ("SOC 2", "ISO 27001").
    if (/^\d+$/.test(list[i + 1] ?? "") && standardNumber(w)) return w.toUpperCase();
    const [first, ...rest] = Array.from(w);
    return first.toUpperCase() + rest.join("");
  }).join(" ");
}

/** The topic without its angle and generic qualifiers: "best mixpanel alternatives" -> "mixpanel". */
function coreDisplay(topic: string): string {
  const list = topic.split(" ").filter((w) => {
    const n = normalizeText(w);
    return !lookup(ANGLE_WORDS, n) && !GENERIC.has(n) && n !== "";
  });
  while (list.length > 0 && STOPWORDS.has(normalizeText(list[0]))) list.shift();
  while (list.length > 0 && STOPWORDS.has(normalizeText(list[list.length - 1]))) list.pop();
  return list.length > 0 ? list.join(" ") : topic;
}

/** The words a title template is filled with. */
interface TitleWords {
  /** The topic in title case. */
  H: string;
  /** The topic's core (no angle, no generic words) in title case. */
  C: string;
  /** The topic is an "a vs b" comparison. */
  isVs: boolean;
  stage: BuyerStage;
}

/** Feature, solution and landing pages: features and pricing once the searcher decides. */
function landingTitles({ H, stage }: TitleWords): string[] {
  return stage === "decision"
    ? [`${H}: Features and Pricing`, `${H}: How It Works and How to Get Started`]
    : [`${H}: Features and Use Cases`, `${H}: How It Works`];
}

/** Two title templates per page type. */
const BY_PAGE_TYPE = new Map<string, (w: TitleWords) => string[]>([
  [
    "comparison_page",
    ({ H, C, isVs }) =>
      isVs
        ? [`${H}: Key Differences Compared`, `${H}: Which Is Right for You?`]
        : [`${C} Compared: Options Side by Side`, `How to Compare ${C} Options`],
  ],
  ["alternatives_page", ({ C }) => [
    `${C} Alternatives: Options Compared`,
    `Best ${C} Alternatives and How to Choose`,
  ]],
  ["listicle", ({ C }) => [
    `Best ${C}: How the Top Options Compare`,
    `${C}: How to Choose the Right One`,
  ]],
  ["pricing_page", ({ C }) => [
    `${C} Pricing: Plans and Costs Explained`,
    `How Much Does ${C} Cost?`,
  ]],
  ["integration_page", ({ C }) => [
    `${C} Integration: Setup and Use Cases`,
    `How to Connect ${C}`,
  ]],
  ["template_page", ({ C }) => [
    `${C} Template: What to Include and How to Use It`,
    `${C} Templates and Examples`,
  ]],
  ["glossary_page", ({ C }) => [
    `What Is ${C}? Definition and Examples`,
    `${C}: Meaning and How It Works`,
  ]],
  [
    "tool_page",
    ({ H }) => [`${H}: How It Works and How to Use It`, `${H}: Inputs, Results and Tips`],
  ],
  ["case_study", ({ C }) => [
    `${C} Case Study: Approach and Lessons`,
    `How Teams Approach ${C}: A Case Study`,
  ]],
  ["docs", ({ H, C }) => [`${H}: Setup and Documentation`, `How to Set Up ${C}`]],
  // A service page is named by its service and place; the searcher wants to hire.
  ["service_page", ({ H }) => [H, `${H}: How We Can Help`]],
  ["feature_page", landingTitles],
  ["solution_page", landingTitles],
  ["landing_page", landingTitles],
  ["homepage", landingTitles],
]);

/** Guides, blog posts and any other type: by how-to wording, else by stage. */
function guideTitles({ H, stage }: TitleWords, howTo: boolean): string[] {
  return howTo
    ? [`${H}: Step-by-Step Guide`, `${H} (With Examples)`]
    : stage === "awareness"
    ? [`${H}: A Practical Guide`, `What Is ${H}? A Complete Guide`]
    : stage === "consideration"
    ? [`${H}: How to Evaluate Your Options`, `${H}: A Buyer's Guide`]
    : [`${H}: Features, Pricing and How to Choose`, `${H}: What to Know Before You Buy`];
}

/** The English titles of an opportunity. */
function englishTitles(o: GapOpportunity, H: string): string[] {
  const w: TitleWords = {
    H,
    C: topicTitleCase(coreDisplay(o.topic)),
    isVs: /(^| )(vs|versus)( |$)/i.test(o.topic),
    stage: o.buyer_stage,
  };
  if (o.modifiers.includes("examples")) {
    return [`${w.C} Examples: What Good Looks Like`, `${w.C} Examples and How to Create Your Own`];
  }
  const byType = BY_PAGE_TYPE.get(o.page_type);
  return byType ? byType(w) : guideTitles(w, /^how to /i.test(o.topic));
}

/** Whether the topic or its competitors' titles show English by evidence (a word, not ASCII). */
function englishEvidence(o: GapOpportunity): boolean {
  if (o.language !== null && o.language !== "en") return false;
  return [o.topic, ...o.top_pages.map((p) => p.title)]
    .some((text) => evidencedLanguageOfText(text) === "en");
}

/** Titles for one opportunity, in its language: no invented numbers, only the topic's words. */
export function suggestTitles(o: GapOpportunity): SuggestedTitles {
  const H = topicTitleCase(o.topic);
  // No English template words around a topic in another language, or in a language nothing
  // shows (plain ASCII alone is not English: "historia pojazdu"): the topic is the title.
  const titles = englishEvidence(o) ? englishTitles(o, H) : [H];
  const unique = [...new Set(titles)];
  return {
    rank: o.rank,
    topic: o.topic,
    page_type: o.page_type,
    buyer_stage: o.buyer_stage,
    titles: unique.map((title) => {
      const length = Array.from(title).length;
      return { title, length, over_60_chars: length > 60 };
    }),
  };
}
