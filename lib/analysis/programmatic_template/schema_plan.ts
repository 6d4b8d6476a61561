/** Structured data per playbook. */
import type { ProgrammaticTemplateInput } from "./input.ts";
import type { Playbook } from "./playbooks.ts";
import type { SchemaPlan } from "./result.ts";
import { playbookTypes, prop } from "./schema_types.ts";

/** The structured data of the page family: the playbook's types, a breadcrumb and FAQ markup. */
export function schemaPlan(
  input: ProgrammaticTemplateInput,
  ctx: {
    playbook: Playbook;
    fields: string[];
    keywordVars: string[];
    hasFaq: boolean;
    /** Business fields shared by every record: one real location, marked up on its own page. */
    sharedBusiness: string[];
  },
): SchemaPlan {
  if (input.include_schema === false) {
    return {
      included: false,
      reason: "include_schema is false: schema recommendations skipped",
      types: [],
    };
  }
  const find = (re: RegExp) => ctx.fields.find((f) => re.test(f)) ?? null;
  const variable = ctx.keywordVars[0] ? `[${ctx.keywordVars[0]}]` : null;
  const addressField = find(/address|street/);
  const sharedAddress = addressField !== null && ctx.sharedBusiness.includes(addressField);
  const hasAddress = addressField !== null && !sharedAddress;
  const types: SchemaPlan["types"] = playbookTypes({
    playbook: ctx.playbook,
    fields: ctx.fields,
    variable,
    find,
    addressField,
    sharedAddress,
    hasAddress,
  });
  types.push({
    type: "BreadcrumbList",
    where: "leaf_and_hub",
    why: "mirrors the URL hierarchy from the url_pattern",
    properties: [prop("itemListElement", "the breadcrumb trail")],
    caveat: null,
  });
  if (ctx.hasFaq) {
    types.push({
      type: "FAQPage",
      where: "leaf",
      why: "the data has FAQ fields, so each page can carry its own questions and answers",
      properties: [prop("mainEntity", ctx.fields.find((f) => /faq|question/.test(f)) ?? null)],
      caveat:
        "only with answers that differ per page; Google shows FAQ rich results mainly for authoritative government and health sites",
    });
  }
  return { included: true, reason: null, types };
}
