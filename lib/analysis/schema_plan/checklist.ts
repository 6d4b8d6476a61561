/** The required/recommended fields of each planned type, present or missing, with their evidence. */
import type { Evidence } from "./evidence.ts";
import { hasField, REQUIREMENTS } from "./requirements.ts";
import type { SchemaPlanResult } from "./result.ts";

/** Where the evidence of a field came from. */
function sourceOf(type: string, field: string, e: Evidence): string | null {
  const key = field.split(/[.|]/)[0];
  const map: Record<string, string | undefined> = {
    name: type === "LocalBusiness" ? (e.businessName ?? e.headline)?.source : e.headline?.source,
    address: e.address?.source,
    openingHoursSpecification: e.openingHours?.source,
    priceRange: e.priceRange?.source,
    headline: e.headline?.source,
    description: e.description?.source,
    image: e.image?.source,
    datePublished: e.datePublished?.source,
    dateModified: e.dateModified?.source,
    author: e.author?.source,
    offers: e.price?.source,
    aggregateRating: e.rating?.source,
    telephone: e.telephone?.source,
    mainEntity: e.faq.length > 0 ? `${e.faq.length} question headings` : undefined,
    itemListElement: e.breadcrumb.length > 0 ? "the page's breadcrumb trail" : undefined,
    url: "the page URL",
    title: e.headline?.source,
    datePosted: e.datePublished?.source,
    hiringOrganization: e.businessName?.source,
    jobLocation: e.address?.source,
    validThrough: e.job ? "a closing date in the ad" : undefined,
    employmentType: e.job ? "the ad's words" : undefined,
    baseSalary: e.job ? "the salary the ad states" : undefined,
    recipeIngredient: e.recipe ? "the ingredients section" : undefined,
    recipeInstructions: e.recipe ? "the method section" : undefined,
    prepTime: e.recipe ? "the recipe's times" : undefined,
    cookTime: e.recipe ? "the recipe's times" : undefined,
    totalTime: e.recipe ? "the recipe's times" : undefined,
    recipeYield: e.recipe ? "the recipe's servings" : undefined,
  };
  return Object.hasOwn(map, key) ? map[key] ?? null : null;
}

/** What the page would need to show for a missing field. */
const TO_ADD: Record<string, string> = {
  headline: "a clear H1",
  name: "the product or business name as the H1",
  image: "a representative image (og:image)",
  datePublished: "a visible publication date (and article:published_time)",
  dateModified: "a visible last-updated date",
  author: "the author's name, linked to an author page",
  offers: "the price and currency on the page",
  aggregateRating: "reviews with an average rating and their count",
  address: "the full postal address, visibly on the page",
  telephone: "a phone number (tel: link)",
  openingHoursSpecification: "the opening hours",
  mainEntity: "questions as headings with their answers below",
  itemListElement: "a breadcrumb trail",
  title: "the job title as the H1",
  datePosted: "the date the job was posted",
  hiringOrganization: "the employer's name",
  jobLocation:
    "the workplace's postal address (or that the job is remote, and where applicants may live)",
  validThrough: "the closing date for applications",
  baseSalary: "the salary and its period",
  employmentType: "full-time, part-time, temporary ...",
  recipeIngredient: "the ingredients as a list",
  recipeInstructions: "the method as steps",
  prepTime: "the preparation time",
  cookTime: "the cooking time",
  totalTime: "the total time",
  recipeYield: "how many servings",
};

/** The checklist rows and the missing evidence of every planned type. */
export function checklistOf(
  types: readonly string[],
  drafts: readonly Record<string, unknown>[],
  e: Evidence,
) {
  const rows: SchemaPlanResult["required_fields_checklist"] = [];
  const missing: SchemaPlanResult["missing_page_evidence"] = [];
  types.forEach((type, i) => {
    const req = REQUIREMENTS[type];
    if (!req) return;
    const fields = [
      ...req.required.map((f) => ({ field: f, level: "required" as const })),
      ...req.recommended.map((f) => ({ field: f, level: "recommended" as const })),
    ];
    for (const { field, level } of fields) {
      const present = hasField(drafts[i], field);
      rows.push({
        type,
        field,
        level,
        status: present ? "present" : "missing",
        source: present ? sourceOf(type, field, e) : null,
      });
      if (!present) {
        const key = field.split(/[.|]/)[0];
        missing.push({
          type,
          field,
          level,
          what_to_add: Object.hasOwn(TO_ADD, key)
            ? TO_ADD[key]
            : `the ${field.replace(/\|/g, " or ")} on the page`,
        });
      }
    }
  });
  return { rows, missing };
}
