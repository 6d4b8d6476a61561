/** The page's type and the schema types it should carry, primary first. */
import type { PageModel } from "../../web/html.ts";
import { offersOneItem } from "../understanding/buy_controls.ts";
import { businessTypeOf } from "./business_type.ts";
import { isA } from "../understanding/rich_results/schema_types.ts";
import { FEATURES } from "../understanding/rich_results/features.ts";
import type { Evidence } from "./evidence.ts";
import type { SchemaPlanInput } from "./input.ts";

/** The page type, declared or read from the page, and why. */
export interface Detected {
  pageType: string;
  reason: string;
  types: string[];
  /** The primary type's most specific subtype the page names (`AutoRepair`), when it names one. */
  subtype: string | null;
}

const PRIMARY: Record<string, string> = {
  article: "Article",
  blog_post: "Article",
  product: "Product",
  software: "SoftwareApplication",
  local_business: "LocalBusiness",
  event: "Event",
  recipe: "Recipe",
  job_posting: "JobPosting",
  faq: "FAQPage",
  how_to: "Article",
  landing_page: "WebPage",
};

/** schema.org types (with their subtypes) the page's own markup may declare, and the page type. */
const SCHEMA_TO_TYPE: [string, string][] = [
  ["Product", "product"],
  ["SoftwareApplication", "software"],
  ["LocalBusiness", "local_business"],
  ["Event", "event"],
  ["Recipe", "recipe"],
  ["JobPosting", "job_posting"],
  ["FAQPage", "faq"],
  ["Article", "article"],
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
  return { pageType, reason, types, subtype: subtypeOf(types[0], page, e) };
}

/** A local business's own words name its trade: title, name, H1, meta description. */
function subtypeOf(primary: string, page: PageModel, e: Evidence): string | null {
  if (primary !== "LocalBusiness") return null;
  const own = [page.title, e.businessName?.value, e.headline?.value, page.meta_description]
    .filter(Boolean).join(" · ");
  const type = businessTypeOf(own);
  return type === "LocalBusiness" ? null : type;
}

function typeOf(
  input: SchemaPlanInput,
  page: PageModel,
  e: Evidence,
): { pageType: string; reason: string } {
  if (input.page_type && input.page_type !== "auto") {
    return { pageType: input.page_type, reason: "declared page_type" };
  }
  for (const [schemaType, type] of SCHEMA_TO_TYPE) {
    const t = page.json_ld_types.find((x) => isA(x, schemaType));
    if (t) return { pageType: type, reason: `the page's own JSON-LD declares ${t}` };
  }
  // One item offered: a price and one add-to-cart control (two with a sticky copy).
  if (e.price && offersOneItem(page)) {
    return { pageType: "product", reason: `a price (${e.price.source}) and an add-to-cart button` };
  }
  // A job ad: its sections (tasks, requirements, what is offered) or an apply control.
  if (e.job) return { pageType: "job_posting", reason: "a job ad's sections or an apply control" };
  // A recipe: an ingredients list and a method.
  if (e.recipe) {
    return {
      pageType: "recipe",
      reason: `${e.recipe.value.ingredients.length} ingredients and a method`,
    };
  }
  // An event: a date in the content's key facts and a control to register or buy tickets.
  if (e.event && !e.author) {
    return {
      pageType: "event",
      reason: `a date (${e.event.source}) and a registration or ticket link`,
    };
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
