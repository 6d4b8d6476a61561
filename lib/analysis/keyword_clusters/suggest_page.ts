/** The page to create for a cluster: its type, title and slug. */
import type { Intent } from "../../toolkit/values.ts";
import type { Item } from "./facts.ts";
import { GUIDE_WORDS, QUESTION_START, TOOL_WORDS } from "./lexicon.ts";
import type { PageType, SuggestedPage } from "./result.ts";
import { commercialNoun, otherScript, slugify, titleCase, topicPhrase } from "./titles.ts";

export interface PageFacts {
  intent: Intent;
  /** Whether any keyword of the cluster carries an intent modifier. */
  modified: boolean;
  size: number;
  /** Normalised texts of the cluster's keywords. */
  texts: string[];
  year: number;
}

/**
 * The page type: a tool, a comparison, a landing page, or an article (guide or blog post). Also
 * the recommended page type of a single keyword (`lib/analysis/keyword_judgement`).
 */
export function pageTypeOf(norm: string, facts: Omit<PageFacts, "year">): PageType {
  let page_type: PageType;
  if (TOOL_WORDS.test(norm)) page_type = "tool_page";
  else if (facts.intent === "commercial") page_type = "comparison_page";
  else if (facts.intent === "transactional" || facts.intent === "navigational") {
    page_type = "landing_page";
  } else if (!facts.modified) {
    // No keyword carries a modifier: a noun phrase ("console table", "dog bed") names an
    // offering or a topic, and the live SERP decides which; a landing page fits both, an
    // article does not sell a product.
    page_type = "landing_page";
  } else {
    page_type = facts.texts.some((t) => GUIDE_WORDS.test(t)) || facts.size >= 5
      ? "guide"
      : "blog_post";
  }
  return page_type;
}

export function suggestPage(head: Item, facts: PageFacts): SuggestedPage {
  const norm = head.norm;
  const page_type = pageTypeOf(norm, facts);
  const question = QUESTION_START.test(norm);
  const topic = topicPhrase(head.keyword);
  let phrase = topic;
  let title: string;
  if (otherScript(head.keyword)) {
    // English title templates would mix languages: the head itself is the title.
    phrase = norm;
    title = titleCase(head.keyword);
  } else if (head.language !== "en") {
    // No English template words on a page in another language: the head, sentence-cased.
    phrase = norm;
    title = head.keyword.charAt(0).toUpperCase() + head.keyword.slice(1);
  } else if (page_type === "tool_page") {
    phrase = norm;
    title = /^free\b/.test(norm) ? titleCase(head.keyword) : `Free ${titleCase(head.keyword)}`;
  } else if (page_type === "comparison_page") {
    if (/\b(vs|versus|alternatives?|reviews?|compare|comparison)\b/.test(norm)) {
      phrase = norm;
      title = `${titleCase(head.keyword)} (${facts.year})`;
    } else {
      const noun = commercialNoun(facts.texts, topic);
      phrase = noun ? `${topic} ${noun}` : topic;
      title = `Best ${titleCase(phrase)} (${facts.year})`;
    }
  } else if (page_type === "landing_page") {
    phrase = question ? topic : norm;
    title = titleCase(question ? topic : head.keyword);
  } else if (question) {
    phrase = topic;
    title = /^how to\b/.test(norm) ? titleCase(head.keyword) : `${titleCase(head.keyword)}?`;
  } else if (page_type === "guide") title = `${titleCase(topic)}: The Complete Guide`;
  else title = `${titleCase(topic)}: What You Need to Know`;
  return { title, slug: slugify(phrase) || slugify(head.keyword) || "page", page_type };
}
