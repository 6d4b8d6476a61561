/** Whether a page may own a keyword by intent, and when a match is too generic to count. */
import { intentFit, type PageIndex, type PageMatch } from "../page_match.ts";
import { type Keyword, type Page } from "./facts.ts";
import { GENERIC } from "./thresholds.ts";
import type { ModifierClass } from "../understanding/modifiers/mod.ts";
import type { FurnitureKind } from "../understanding/page_type.ts";

/** How a keyword's intent relates to a page's. */
export function intentVerdict(
  kw: Keyword,
  page: Page,
): "same" | "adjacent" | "opposite" | "unknown" {
  if (kw.intent === "unknown" || page.intent.intents.length === 0) return "unknown";
  if (page.intent.intents.includes(kw.intent)) return "same";
  return intentFit(kw.intent, page.intent) > 0 ? "adjacent" : "opposite";
}

/**
 * Whether a page may own a keyword: same or unknown intent; an adjacent intent only for
 * commercial and navigational keywords (a "best X" list can live on a blog), never for
 * informational or transactional ones (a question needs an answer page, a purchase a
 * product or pricing page).
 */
export function acceptableIntent(kw: Keyword, page: Page): boolean {
  // A site-furniture page takes exactly the searches it serves, whatever their intent label.
  const furniture = furnitureFits(kw, page);
  if (furniture !== null) return furniture;
  const v = intentVerdict(kw, page);
  if (v === "same" || v === "unknown") return true;
  if (v === "adjacent" && (kw.intent === "commercial" || kw.intent === "navigational")) return true;
  // A price-sorted comparison serves a price search ("cheap dog insurance" on a comparison
  // site): a shopper comparing prices is what the comparison page is for.
  return PRICE_SEARCH.test(kw.phrase.text.toLowerCase()) &&
    /comparison|compare|listicle/.test(`${page.pageType ?? ""} ${page.u.path}`);
}

/**
 * The one kind of search each site-furniture page serves (SEO practice: a careers page answers
 * job searches, a login or contact page its own brand's navigation, a locator "near me"):
 * any other keyword never lands on it, whatever words they share ("agent immobilier lyon" is
 * a customer's search, not a job seeker's). Legal, team and status pages serve none.
 */
const FURNITURE_SERVES: Readonly<Record<FurnitureKind, ModifierClass | null>> = {
  careers: "jobs_salary",
  login: "login_support",
  contact: "login_support",
  booking: "login_support",
  locator: "near_me",
  privacy: null,
  terms: null,
  imprint: null,
  team: null,
  status: null,
  confirmation: null,
};

/** Whether a furniture page serves the keyword; null when the page is not furniture. */
function furnitureFits(kw: Keyword, page: Page): boolean | null {
  if (page.furniture === null) return null;
  const wanted = FURNITURE_SERVES[page.furniture];
  return wanted !== null && kw.modifier === wanted;
}

/** Searches for the lowest price of a product or service. */
const PRICE_SEARCH = /\b(cheap|cheapest|affordable|low cost|lowest price|budget)\b/;

/**
 * A keyword whose every topic word is on more than half of the pages ("what is a crm" on a
 * CRM site) matches any page; without the exact phrase in the title or current_keywords a
 * match is no evidence of targeting, so it counts as weak at most.
 */
export function isGeneric(kw: Keyword, best: PageMatch, index: PageIndex): boolean {
  if (index.size < GENERIC.min_pages || kw.phrase.stems.length === 0) return false;
  if (best.signals.title_phrase || best.signals.keywords === 1) return false;
  return kw.phrase.stems.every((s) =>
    (index.postings.get(s)?.length ?? 0) > index.size * GENERIC.page_share
  );
}

export function depth(p: Page): number {
  return p.u.path === "/" ? 0 : p.u.path.split("/").length - 1;
}
