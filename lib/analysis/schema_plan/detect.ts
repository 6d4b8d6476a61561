/** The page's type and the schema types it should carry, primary first. */
import type { PageModel } from "../../web/html.ts";
import { FEATURES } from "../understanding/rich_results/features.ts";
import type { Evidence } from "./evidence.ts";
import type { SchemaPlanInput } from "./input.ts";

/** The page type, declared or read from the page, and why. */
export interface Detected {
  pageType: string;
  reason: string;
  types: string[];
}

const PRIMARY: Record<string, string> = {
  article: "Article",
  blog_post: "Article",
  product: "Product",
  software: "SoftwareApplication",
  local_business: "LocalBusiness",
  faq: "FAQPage",
  how_to: "Article",
  landing_page: "WebPage",
};

const SCHEMA_TO_TYPE: [RegExp, string][] = [
  [/^(Product)$/, "product"],
  [/^(SoftwareApplication|WebApplication|MobileApplication)$/, "software"],
  [/(LocalBusiness|Restaurant|Store|Dentist|Attorney|Hotel|MedicalClinic)$/, "local_business"],
  [/^(FAQPage)$/, "faq"],
  [/^(Article|BlogPosting|NewsArticle|TechArticle)$/, "article"],
];

/** Detects the page type and lists the schema types to plan. */
export function detect(input: SchemaPlanInput, page: PageModel, e: Evidence): Detected {
  const { pageType, reason } = typeOf(input, page, e);
  const types = [PRIMARY[pageType] ?? "WebPage"];
  // FAQ markup earns no rich result any more (FEATURES.FAQPage): planned only on an FAQ page.
  if (e.faq.length >= 2 && !types.includes("FAQPage") && FEATURES.FAQPage.status === "active") {
    types.push("FAQPage");
  }
  if (e.breadcrumb.length >= 2) types.push("BreadcrumbList");
  return { pageType, reason, types };
}

function typeOf(
  input: SchemaPlanInput,
  page: PageModel,
  e: Evidence,
): { pageType: string; reason: string } {
  if (input.page_type && input.page_type !== "auto") {
    return { pageType: input.page_type, reason: "declared page_type" };
  }
  for (const [pattern, type] of SCHEMA_TO_TYPE) {
    const t = page.json_ld_types.find((x) => pattern.test(x));
    if (t) return { pageType: type, reason: `the page's own JSON-LD declares ${t}` };
  }
  if (e.price && /add to (cart|basket|bag)|in den warenkorb|ajouter au panier/i.test(page.text)) {
    return { pageType: "product", reason: `a price (${e.price.source}) and an add-to-cart button` };
  }
  // A place people visit shows where (a postal address) and when or how to reach it.
  if (e.address && (e.openingHours || (e.telephone && !e.datePublished && !e.author))) {
    return {
      pageType: "local_business",
      reason: `a postal address (${e.address.value.text}) with ${
        e.openingHours ? "opening hours" : "a phone number"
      }`,
    };
  }
  if (e.faq.length >= 3 && e.faq.length * 2 >= page.headings.length) {
    return { pageType: "faq", reason: `${e.faq.length} question headings with answers` };
  }
  if (e.datePublished || e.author || page.word_count >= 600) {
    return {
      pageType: "article",
      reason: e.datePublished
        ? "a publication date"
        : e.author
        ? "an author"
        : "600+ words of text",
    };
  }
  return { pageType: "landing_page", reason: "no product, business, FAQ or article signal" };
}
