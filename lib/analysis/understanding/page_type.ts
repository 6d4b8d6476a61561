/**
 * What kind of page a URL (and its title) is, as an SEO reads a site: utility, legal and
 * company pages (login, careers, privacy, terms, imprint, contact, team bios, a rival's
 * pricing, carts, archives, the confirmation after a form or an order) are never content gaps
 * and never consolidation targets.
 */

import { utilityWordKind, WORD_KINDS } from "./utility_words.ts";

/**
 * The utility kinds that are site furniture: pages that serve the site's own navigation, legal
 * duties or company facts, never a content topic: every kind read from words
 * (`utility_words.ts`), and the confirmation after a form or an order (read from its path).
 * Homepages, pricing pages, carts and archives are utility pages too but take part in keyword
 * work.
 */
export const FURNITURE_KINDS = [...WORD_KINDS, "confirmation"] as const;
export type FurnitureKind = typeof FURNITURE_KINDS[number];

/** The site-furniture kind of a page, or null for a content page (or another utility page). */
export function furnitureKind(url: string, title = ""): FurnitureKind | null {
  const kind = utilityPage(url, title)?.kind;
  return (FURNITURE_KINDS as readonly string[]).includes(kind ?? "") ? kind as FurnitureKind : null;
}

/** A utility page and why it is one. */
export interface UtilityPage {
  kind: string;
  reason: string;
}

/** Path patterns of utility pages; the words of their paths and titles are in `utility_words.ts`, in ten languages. */
const UTILITY: readonly { kind: string; pattern: RegExp }[] = [
  {
    // The page a form or an order leads to ("thank you", "order received"), in en, de, fr, es,
    // pt, it, nl, pl and the Nordic languages.
    kind: "confirmation",
    pattern:
      /\/(thank[-_]?you|thanks|danke|vielen-dank|merci|gracias|obrigad[oa]|grazie|bedankt|dankjewel|dziekujemy|tack|takk|tak|confirmation|order-confirmation|order-received|bestaetigung|bestellbestaetigung|confirmacion|confirmacao|conferma|bevestiging|potwierdzenie)(\.html?)?\/?$/,
  },
  // A page named after recruiting (the last path segment alone) is the site's careers page.
  {
    kind: "careers",
    pattern:
      /\/(recruitment|recrutement|reclutamiento|reclutamento|recrutamento|werving|rekrutacja|rekrytering|採用)\/?$/,
  },
  // A contact page by its path (its title words are in `utility_words.ts`).
  { kind: "contact", pattern: /\/(contact(-us)?|kontakt|contacto|contato|contatti)\/?$/ },
  {
    kind: "team",
    pattern: /\/(attorneys?|lawyers?|team|our-team|people|staff|doctors|authors?)\/[^/]+/,
  },
  { kind: "pricing", pattern: /\/(pricing|prices|preise|tarifs|precios|plans)\/?$/ },
  { kind: "cart", pattern: /\/(cart|basket|checkout|warenkorb|panier)\b/ },
  { kind: "archive", pattern: /\/(tag|tags|category|categories|author|search|page\/\d+)\b/ },
];

/**
 * The utility kind of a page, or null for a content page. `homepage` when the path is the
 * site root: a homepage is the brand's front door, not a topic.
 */
export function utilityPage(url: string, title = ""): UtilityPage | null {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // a path or a malformed URL: read it as written
  }
  path = path.toLowerCase();
  if (path === "" || path === "/") {
    return { kind: "homepage", reason: "the site's homepage is its front door, not a topic" };
  }
  const kind = UTILITY.find((u) => u.pattern.test(path))?.kind ??
    utilityWordKind(`${path} ${title}`);
  return kind
    ? { kind, reason: `a ${kind} page: navigation, legal or company pages are not content` }
    : null;
}

/**
 * Whether a page sells (a money page: product, landing, feature, pricing, service, category,
 * homepage) or informs (an editorial page: blog post, article, guide, glossary). Pages of the
 * two kinds answer different searches: one is never merged or redirected into the other.
 */
export type PageKind = "money" | "editorial";

const EDITORIAL_TYPE =
  /^(blog|blog_?post|article|post|news|guide|how_?to|tutorial|glossary|definition|listicle|learn|resource)s?$/;
const MONEY_TYPE =
  /^(product|product_?page|pdp|landing|landing_?page|lp|feature|feature_?page|pricing|pricing_?page|plans?|category|category_?page|collection|plp|service|service_?page|solution|solution_?page|homepage|home|location|location_?page|shop|store|course|class|workshop|hotel|room|event|tour|booking)(e?s)?$/;
const EDITORIAL_FOLDER =
  /^\/(blog|news|articles?|guides?|learn|resources|magazine|journal|insights|academy|wiki|glossary|how-to)(\/|$)/;
const MONEY_FOLDER =
  /^\/(products?|p|shop|store|collections?|pricing|plans|features?|solutions?|services?)(\/|$)/;

/** A page's kind and what told it, or null when neither the type nor the URL says. */
export function pageKind(
  pageType: string | null | undefined,
  path: string,
): { kind: PageKind; source: "page_type" | "url" } | null {
  const type = (pageType ?? "").toLowerCase().trim().replace(/[^a-z0-9]+/g, "_");
  if (type !== "") {
    if (EDITORIAL_TYPE.test(type)) return { kind: "editorial", source: "page_type" };
    if (MONEY_TYPE.test(type)) return { kind: "money", source: "page_type" };
    return null;
  }
  // A language folder (/en/, /de-at/) says nothing of the kind: read the path after it.
  const p = path.toLowerCase().replace(/^\/[a-z]{2}(-[a-z]{2})?(?=\/|$)/, "") || "/";
  if (p === "/" || p === "") return { kind: "money", source: "url" };
  if (EDITORIAL_FOLDER.test(p)) return { kind: "editorial", source: "url" };
  if (MONEY_FOLDER.test(p)) return { kind: "money", source: "url" };
  return null;
}
