/** Titles, slugs and topic phrases of suggested pages. */
import { normalizeText, STOPWORDS } from "../text.ts";
import { MODIFIERS, QUESTION_START } from "./lexicon.ts";

const SMALL_WORDS = new Set(
  "a an and as at but by for from in into nor of on or per the to vs via with".split(" "),
);
const ACRONYMS = new Set(
  "seo sem ppc crm erp cms api ai ui ux roi kpi faq pdf usa uk eu saas b2b b2c ceo hr llc"
    .split(" "),
);

/** True when the text has letters outside the Latin script (Cyrillic, Han, Arabic ...). */
export function otherScript(text: string): boolean {
  return /[^\p{Script=Latin}\P{L}]/u.test(text);
}

/** Title case with small words lowercased and acronyms (or vowel-less short words) uppercased. */
export function titleCase(text: string): string {
  const trimmed = text.trim();
  if (otherScript(trimmed)) {
    // Other scripts: sentence case only; English title rules do not apply.
    const chars = Array.from(trimmed);
    return chars.length === 0 ? "" : chars[0].toUpperCase() + chars.slice(1).join("");
  }
  return trimmed.split(/\s+/).map((word, i) => {
    if (/\p{Lu}/u.test(word)) return word;
    const bare = word.replace(/[^\p{L}\p{N}]/gu, "");
    if (i > 0 && SMALL_WORDS.has(bare)) return word;
    if (
      ACRONYMS.has(bare) ||
      (/^[a-z0-9]{2,5}$/.test(bare) && !/[aeiouy]/.test(bare) && /[a-z]/.test(bare))
    ) {
      return word.toUpperCase();
    }
    const chars = Array.from(word);
    return chars[0].toUpperCase() + chars.slice(1).join("");
  }).join(" ");
}

/** A URL slug: topic words of the text (all words when none), hyphenated, at most 60 chars. */
export function slugify(text: string): string {
  const all = normalizeText(text).split(" ").filter(Boolean);
  const topic = all.filter((w) => !STOPWORDS.has(w));
  const words = topic.length > 0 ? topic : all;
  let slug = "";
  for (const w of words) {
    const next = slug ? `${slug}-${w}` : w;
    if (Array.from(next).length > 60) break;
    slug = next;
  }
  return slug || Array.from(words[0] ?? "").slice(0, 60).join("");
}

/** Commercial nouns a comparison title may borrow from the cluster, in order of preference. */
const COMMERCIAL_NOUNS: [RegExp, string][] = [
  [/\bsoftware\b/, "software"],
  [/\btools?\b/, "tools"],
  [/\bservices?\b/, "services"],
  [/\bplatforms?\b/, "platforms"],
  [/\bapps?\b/, "apps"],
  [/\b(agency|agencies)\b/, "agencies"],
  [/\b(company|companies)\b/, "companies"],
  [/\bproviders?\b/, "providers"],
];

/**
 * The topic of a keyword for titles and slugs: its words without a leading question or
 * stopword run and without search modifiers ("best crm software" -> "crm"); the keyword when
 * nothing is left.
 */
export function topicPhrase(keyword: string): string {
  const words = normalizeText(keyword).split(" ").filter(Boolean);
  let start = 0;
  while (
    start < words.length && (STOPWORDS.has(words[start]) || QUESTION_START.test(words[start]))
  ) {
    start++;
  }
  const topic = words.slice(start).filter((w) => !MODIFIERS.has(w));
  while (topic.length > 0 && STOPWORDS.has(topic[topic.length - 1])) topic.pop();
  return topic.length > 0 ? topic.join(" ") : normalizeText(keyword) || keyword.trim();
}

/** The commercial noun most keywords of the cluster use, unless the topic already has one. */
export function commercialNoun(texts: readonly string[], topic: string): string | null {
  let best: string | null = null;
  let bestCount = 0;
  for (const [pattern, noun] of COMMERCIAL_NOUNS) {
    if (pattern.test(topic)) return null;
    const count = texts.filter((t) => pattern.test(t)).length;
    if (count > bestCount) {
      best = noun;
      bestCount = count;
    }
  }
  return best;
}
