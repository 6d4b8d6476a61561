/**
 * The classes of query modifiers an SEO reads, and the search intent each signals, declared once.
 * The intents follow the task types of Google's Search Quality Rater Guidelines (section 12.7:
 * Know, Do, Website, Visit-in-person) as SEO practice names them: informational (know),
 * commercial (compare before a purchase), transactional (do: buy, book, price), navigational
 * (website: a brand's login or support).
 */
import type { Intent } from "../../text.ts";

/** Every modifier class, in the order their intent wins when a query carries several. */
export const MODIFIER_CLASSES = [
  "login_support",
  "jobs_salary",
  "definition",
  "price",
  "buy",
  "near_me",
  "free",
  "alternatives",
  "comparison",
  "how_to",
] as const;

/** A modifier class. */
export type ModifierClass = typeof MODIFIER_CLASSES[number];

/** The intent each class signals. */
export const CLASS_INTENT: Readonly<Record<ModifierClass, Intent>> = {
  // A brand's own login, app or support page answers these: the searcher wants that site.
  login_support: "navigational",
  // Job seekers want a careers page or a salary figure, not the product.
  jobs_salary: "informational",
  definition: "informational",
  how_to: "informational",
  // Price, buying and local searches are one step from acting (rater guidelines: "Do" and
  // "Visit-in-person" queries).
  price: "transactional",
  buy: "transactional",
  near_me: "transactional",
  // Comparisons, alternatives and "free" options are weighed before a choice.
  comparison: "commercial",
  alternatives: "commercial",
  free: "commercial",
};

/**
 * The page each class asks for: a guide or glossary entry (definition, how-to), a shopping page
 * (a category, product, pricing or comparison page: buyers compare, look for free plans, price
 * and buy on it), a brand's own site (login, support), a careers page. Modifiers of two page
 * kinds are not served by one page.
 */
export const CLASS_PAGE: Readonly<Record<ModifierClass, string>> = {
  definition: "guide",
  how_to: "guide",
  price: "shopping",
  buy: "shopping",
  near_me: "shopping",
  comparison: "shopping",
  alternatives: "shopping",
  free: "shopping",
  login_support: "brand_site",
  jobs_salary: "careers",
};

/** One row of a language's table: a class, its phrases as people type them, and the source. */
export interface ModifierRow {
  class: ModifierClass;
  phrases: readonly string[];
  source: string;
}

/** A language's modifier table. */
export interface ModifierTable {
  /** ISO 639-1 code. */
  language: string;
  /** Whether phrases are matched inside words (scripts written without spaces: ja, zh). */
  unspaced?: boolean;
  rows: readonly ModifierRow[];
}
