/**
 * Schema recommendations: the primary type of the page type (the schema plan's own mapping, by
 * running its detection with the page type declared), BreadcrumbList, and the rich-result fields
 * each needs; the ranking pages that declare each type are named. Never FAQPage or HowTo: Google
 * limited FAQ rich results to authoritative government and health sites in 2023 (they no longer
 * show in Search since May 2026) and retired How-to rich results; questions stay in the outline
 * as content, not as markup promised a rich result.
 */
import { detect } from "../schema_plan/detect.ts";
import { evidenceOf } from "../schema_plan/evidence.ts";
import { REQUIREMENTS } from "../schema_plan/requirements.ts";
import type { SchemaPlanInput } from "../schema_plan/input.ts";
import { parsePage } from "../../web/html.ts";
import type { RecommendedPageType, SchemaTypeUse } from "../serp_evidence/result.ts";
import type { SchemaRecommendation } from "./result.ts";

/** The schema plan's page type for each outline page type. */
const PLAN_TYPE: Readonly<Record<RecommendedPageType, NonNullable<SchemaPlanInput["page_type"]>>> =
  {
    comparison_page: "article",
    guide: "how_to",
    blog_post: "blog_post",
    landing_page: "landing_page",
    tool_page: "software",
  };

/** The schema types to add, primary first. */
export function schemaRecommendations(
  pageType: RecommendedPageType,
  used: readonly SchemaTypeUse[],
): SchemaRecommendation[] {
  const empty = parsePage("");
  const plan = detect(
    { page_type: PLAN_TYPE[pageType], include_jsonld: false } as SchemaPlanInput,
    empty,
    evidenceOf(empty),
  );
  const out = [
    recommend(plan.types[0], "high", `The schema plan's type for a ${label(pageType)}`, used),
  ];
  out.push(recommend("BreadcrumbList", "low", "Shows the page's place in the site", used));
  return out;
}

function recommend(
  type: string,
  priority: SchemaRecommendation["priority"],
  reason: string,
  used: readonly SchemaTypeUse[],
): SchemaRecommendation {
  const req = Object.hasOwn(REQUIREMENTS, type) ? REQUIREMENTS[type] : null;
  const u = used.find((x) => x.type === type);
  const seen = u ? `; ${u.support} ranking page${u.support === 1 ? "" : "s"} declare it` : "";
  return {
    type,
    priority,
    reason: reason + seen,
    required_fields: req?.required ?? [],
    recommended_fields: req?.recommended ?? [],
    urls: u?.urls ?? [],
    support: u?.support ?? 0,
  };
}

function label(t: RecommendedPageType): string {
  return t.replace("_", " ");
}
