/** Titles, slugs and topic phrases of suggested pages. */
import { normalizeText } from "../../toolkit/text.ts";
import { STOPWORDS } from "../../toolkit/tokens.ts";
import { MODIFIERS, QUESTION_START } from "./lexicon.ts";

/** True when the text has letters outside the Latin script (Cyrillic, Han, Arabic ...). */
export function otherScript(text: string): boolean {
  return /[^\p{Script=Latin}\P{L}]/u.test(text);
}

/**
 * Title case, declared once in `toolkit/prose.ts`: the user's casing kept, small words lowercased,
 * acronyms (or vowel-less short words) in capitals; other scripts in sentence case.
 */
export { titleCase } from "../../toolkit/prose.ts";

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
