/** Page types and buyer stages: normalised when supplied, else inferred from URL and wording. */
import { buyerStage, classifyIntent } from "../intent.ts";
import { lookup } from "../../toolkit/values.ts";
import { normalizeText } from "../../toolkit/text.ts";
import { evidencedLanguageOfText } from "../understanding/language.ts";
import { queryIntent } from "../understanding/query_intent.ts";
import type { BuyerStage } from "./result.ts";
import { urlParts } from "./urls.ts";
import { normalisedWords } from "./words.ts";

/** How page types are found, as returned in `method.page_type`. */
export const PAGE_TYPE_METHOD =
  "given page_type (normalised: blog -> blog_post, comparison -> comparison_page ...), else inferred from URL and title patterns (/vs/, alternatives, pricing, best/top, /integrations/, /templates/, glossary/what is, calculator/tool, case study, /docs/, how to/guide, /blog/, /features/, /solutions/)";

/** How buyer stages are found, as returned in `method.buyer_stage`. */
export const BUYER_STAGE_METHOD =
  "given buyer_stage (awareness/tofu, consideration/mofu, decision/bofu), else from the intent modifiers of the topic phrase and title (transactional -> decision, commercial -> consideration, else awareness); a topic takes its pages' most common type and stage";

/** Canonical page type names for supplied values. */
const PAGE_TYPE_SYNONYMS: Record<string, string> = {
  blog: "blog_post",
  blog_post: "blog_post",
  blogpost: "blog_post",
  article: "blog_post",
  post: "blog_post",
  news: "blog_post",
  comparison: "comparison_page",
  comparison_page: "comparison_page",
  compare: "comparison_page",
  versus: "comparison_page",
  vs: "comparison_page",
  vs_page: "comparison_page",
  alternatives: "alternatives_page",
  alternative: "alternatives_page",
  alternatives_page: "alternatives_page",
  pricing: "pricing_page",
  pricing_page: "pricing_page",
  price: "pricing_page",
  listicle: "listicle",
  list: "listicle",
  best_of: "listicle",
  roundup: "listicle",
  tool: "tool_page",
  tool_page: "tool_page",
  tools: "tool_page",
  calculator: "tool_page",
  landing: "landing_page",
  landing_page: "landing_page",
  lp: "landing_page",
  template: "template_page",
  templates: "template_page",
  template_page: "template_page",
  glossary: "glossary_page",
  glossary_page: "glossary_page",
  definition: "glossary_page",
  integration: "integration_page",
  integrations: "integration_page",
  integration_page: "integration_page",
  feature: "feature_page",
  features: "feature_page",
  feature_page: "feature_page",
  product: "feature_page",
  product_page: "feature_page",
  solution: "solution_page",
  solutions: "solution_page",
  solution_page: "solution_page",
  use_case: "solution_page",
  case_study: "case_study",
  customer_story: "case_study",
  docs: "docs",
  documentation: "docs",
  help: "docs",
  guide: "guide",
  how_to: "guide",
  tutorial: "guide",
  homepage: "homepage",
  home: "homepage",
};

/** A supplied page_type in canonical form. */
export function normalisePageType(value: string): string {
  const key = normalizeText(value).replace(/ /g, "_").slice(0, 60);
  return lookup(PAGE_TYPE_SYNONYMS, key) ?? (key || "other");
}

/** Infers a page type from the title's wording first, then from URL patterns. */
export function inferPageType(url: string, title: string): string {
  return pageTypeOf(urlParts(url).path, normalisedWords(title));
}

/** The page type from a path and an already normalised title. */
export function pageTypeOf(path: string, normTitle: string): string {
  const dirs = `${path}/`;
  const text = ` ${normTitle} `;
  if (/ (vs|versus|compare|compared|comparison) /.test(text)) return "comparison_page";
  if (/ alternatives? /.test(text)) return "alternatives_page";
  if (/ (pricing|prices?|costs?) /.test(text)) return "pricing_page";
  if (/ (best|top) /.test(text)) return "listicle";
  if (/ templates? /.test(text)) return "template_page";
  if (/ (what is|what are|definition|meaning) /.test(text)) return "glossary_page";
  if (/ (calculator|generator|checker|converter) /.test(text)) return "tool_page";
  if (/ case stud(y|ies) /.test(text)) return "case_study";
  if (/ integrations? /.test(text)) return "integration_page";
  if (/ (how to|guide|tutorial) /.test(text)) return "guide";
  if (/\/(compare|comparisons?)\/|-vs-|\/vs\//.test(dirs)) return "comparison_page";
  if (/alternatives?\b/.test(path)) return "alternatives_page";
  if (/\/(pricing|plans)\//.test(dirs)) return "pricing_page";
  if (/\/integrations?\//.test(dirs)) return "integration_page";
  if (/\/templates?\//.test(dirs)) return "template_page";
  if (/\/(glossary|dictionary|definitions?)\//.test(dirs)) return "glossary_page";
  if (/\/tools?\/|calculator|generator|checker|converter/.test(dirs)) return "tool_page";
  if (/\/(customers?|case-stud(y|ies))\//.test(dirs)) return "case_study";
  if (/\/(docs|documentation|help|support)\//.test(dirs)) return "docs";
  if (/\/(guides?|how-to|tutorials?)\//.test(dirs)) return "guide";
  if (/\/(blog|articles?|news|posts?|resources?|learn|insights)\//.test(dirs)) return "blog_post";
  if (/\/(features?|product|platform)\//.test(dirs)) return "feature_page";
  if (/\/(practice-areas?|services?|treatments?|procedures?)\//.test(dirs)) return "service_page";
  if (/\/(solutions?|use-cases?|industr(y|ies))\//.test(dirs) || /\/for-/.test(path)) {
    return "solution_page";
  }
  if (path === "/") return "homepage";
  return wordingType(normTitle);
}

/**
 * A page outside any telling folder, by its wording in its language: a question, how-to or
 * definition is an article; a bare name of a service or product ("Vloerisolatie", "Ecografia
 * addome") is the business's landing page for it, as a site's root-level pages are.
 */
function wordingType(normTitle: string): string {
  const { intent, signal } = queryIntent(normTitle, evidencedLanguageOfText(normTitle));
  if (signal === null) return "landing_page";
  return intent === "informational" ? "blog_post" : "landing_page";
}

/** A supplied buyer_stage in canonical form, or null when it is not recognised. */
export function normaliseStage(value: string): BuyerStage | null {
  const key = normalizeText(value).replace(/ /g, "_");
  if (/^(awareness|tofu|top|top_of_funnel|informational|learn|discovery|education)$/.test(key)) {
    return "awareness";
  }
  if (
    /^(consideration|mofu|middle|middle_of_funnel|evaluation|research|commercial|comparison)$/
      .test(key)
  ) return "consideration";
  if (
    /^(decision|bofu|bottom|bottom_of_funnel|purchase|transactional|conversion|buy)$/.test(key)
  ) return "decision";
  return null;
}

/** The stage of a page without a supplied one: from its type, else the intent of its words. */
export function inferStage(pageType: string, text: string): BuyerStage {
  return pageType === "pricing_page" || pageType === "service_page"
    ? "decision"
    : ["comparison_page", "alternatives_page", "listicle"].includes(pageType)
    ? "consideration"
    : buyerStage(classifyIntent(text).intent);
}

const PAGE_TYPE_LABEL: Record<string, string> = {
  blog_post: "blog post",
  guide: "guide",
  comparison_page: "comparison page",
  alternatives_page: "alternatives page",
  pricing_page: "pricing page",
  listicle: "best-of list",
  integration_page: "integration page",
  template_page: "template page",
  glossary_page: "glossary page",
  tool_page: "tool page",
  case_study: "case study",
  docs: "docs page",
  feature_page: "feature page",
  solution_page: "solution page",
  landing_page: "landing page",
  homepage: "landing page",
};

/** A page type in words: "alternatives page", "best-of list". */
export function typeLabel(pageType: string): string {
  return lookup(PAGE_TYPE_LABEL, pageType) ?? pageType.replace(/_/g, " ");
}

/** "a guide", "an alternatives page". */
export function withArticle(label: string): string {
  return `${/^[aeiou]/i.test(label) ? "an" : "a"} ${label}`;
}
