/** What the options and checks read, computed once: keyword, language, brand, page type and the page's own words. */
import { keywordIntent, type Phrase, toPhrase } from "../page_match.ts";
import type { Intent } from "../../toolkit/values.ts";
import { languageOfText } from "../understanding/language.ts";
import { stemmerFor } from "../understanding/stemming.ts";
import { contentBlocks, inChrome, type PageBlock, type PageModel } from "../../web/html.ts";
import { discontinuedNotice } from "../understanding/product_status.ts";
import { siteNameOf } from "../understanding/site_name.ts";
import { authorshipOf } from "../understanding/authorship.ts";
import { isA } from "../understanding/rich_results/schema_types.ts";
import { offersOneItem } from "../understanding/buy_controls.ts";
import { hasPrice } from "../understanding/price.ts";
import type { TitleMetaInput } from "./input.ts";

/** Languages with title and description templates; others get the page's own words only. */
export const TEMPLATE_LANGUAGES = ["en", "de", "fr", "es", "pt"] as const;

/** The facts of one request. */
export interface Facts {
  keyword: string;
  kw: Phrase;
  /** A text as a phrase stemmed in the page's language (the keyword's own stemmer). */
  phrase: (text: string) => Phrase;
  intent: Intent | "unknown";
  language: string;
  brand: string | null;
  /** A shorter form of the brand that still names it ("Northmoor" for "University of Northmoor"). */
  brandShort: string | null;
  /** The site's titles carry the brand: options keep it. */
  brandInTitles: boolean;
  pageType: string;
  page: PageModel;
  source: "url" | "markdown";
  currentTitle: string | null;
  currentDescription: string | null;
  h1: string | null;
  h2s: string[];
  /** The first sentences of the page's main content after its H1 (up to 6), chrome and interface text left out. */
  intro: string[];
  /** "Label: value" facts of the page's main content (a key-facts box, a spec list), up to 6. */
  keyFacts: string[];
  /** The page's notice that its product is discontinued or replaced, or null. */
  discontinued: string | null;
  /** The page offers a free trial itself (its own text says so). */
  offersTrial: boolean;
  year: number;
}

/** Reads the request and the page into the facts. */
export function factsOf(
  input: TitleMetaInput,
  page: PageModel,
  source: "url" | "markdown",
  now: Date,
): Facts {
  const language = languageOf(page, input.keyword);
  // One stemmer for the keyword and every text it is looked for in: each text's own language
  // guess would stem "Naprawa pralek wrocław | Serwis AGD" and the keyword differently.
  const stem = stemmerFor(language);
  const phrase = (text: string) => toPhrase(text, { stem });
  const kw = phrase(input.keyword);
  const intent = keywordIntent(kw);
  const h1 = page.headings.find((h) => h.level === 1)?.text ?? null;
  const main = mainBlocks(page, h1);
  return {
    keyword: input.keyword.trim(),
    kw,
    phrase,
    intent,
    language,
    ...brandsOf(input, page),
    pageType: pageTypeOf(input.page_type, page, intent, main),
    page,
    source,
    currentTitle: input.current_title?.trim() || page.title_tag,
    currentDescription: input.current_meta_description?.trim() || page.meta_description,
    h1,
    h2s: contentHeadings(page).filter((h) => h.level === 2).map((h) => h.text).slice(0, 6),
    intro: sentencesOf(main, page.text, h1).slice(0, 6),
    keyFacts: keyFactsOf(main),
    discontinued: discontinuedNotice([
      ...page.headings.map((h) => h.text),
      ...main.map((b) => b.text),
    ]),
    offersTrial: TRIAL.test(page.text),
    year: now.getUTCFullYear(),
  };
}

/** The page's declared language, else its text's, else the keyword's; English when unknown. */
function languageOf(page: PageModel, keyword: string): string {
  const declared = page.lang?.toLowerCase().split(/[-_]/)[0] ?? null;
  return declared || page.text_language || languageOfText(keyword) || "en";
}

/**
 * The brand: the name the site gives itself (og:site_name, logo, title suffix, copyright), else
 * one read from the domain; its short form is the domain's name when the brand contains it.
 */
function brandsOf(
  input: TitleMetaInput,
  page: PageModel,
): Pick<Facts, "brand" | "brandShort" | "brandInTitles"> {
  const current = input.current_title?.trim() || page.title_tag || "";
  const named = siteNameOf(page, current ? [current] : [])?.value ?? null;
  const domain = domainName(input.target ?? page.url ?? null);
  const brand = named && named.length <= 40 ? named : domain;
  const short =
    domain && brand && brand !== domain && brand.toLowerCase().includes(domain.toLowerCase())
      ? domain
      : null;
  const inTitles = [brand, short].some((b) => b && current.toLowerCase().includes(b.toLowerCase()));
  return { brand, brandShort: short, brandInTitles: inTitles };
}

/** The site's name as its domain spells it ("northmoor.ac.uk" → "Northmoor"). */
function domainName(target: string | null): string | null {
  if (!target) return null;
  try {
    const host = new URL(target.includes("://") ? target : `https://${target}`).hostname;
    const labels = host.replace(/^www\./, "").split(".");
    const name = labels.length >= 3 && labels.at(-2)!.length <= 3 ? labels.at(-3)! : labels[0];
    return name.charAt(0).toUpperCase() + name.slice(1);
  } catch {
    return null;
  }
}

/** schema.org types (and their subtypes) that say what a page is. */
const SCHEMA_TYPES: [string, string][] = [
  ["Product", "product"],
  ["SoftwareApplication", "software"],
  ["LocalBusiness", "local_business"],
  ["HowTo", "guide"],
  ["Article", "blog_post"],
];

/** A product's model or part number: letters and digits together ("VR-500", "WH-1000XM5"). */
const MODEL =
  /\b(?=[\p{L}-]*\d)(?=\d*[\p{L}])[\p{L}\d]+(?:[-/][\p{L}\d]+)+\b|\b\p{Lu}{1,4}\d{2,5}\p{Lu}?\b/u;
/** The page offers a free trial. */
const TRIAL =
  /\b(free trial|try (it )?free|kostenlos testen|essai gratuit|prueba gratis|teste grátis|prova gratuita|gratis proberen)\b/i;

/**
 * The declared page type, else the page's own markup types, else a product page read from its
 * content (a model number in the H1 with a price or a discontinued notice), else an article (a
 * publication date with an author or prose), else the keyword's intent.
 */
function pageTypeOf(
  declared: string | undefined,
  page: PageModel,
  intent: Intent | "unknown",
  main: readonly PageBlock[],
): string {
  if (declared && declared !== "auto") return declared;
  for (const [type, pageType] of SCHEMA_TYPES) {
    if (page.json_ld_types.some((t) => isA(t, type))) return pageType;
  }
  const h1 = page.headings.find((h) => h.level === 1)?.text ?? "";
  const mainText = main.map((b) => b.text).join(" ");
  if (MODEL.test(h1) && (hasPrice(mainText) || discontinuedNotice([mainText]))) return "product";
  // One item offered: a price and one buy control (two with a sticky copy); a listing has one
  // per item.
  if (h1 && offersOneItem(page) && hasPrice(page.text)) return "product";
  // An article shows who wrote it and when (its byline, meta tags or markup).
  const by = authorshipOf(page, siteNameOf(page)?.value ?? null);
  if (by.published && (by.author || main.some((b) => b.tag === "p"))) return "blog_post";
  if (intent === "commercial") return "comparison_page";
  if (intent === "informational") return "guide";
  return "landing_page";
}

/**
 * Headings of the content: outside the chrome (filters in an aside, a newsletter box, the footer)
 * and, on a page with a <main>, inside it.
 */
function contentHeadings(page: PageModel) {
  const hasMain = page.headings.some((h) => h.regions?.includes("main"));
  return page.headings.filter((h) =>
    !inChrome(h.regions) && (!hasMain || h.regions?.includes("main"))
  );
}

/** Text blocks of the main content: outside the chrome, from the H1 on (when it is found). */
function mainBlocks(page: PageModel, h1: string | null): PageBlock[] {
  const blocks = contentBlocks(page);
  const start = h1 ? page.text.indexOf(h1) : -1;
  if (start < 0) return blocks;
  return blocks.filter((b) => {
    const at = page.text.indexOf(b.text);
    return at < 0 || at >= start;
  });
}

/** "UCAS code: H300", "Duration: 3 years": short label-value lines of the main content. */
function keyFactsOf(main: readonly PageBlock[]): string[] {
  return main.filter((b) => ["li", "dd", "td", "p"].includes(b.tag))
    .map((b) => b.text.trim())
    .filter((t) => /^[\p{L}][\p{L}\s()'’-]{1,30}:\s*\S/u.test(t) && t.split(/\s+/).length <= 14)
    .slice(0, 6);
}

/** Interface text: prices beside cart or stock words, size pickers, consent and sign-up lines. */
const INTERFACE =
  /\b(add to (cart|bag|basket)|in den warenkorb|ajouter au panier|añadir al carrito|adicionar ao carrinho|aggiungi al carrello|in winkelwagen|do koszyka|size guide|cookies?|newsletter|subscribe|abonnieren|s'abonner|suscríbete|inscreva-se)\b/i;

/**
 * Sentences of the main content's paragraphs (after the H1), fragments (menus, buttons, labels)
 * and interface text dropped; the whole text's sentences when the page has no paragraphs.
 */
function sentencesOf(main: readonly PageBlock[], text: string, h1: string | null): string[] {
  // A paragraph that is mostly links is navigation or a call-to-action row, not content.
  const paragraphs = main.filter((b) =>
    (b.tag === "p" || b.tag === "blockquote") &&
    b.linked.join(" ").length < 0.4 * b.text.length
  ).map((b) => b.text);
  const sources = paragraphs.length > 0
    ? paragraphs
    : [h1 && text.includes(h1) ? text.slice(text.indexOf(h1) + h1.length) : text];
  return sources.flatMap((p) => p.slice(0, 2000).match(/[^.!?]+[.!?]/g) ?? [])
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 6 && !INTERFACE.test(s));
}
