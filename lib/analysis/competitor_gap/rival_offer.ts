/**
 * A competitor's own named offer: its brand followed by a short product or service name
 * ("Pawsworth Pet Health Club", "Autocentrum Gwarancja"). It is what the competitor sells, not
 * a topic searchers ask about: a content gap is a subject the owner can write about, while the
 * rival's branded plan only its owner can offer (SEO practice: branded queries are
 * navigational, Google's rater guidelines' Website queries). A source with a question, how-to,
 * comparison or alternatives modifier ("Pawsworth guide to puppy vaccinations", "Personio
 * alternative") stays a topic.
 */
import { normalizeText } from "../text.ts";
import { modifiersIn } from "../understanding/modifiers/mod.ts";

/** Words after the brand that still make a product name, not an article. */
const MAX_NAME_WORDS = 4;

/** Whether the text is a competitor's brand followed by a short name of its offer. */
export function rivalOffer(source: string, brands: readonly string[]): boolean {
  const norm = normalizeText(source);
  const brand = brands.find((b) => norm === b || norm.startsWith(`${b} `));
  if (!brand) return false;
  const rest = norm.slice(brand.length).trim().split(" ").filter(Boolean);
  if (rest.length === 0 || rest.length > MAX_NAME_WORDS) return false;
  return modifiersIn(source, null).length === 0;
}
