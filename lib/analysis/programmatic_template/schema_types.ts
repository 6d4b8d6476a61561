/** The structured-data types of each playbook's pages, one function a playbook. */
import type { Playbook } from "./playbooks.ts";
import type { SchemaPlan } from "./result.ts";

/** One recommended type. */
export type SchemaType = SchemaPlan["types"][number];

/** What the playbook functions read: the data's fields and the address facts. */
export interface SchemaContext {
  playbook: Playbook;
  fields: string[];
  /** The first keyword variable, bracketed, if any. */
  variable: string | null;
  /** The first field matching a pattern, or null. */
  find: (re: RegExp) => string | null;
  addressField: string | null;
  /** The address is the same on every record: one real location. */
  sharedAddress: boolean;
  /** The records have their own addresses. */
  hasAddress: boolean;
}

/** A property and the field or value that fills it. */
export function prop(property: string, source: string | null) {
  return { property, source };
}

/** Service with areaServed; LocalBusiness only for records with their own address. */
function locations(c: SchemaContext): SchemaType[] {
  const types: SchemaType[] = [];
  const { variable, find, hasAddress, sharedAddress, addressField } = c;
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
  return types;
}

/** SoftwareApplication for the integrated product. */
function integrations(c: SchemaContext): SchemaType[] {
  const types: SchemaType[] = [];
  const { variable, find } = c;
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
  return types;
}

/** Article for the comparison, ItemList on the hub. */
function comparisons(c: SchemaContext): SchemaType[] {
  const types: SchemaType[] = [];
  const { variable } = c;
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
  return types;
}

/** DefinedTerm per page, DefinedTermSet on the hub. */
function glossary(c: SchemaContext): SchemaType[] {
  const types: SchemaType[] = [];
  const { variable, find } = c;
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
  return types;
}

/** ItemList; a directory adds the business of each listing. */
function listings(c: SchemaContext): SchemaType[] {
  const types: SchemaType[] = [];
  const { variable, find, hasAddress } = c;
  types.push({
    type: "ItemList",
    where: c.playbook === "curation" ? "leaf" : "hub",
    why: c.playbook === "curation"
      ? "the page is a ranked list of items"
      : "category and location hubs list the listings",
    properties: [
      prop("itemListElement", find(/item|name|listing/) ?? variable),
      prop("numberOfItems", null),
    ],
    caveat: null,
  });
  if (c.playbook === "directory") {
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
  return types;
}

/** ProfilePage about one person or organisation. */
function profiles(c: SchemaContext): SchemaType[] {
  const types: SchemaType[] = [];
  const { variable, find } = c;
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
  return types;
}

/** CreativeWork per page, ItemList on the hub. */
function creativeWorks(c: SchemaContext): SchemaType[] {
  const types: SchemaType[] = [];
  const { variable, find } = c;
  types.push({
    type: "CreativeWork",
    where: "leaf",
    why: `each page presents ${c.playbook === "templates" ? "a template" : "examples"}`,
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
  return types;
}

/** WebApplication for a working converter. */
function converter(c: SchemaContext): SchemaType[] {
  const types: SchemaType[] = [];
  const { variable } = c;
  types.push({
    type: "WebApplication",
    where: "leaf",
    why: "the page is a working converter",
    properties: [prop("name", variable), prop("applicationCategory", "UtilitiesApplication")],
    caveat: "only when the page has a working converter; otherwise WebPage",
  });
  return types;
}

/** DefinedTerm in another language. */
function translations(c: SchemaContext): SchemaType[] {
  const types: SchemaType[] = [];
  const { variable, find } = c;
  types.push({
    type: "DefinedTerm",
    where: "leaf",
    why: "each page gives a term in another language (inLanguage)",
    properties: [prop("name", variable), prop("inLanguage", find(/lang|locale/))],
    caveat: null,
  });
  return types;
}

/** No playbook-specific type: WebPage. */
function webPage(c: SchemaContext): SchemaType[] {
  const types: SchemaType[] = [];
  const { variable } = c;
  types.push({
    type: "WebPage",
    where: "leaf",
    why: "no playbook-specific type; describe the page and its main entity",
    properties: [prop("name", "rendered keyword_pattern"), prop("about", variable)],
    caveat: null,
  });
  return types;
}

/** The playbooks with their own types; the others are described as a WebPage. */
const BY_PLAYBOOK: Partial<Record<Playbook, (c: SchemaContext) => SchemaType[]>> = {
  locations: locations,
  integrations: integrations,
  comparisons: comparisons,
  glossary: glossary,
  curation: listings,
  directory: listings,
  profiles: profiles,
  templates: creativeWorks,
  examples: creativeWorks,
  conversions: converter,
  translations: translations,
};

/** The types of a playbook's pages, before the breadcrumb and FAQ types every family shares. */
export function playbookTypes(c: SchemaContext): SchemaType[] {
  return (BY_PLAYBOOK[c.playbook] ?? webPage)(c);
}
