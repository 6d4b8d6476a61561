/**
 * Google's rich-result requirements per schema type (developers.google.com/search/docs,
 * structured data gallery), one table: the fields a type needs to be eligible, the fields that
 * improve it, and what Google shows. A field path with "|" is satisfied by any of its parts.
 */
export interface TypeRequirements {
  required: string[];
  recommended: string[];
  feature: string;
  note?: string;
}

export const REQUIREMENTS: Readonly<Record<string, TypeRequirements>> = {
  Article: {
    required: [],
    recommended: ["headline", "image", "datePublished", "dateModified", "author"],
    feature: "article rich result (Top stories, headline and image)",
  },
  Product: {
    required: ["name", "offers|aggregateRating|review"],
    recommended: [
      "image",
      "description",
      "offers.price",
      "offers.priceCurrency",
      "offers.availability",
      "aggregateRating",
    ],
    feature: "product snippet (price, availability, rating)",
  },
  SoftwareApplication: {
    required: ["name", "offers.price|aggregateRating"],
    recommended: [
      "applicationCategory",
      "operatingSystem",
      "aggregateRating",
      "offers.priceCurrency",
    ],
    feature: "software app rich result (rating, price)",
  },
  LocalBusiness: {
    required: ["name", "address"],
    recommended: ["telephone", "url", "image", "openingHoursSpecification", "geo", "priceRange"],
    feature: "local business details (address, hours, phone) in Search and Maps",
  },
  FAQPage: {
    required: ["mainEntity"],
    recommended: [],
    feature: "FAQ rich result",
    note:
      "Since 2023 Google shows FAQ rich results only for well-known government and health sites; the markup still describes the page, but expect no rich result.",
  },
  BreadcrumbList: {
    required: ["itemListElement"],
    recommended: [],
    feature: "breadcrumb trail instead of the URL in the result",
  },
  WebPage: {
    required: [],
    recommended: ["name", "description"],
    feature: "no rich result; describes the page and its place on the site",
  },
};

/** Whether a draft has a field ("offers.price", or "a|b" for any of several). */
export function hasField(draft: Record<string, unknown>, path: string): boolean {
  return path.split("|").some((alt) => {
    let cur: unknown = draft;
    for (const key of alt.split(".")) {
      if (cur === null || typeof cur !== "object" || !Object.hasOwn(cur, key)) return false;
      cur = (cur as Record<string, unknown>)[key];
    }
    return cur !== undefined && cur !== null && cur !== "" &&
      !(Array.isArray(cur) && cur.length === 0);
  });
}
