/**
 * What a query asks for beside its topic: the modifiers SEOs read ("cheap", "best", "vs",
 * "near me", "book", "how to") in the languages the lexicon knows. A modifier tells which page
 * type serves the searcher; the remaining words (the topic) tell which page. Pure.
 */
import { normalizeText } from "../text.ts";

/**
 * Modifier words, accent-folded: intent (buy, compare, learn), price, platform and place
 * words. Kept short and unambiguous: a word that is also a common topic noun stays out.
 */
const MODIFIER_WORDS: ReadonlySet<string> = new Set([
  // English: transactional, price, booking
  ..."buy order purchase shop sale price prices pricing cost costs cheap cheapest affordable budget deal deals discount discounts coupon coupons promo quote quotes book booking reserve reservation"
    .split(" "),
  // English: commercial investigation
  ..."best top review reviews compare comparison vs versus alternative alternatives".split(" "),
  // English: question and learning words
  ..."how what why when where who which guide tutorial tips ideas examples".split(" "),
  // English: place and platform
  ..."near nearby me online mobile app official".split(" "),
  // French, German, Spanish, Italian, Portuguese: price, best, review, compare, buy, book
  ..."prix pas cher meilleur meilleurs meilleure avis comparatif acheter reserver tarif tarifs"
    .split(" "),
  ..."preis preise gunstig billig beste besten vergleich kaufen buchen".split(" "),
  ..."precio precios barato mejor mejores opiniones comparativa comprar reservar".split(" "),
  ..."prezzo prezzi economico migliore migliori recensioni confronto comprare prenotare"
    .split(" "),
  ..."preco barato melhor melhores avaliacao comprar reservar".split(" "),
]);

/** Whether a normalised word is a modifier rather than a topic word. */
export function isModifierWord(word: string): boolean {
  return MODIFIER_WORDS.has(word) || /^(19|20)\d\d$/.test(word);
}

/** Searches for something close to the searcher ("bakery near me", "open now"). */
const LOCAL =
  /\b(near me|nearby|near by|close to me|open now|pres de chez moi|in meiner nahe|cerca de mi)\b/;

/**
 * Whether a query asks for a place near the searcher. Google answers these from the local pack
 * (Google Business Profile), so the site serves them with its homepage or location pages, never
 * with a doorway page named after the query.
 */
export function isLocalQuery(text: string): boolean {
  return LOCAL.test(normalizeText(text));
}

/**
 * The two sides of a comparison query ("trupanion vs lemonade" → ["trupanion", "lemonade"]), or
 * null when the query compares nothing. A page serves it only when it covers both sides.
 */
export function comparisonSides(text: string): [string, string] | null {
  const parts = normalizeText(text).split(/\b(?:vs|versus|or|contre|gegen|oder)\b/);
  if (parts.length !== 2) return null;
  const [a, b] = parts.map((p) => p.trim());
  if (!a || !b) return null;
  // "or" joins alternatives only in a short "x or y" query, not in "what to do or see".
  if (
    !/\b(vs|versus)\b/.test(normalizeText(text)) &&
    (a.split(" ").length > 3 || b.split(" ").length > 3)
  ) {
    return null;
  }
  return [a, b];
}
