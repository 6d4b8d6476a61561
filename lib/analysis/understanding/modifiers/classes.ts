/**
 * The classes of query modifiers an SEO reads, and the search intent each signals, declared once.
 * The intents follow the task types of Google's Search Quality Rater Guidelines (section 12.7:
 * Know, Do, Website, Visit-in-person) as SEO practice names them: informational (know),
 * commercial (compare before a purchase), transactional (do: buy, book, price), navigational
 * (website: a brand's login or support).
 */
import type { Intent } from "../../../toolkit/values.ts";

/** Every modifier class, in the order their intent wins when a query carries several. */
export const MODIFIER_CLASSES = [
  "login_support",
  "jobs_salary",
  "cost",
  "price",
  "buy",
  "near_me",
  "free",
  "alternatives",
  "comparison",
  // A definition frame is a question's syntax: a more specific modifier in the same query says
  // what is asked ("what is the best crm", "what is the cost of solar panels").
  "definition",
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
  // What something costs, asked as a question: researched before a purchase.
  cost: "commercial",
  near_me: "transactional",
  // Comparisons, alternatives and "free" options are weighed before a choice.
  comparison: "commercial",
  alternatives: "commercial",
  free: "commercial",
};

/** The kinds of page a modifier asks for. */
export type PageKind = "guide" | "shopping" | "brand_site" | "careers";

/**
 * The pages each class asks for: a guide or glossary entry (definition, how-to), a shopping page
 * (a category, product, pricing or comparison page: buyers compare, look for free plans, price
 * and buy on it), a brand's own site (login, support), a careers page. A cost question ("how much
 * does a roof cost") is answered by cost guides and price pages alike. Modifiers with no page
 * kind in common are not served by one page.
 */
export const CLASS_PAGES: Readonly<Record<ModifierClass, readonly PageKind[]>> = {
  definition: ["guide"],
  how_to: ["guide"],
  cost: ["guide", "shopping"],
  price: ["shopping"],
  buy: ["shopping"],
  near_me: ["shopping"],
  comparison: ["shopping"],
  alternatives: ["shopping"],
  free: ["shopping"],
  login_support: ["brand_site"],
  jobs_salary: ["careers"],
};

/**
 * Classes that ask about a thing anyone could look up: a term's meaning, an offer's price. Asked
 * about the searcher's own things ("what is my balance", "how much is due on my bill") they
 * ask for that person's account or a tool, which no page defines or prices (`ModifierTable.personal`).
 * How-to, buying, local and support searches keep their reading ("how do I reset my password").
 */
export const IMPERSONAL_CLASSES: ReadonlySet<ModifierClass> = new Set([
  "definition",
  "cost",
  "price",
]);

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
  /**
   * First-person possessives ("my", "mein", "mi"): a modifier word right after one names the
   * searcher's own thing ("my order", "mein Job"), and a definition or price phrase followed by
   * one asks about the searcher's own things (`IMPERSONAL_CLASSES`); neither is read as that
   * modifier. Unspaced scripts put the possessive before the noun ("私の"), so there it counts
   * anywhere in the query, for definitions and prices.
   */
  personal: { words: readonly string[]; source: string };
}
