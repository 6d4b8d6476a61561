/** Structured data per playbook. */
import type { ProgrammaticTemplateInput } from "./input.ts";
import type { Playbook } from "./playbooks.ts";
import type { SchemaPlan } from "./result.ts";

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
  const prop = (property: string, source: string | null) => ({ property, source });
  const types: SchemaPlan["types"] = [];
  const addressField = find(/address|street/);
  const sharedAddress = addressField !== null && ctx.sharedBusiness.includes(addressField);
  const hasAddress = addressField !== null && !sharedAddress;
  switch (ctx.playbook) {
    case "locations":
      types.push({
        type: "Service",
        where: "leaf",
        why: "describes the service offered in the place, with areaServed",
        properties: [
          prop("name", variable),
          prop(
            "areaServed",
            variable ? `${variable} as a Place (City or AdministrativeArea)` : null,
          ),
          prop("provider", "the site's Organization"),
          prop("aggregateRating", find(/rating/)),
        ],
        caveat: hasAddress
          ? null
          : sharedAddress
          ? `every record carries the same ${addressField}: one real location, so LocalBusiness markup belongs on that location's own page only, never on each generated place page`
          : "no address field in the data: no LocalBusiness markup (an invented address per place breaks Google's guidelines); Service with areaServed describes the coverage honestly",
      });
      if (hasAddress) {
        types.push({
          type: "LocalBusiness",
          where: "leaf",
          why: "the record has a real staffed address for this place",
          properties: [
            prop("address", find(/address|street/)),
            prop("telephone", find(/phone|tel/)),
            prop("openingHours", find(/hours|open/)),
            prop("geo", find(/lat/)),
          ],
          caveat: "mark up only records with their own address; skip places served remotely",
        });
      }
      break;
    case "integrations":
      types.push({
        type: "SoftwareApplication",
        where: "leaf",
        why: "the integration is a software product with a category and offers",
        properties: [
          prop("name", variable),
          prop("applicationCategory", find(/category/)),
          prop("operatingSystem", find(/(^|_)(os|platform|operating_system)($|_)/)),
          prop("offers", find(/price|plan/)),
        ],
        caveat: "aggregateRating only with real first-party reviews",
      });
      break;
    case "comparisons":
      types.push({
        type: "Article",
        where: "leaf",
        why: "a comparison is editorial content; name both products in about/mentions",
        properties: [
          prop("headline", "rendered keyword_pattern"),
          prop("about", variable),
          prop("dateModified", "data update date"),
        ],
        caveat: "no Review or Product rating markup for competitors' products",
      });
      types.push({
        type: "ItemList",
        where: "hub",
        why: "the hub lists the comparisons",
        properties: [prop("itemListElement", "links to the comparison pages")],
        caveat: null,
      });
      break;
    case "glossary":
      types.push({
        type: "DefinedTerm",
        where: "leaf",
        why: "each page defines one term",
        properties: [
          prop("name", variable),
          prop("description", find(/definition|meaning|description|summary/)),
          prop("inDefinedTermSet", "the glossary hub URL"),
        ],
        caveat: null,
      });
      types.push({
        type: "DefinedTermSet",
        where: "hub",
        why: "the glossary hub is the set of terms",
        properties: [prop("hasDefinedTerm", "links to the term pages")],
        caveat: null,
      });
      break;
    case "curation":
    case "directory":
      types.push({
        type: "ItemList",
        where: ctx.playbook === "curation" ? "leaf" : "hub",
        why: ctx.playbook === "curation"
          ? "the page is a ranked list of items"
          : "category and location hubs list the listings",
        properties: [
          prop("itemListElement", find(/item|name|listing/) ?? variable),
          prop("numberOfItems", null),
        ],
        caveat: null,
      });
      if (ctx.playbook === "directory") {
        types.push({
          type: hasAddress ? "LocalBusiness" : "Organization",
          where: "leaf",
          why: "each listing page describes one business",
          properties: [
            prop("name", variable),
            prop("address", find(/address|street/)),
            prop("telephone", find(/phone|tel/)),
            prop("url", find(/website|url/)),
          ],
          caveat: null,
        });
      }
      break;
    case "profiles":
      types.push({
        type: "ProfilePage",
        where: "leaf",
        why: "the page is about one person or organisation (mainEntity Person or Organization)",
        properties: [
          prop("mainEntity.name", variable),
          prop("mainEntity.description", find(/bio|description|summary/)),
          prop("mainEntity.sameAs", find(/url|website|social|linkedin|twitter/)),
        ],
        caveat: null,
      });
      break;
    case "templates":
    case "examples":
      types.push({
        type: "CreativeWork",
        where: "leaf",
        why: `each page presents ${ctx.playbook === "templates" ? "a template" : "examples"}`,
        properties: [
          prop("name", variable),
          prop("image", find(/image|preview|thumbnail|screenshot/)),
          prop("description", find(/description|summary/)),
        ],
        caveat: null,
      });
      types.push({
        type: "ItemList",
        where: "hub",
        why: "the hub lists the pages",
        properties: [prop("itemListElement", "links to the pages")],
        caveat: null,
      });
      break;
    case "conversions":
      types.push({
        type: "WebApplication",
        where: "leaf",
        why: "the page is a working converter",
        properties: [prop("name", variable), prop("applicationCategory", "UtilitiesApplication")],
        caveat: "only when the page has a working converter; otherwise WebPage",
      });
      break;
    case "translations":
      types.push({
        type: "DefinedTerm",
        where: "leaf",
        why: "each page gives a term in another language (inLanguage)",
        properties: [prop("name", variable), prop("inLanguage", find(/lang|locale/))],
        caveat: null,
      });
      break;
    default:
      types.push({
        type: "WebPage",
        where: "leaf",
        why: "no playbook-specific type; describe the page and its main entity",
        properties: [prop("name", "rendered keyword_pattern"), prop("about", variable)],
        caveat: null,
      });
  }
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
