/**
 * What a query asks for beside its topic: the modifiers SEOs read ("cheap", "best", "vs",
 * "near me", "book", "how to") in the languages the lexicon knows. A modifier tells which page
 * type serves the searcher; the remaining words (the topic) tell which page. Pure.
 */
import { normalizeText } from "../../toolkit/text.ts";
import { MODIFIER_TABLES, type ModifierClass, oneWordModifiers } from "./modifiers/mod.ts";

/**
 * Modifier words, accent-folded, per language: intent (buy, compare, learn), price, platform and
 * place words. Kept short and unambiguous: a word that is also a common topic noun in the
 * language stays out ("test" is a review in German, a topic in English).
 */
const MODIFIER_WORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  en: words(
    "buy order purchase shop sale price prices pricing cost costs cheap cheapest affordable budget deal deals discount discounts coupon coupons promo quote quotes book booking reserve reservation " +
      "best top review reviews compare comparison vs versus alternative alternatives " +
      "how what why when where who which guide tutorial tips ideas examples " +
      "near nearby me online mobile app official",
  ),
  fr: words(
    "prix pas cher meilleur meilleurs meilleure avis comparatif acheter reserver tarif tarifs gratuit gratuits gratuite comment faire quoi quel quelle",
  ),
  de: words(
    "preis preise gunstig billig beste bestes besten test vergleich kaufen buchen kostenlos kostenlose kostenloses wie was wo machen",
  ),
  es: words(
    "precio precios barato baratos mejor mejores opiniones comparativa comprar reservar gratis como que donde hacer",
  ),
  it: words(
    "prezzo prezzi economico economici migliore migliori miglior recensioni confronto comprare prenotare gratis gratuito gratuita gratuiti come cosa dove fare",
  ),
  pt: words(
    "preco barato baratos melhor melhores avaliacao comprar reservar gratis como que onde fazer",
  ),
};

function words(list: string): ReadonlySet<string> {
  return new Set(list.split(" "));
}

/**
 * The classes whose one-word phrases in a language's reviewed table (`modifiers/tables`) are
 * modifier words too: what the searcher wants done with the topic (its price, a free or cheap
 * option, buying, comparing, a definition, somewhere near), never the topic itself. Login,
 * support and job words stay topics here ("kontakt", "jobb" name pages of their own).
 */
const TABLE_CLASSES: ReadonlySet<ModifierClass> = new Set([
  "price",
  "cost",
  "free",
  "buy",
  "comparison",
  "alternatives",
  "definition",
  "near_me",
]);

/** Each language's modifier words: the list above and its table's one-word modifiers. */
const WORDS_BY_LANGUAGE: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  [...new Set([...Object.keys(MODIFIER_WORDS), ...Object.keys(MODIFIER_TABLES)])].map((l) => {
    // English words count in every market: its curated list alone ("top" is also a garment).
    const fromTable = l === "en" ? [] : oneWordModifiers(l, TABLE_CLASSES).map(normalizeText);
    return [l, new Set([...(MODIFIER_WORDS[l] ?? []), ...fromTable])];
  }),
);

/** Every language's modifiers, for text whose language is unknown. */
const ANY_LANGUAGE: ReadonlySet<string> = new Set(
  Object.values(WORDS_BY_LANGUAGE).flatMap((set) => [...set]),
);

/**
 * Whether a normalised word is a modifier rather than a topic word: English modifiers always
 * count (they are used in every market), another language's when the text is in it, and every
 * language's when the language is unknown.
 */
export function isModifierWord(word: string, language: string | null = null): boolean {
  if (/^(19|20)\d\d$/.test(word)) return true;
  if (language === null) return ANY_LANGUAGE.has(word);
  return WORDS_BY_LANGUAGE.en.has(word) || (WORDS_BY_LANGUAGE[language]?.has(word) ?? false);
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

/** Question openings per language (accent-folded). */
const QUESTION_START =
  /^(how|what|why|when|where|who|which|comment|pourquoi|quoi|que|qu est ce|ou|quel|quelle|como|que|donde|por que|cuando|cual|o que|onde|porque|quando|qual|come|cosa|dove|perche|quale|wie|was|wo|warum|wann|welche|welcher)\b/;

/** Whether a query opens as a question, in any of the lexicon's languages. */
export function isQuestion(text: string): boolean {
  return QUESTION_START.test(normalizeText(text));
}
