/** What the options and checks read, computed once: keyword, language, brand, page type and the page's own words. */
import { keywordIntent, type Phrase, toPhrase } from "../page_match.ts";
import type { Intent } from "../text.ts";
import { languageOfText } from "../understanding/language.ts";
import type { PageModel } from "../../web/html.ts";
import type { TitleMetaInput } from "./input.ts";

/** Languages with title and description templates; others get the page's own words only. */
export const TEMPLATE_LANGUAGES = ["en", "de", "fr", "es", "pt"] as const;

/** The facts of one request. */
export interface Facts {
  keyword: string;
  kw: Phrase;
  intent: Intent | "unknown";
  language: string;
  brand: string | null;
  pageType: string;
  page: PageModel;
  source: "url" | "markdown";
  currentTitle: string | null;
  currentDescription: string | null;
  h1: string | null;
  h2s: string[];
  /** The first sentences of the page's text (up to 6). */
  intro: string[];
  year: number;
}

/** Reads the request and the page into the facts. */
export function factsOf(
  input: TitleMetaInput,
  page: PageModel,
  source: "url" | "markdown",
  now: Date,
): Facts {
  const kw = toPhrase(input.keyword);
  const intent = keywordIntent(kw);
  const h1 = page.headings.find((h) => h.level === 1)?.text ?? null;
  return {
    keyword: input.keyword.trim(),
    kw,
    intent,
    language: languageOf(page, input.keyword),
    brand: brandOf(input.target ?? page.url ?? null, page),
    pageType: pageTypeOf(input.page_type, page, intent),
    page,
    source,
    currentTitle: input.current_title?.trim() || page.title_tag,
    currentDescription: input.current_meta_description?.trim() || page.meta_description,
    h1,
    h2s: page.headings.filter((h) => h.level === 2).map((h) => h.text).slice(0, 6),
    intro: sentencesOf(page.text, h1).slice(0, 6),
    year: now.getUTCFullYear(),
  };
}

/** The page's declared language, else its text's, else the keyword's; English when unknown. */
function languageOf(page: PageModel, keyword: string): string {
  const declared = page.lang?.toLowerCase().split(/[-_]/)[0] ?? null;
  return declared || page.text_language || languageOfText(keyword) || "en";
}

/** The brand: from `target`'s (or the page's) domain, else og:site_name, else a short title suffix. */
function brandOf(target: string | null, page: PageModel): string | null {
  const site = page.open_graph["og:site_name"]?.trim();
  if (site && site.length <= 40) return site;
  const suffix = page.title_tag?.split(/\s[|–—-]\s/).at(-1)?.trim();
  if (suffix && suffix !== page.title_tag && suffix.split(/\s+/).length <= 3) return suffix;
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

const SCHEMA_TYPES: [RegExp, string][] = [
  [/^(Product|Offer|AggregateOffer)$/, "product"],
  [/^(SoftwareApplication|WebApplication|MobileApplication)$/, "software"],
  [/(LocalBusiness|Restaurant|Store|Dentist|Attorney|Hotel|MedicalClinic)$/, "local_business"],
  [/^(HowTo)$/, "guide"],
  [/^(Article|BlogPosting|NewsArticle|TechArticle)$/, "blog_post"],
];

/** The declared page type, else one read from JSON-LD types, else from the keyword's intent. */
function pageTypeOf(
  declared: string | undefined,
  page: PageModel,
  intent: Intent | "unknown",
): string {
  if (declared && declared !== "auto") return declared;
  for (const [pattern, type] of SCHEMA_TYPES) {
    if (page.json_ld_types.some((t) => pattern.test(t))) return type;
  }
  if (intent === "commercial") return "comparison_page";
  if (intent === "transactional") return "landing_page";
  if (intent === "informational") return "guide";
  return "landing_page";
}

/** Sentences of the page's text after its H1, short fragments (menus, buttons) dropped. */
function sentencesOf(text: string, h1: string | null): string[] {
  const body = h1 && text.includes(h1) ? text.slice(text.indexOf(h1) + h1.length) : text;
  return (body.slice(0, 5000).match(/[^.!?]+[.!?]/g) ?? [])
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 6);
}
