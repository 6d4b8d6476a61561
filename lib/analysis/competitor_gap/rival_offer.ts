/**
 * A competitor's own named offer: its brand followed by a short product or service name
 * ("Pawsworth Pet Health Club", "Autocentrum Gwarancja"). It is what the competitor sells, not
 * a topic searchers ask about: a content gap is a subject the owner can write about, while the
 * rival's branded plan only its owner can offer (SEO practice: branded queries are
 * navigational, Google's rater guidelines' Website queries). A source with a question, how-to,
 * comparison or alternatives modifier ("Pawsworth guide to puppy vaccinations", "Personio
 * alternative") stays a topic.
 */
import { normalizeText } from "../../toolkit/text.ts";
import { modifiersIn } from "../understanding/modifiers/mod.ts";

/** Words after the brand that still make a product name, not an article. */
const MAX_NAME_WORDS = 4;

/** A brand word read off the start of a domain label: this long, and this share of the label. */
const BRAND_PREFIX = { min_letters: 5, min_share: 0.5 } as const;

/**
 * The brand the text opens with: a brand phrase, or a first word the domain label starts with
 * (domains often add a trade word: "pawsworth" for pawsworthvets.co.uk).
 */
function openingBrand(norm: string, brands: readonly string[]): string | null {
  const whole = brands.find((b) => norm === b || norm.startsWith(`${b} `));
  if (whole) return whole;
  const first = norm.split(" ")[0] ?? "";
  const fits = (label: string) =>
    label.startsWith(first) && first.length >= BRAND_PREFIX.min_letters &&
    first.length >= BRAND_PREFIX.min_share * label.length;
  return brands.some((b) => fits(b.replace(/ /g, ""))) ? first : null;
}

/** Whether the text is a competitor's brand followed by a short name of its offer. */
export function rivalOffer(source: string, brands: readonly string[]): boolean {
  const norm = normalizeText(source);
  const brand = openingBrand(norm, brands);
  if (!brand) return false;
  const rest = norm.slice(brand.length).trim().split(" ").filter(Boolean);
  if (rest.length === 0 || rest.length > MAX_NAME_WORDS) return false;
  return modifiersIn(source, null).length === 0;
}
