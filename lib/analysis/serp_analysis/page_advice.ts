/**
 * Advice that follows what ranks. The target's own ranking page is compared with the page the
 * SERP asks for: a landing or course page on a SERP of first-hand answers needs an informational
 * page beside it (re-optimising it alone cannot match what ranks), an article on a transactional
 * or local SERP needs a service, product or category page. On a local SERP the ranking page is
 * the Business Profile's landing page, one per real location (Google's spam policies on doorway
 * pages). Directories, review platforms and marketplaces rank as listings of businesses: the
 * documented local SEO practice is to keep those listings complete and consistent (name,
 * address, phone: citations), not to outrank them with an article.
 */
import { classifyResult, type ResultType } from "../understanding/result_type.ts";
import type { SerpFacts } from "./facts.ts";
import type { Opportunity, PageToBuild, Verdict } from "./result.ts";

/** Each page type in a sentence. */
export const LABEL: Readonly<Record<PageToBuild["page_type"], string>> = {
  service_page: "a service page",
  product_page: "a product page",
  category_page: "a category page",
  comparison_page: "a comparison page",
  guide: "an informational page that answers the question with evidence",
  tool_page: "a tool page",
  news_article: "a news article",
};

/** Pages that sell, and the result types that are such pages. */
const MONEY_PAGES: ReadonlySet<string> = new Set(["service_page", "product_page", "category_page"]);
const MONEY_TYPES: readonly ResultType[] = ["service", "product", "category"];

/** The target's ranking page set against the page to build; null when they agree. */
export function buildAdvice(f: SerpFacts, build: PageToBuild): string | null {
  const t = f.target;
  if (!t?.found || !t.url) return null;
  const own = f.ranking.results.find((r) => r.is_target)?.type ??
    classifyResult({ url: t.url }, { local: f.localQuery, keyword: f.keyword }).type;
  const at = `${t.url} (position ${t.position})`;
  if (build.page_type === "service_page" && f.localQuery) {
    return `Make ${at} or one service page for your location the Business Profile's landing page: the service, the area served, prices, opening hours, reviews and ${build.cta}; one page per real location, never one per district or 'near me' variant`;
  }
  const wantMoney = MONEY_PAGES.has(build.page_type);
  const isMoney = MONEY_TYPES.includes(own);
  if (wantMoney && !isMoney) {
    return `${at} is ${a(own)} page; the query asks for ${
      LABEL[build.page_type]
    } with ${build.cta} (${build.why}): build it and link it from ${t.url}`;
  }
  if (!wantMoney && isMoney) {
    const models = build.models.slice(0, 3);
    return `${at} is ${a(own)} page, and the SERP rewards ${
      LABEL[build.page_type]
    }: ${build.why}. Publish that page${
      models.length ? ` (read first: ${models.join(", ")})` : ""
    } and link it to ${t.url}; re-optimising ${t.url} alone will not match what ranks`;
  }
  return null;
}

function a(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/** Directories, review platforms and marketplaces: listings to keep, not pages to outrank. */
export function listings(f: SerpFacts, _verdict: Verdict): Opportunity | null {
  const dirs = f.ranking.results.filter((r) => r.type === "directory" && !r.is_target);
  if (dirs.length === 0) return null;
  const domains = [...new Set(dirs.map((d) => d.domain.replace(/^www\./, "")))].slice(0, 5);
  const profile = f.localQuery
    ? "complete and consistent with the Business Profile (name, address, phone, opening hours, categories) and ask customers for reviews there"
    : "complete (description, categories, current details) and ask customers for reviews there";
  return {
    type: "directory_listings",
    won_by: "listing",
    priority: f.localQuery ? "medium" : "low",
    how: `Keep your listings on ${
      domains.join(", ")
    } ${profile}: they rank as listings of businesses, not as content to outrank with an article`,
    evidence:
      `${dirs.length} of ${f.ranking.results.length} first-page results are directories, review platforms or marketplaces (positions ${
        dirs.map((d) => d.position).join(", ")
      })`,
  };
}
