/**
 * Google's rich-result features, one table (Search Central, *Structured data markup that Google
 * Search supports* and each feature's page): the schema.org type a feature reads (subtypes
 * count), the properties it requires and recommends, and whether Google still shows it.
 * Features Google restricted or retired stay in the table so their markup is not sold as an
 * opportunity. A field path with "|" is satisfied by any of its parts.
 */
import { isA } from "./schema_types.ts";

/** Whether Google shows the feature today. */
export type FeatureStatus = "active" | "restricted" | "retired";

/** One rich-result feature. */
export interface Feature {
  required: string[];
  recommended: string[];
  /** What Google shows. */
  feature: string;
  status: FeatureStatus;
  /** The Search Central page (title and address). */
  source: { title: string; url: string };
  note?: string;
}

const DOCS = "https://developers.google.com/search/docs/appearance/structured-data";

/** Features keyed by the schema.org type they read, most specific types first. */
export const FEATURES: Readonly<Record<string, Feature>> = {
  Article: {
    required: [],
    recommended: ["headline", "image", "datePublished", "dateModified", "author"],
    feature: "article rich result (Top stories, headline and image)",
    status: "active",
    source: {
      title: "Article (Article, NewsArticle, BlogPosting) structured data",
      url: `${DOCS}/article`,
    },
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
    status: "active",
    source: {
      title: "Product snippet (Product, Review, Offer) structured data",
      url: `${DOCS}/product-snippet`,
    },
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
    status: "active",
    source: {
      title: "Software App (SoftwareApplication) structured data",
      url: `${DOCS}/software-app`,
    },
  },
  LocalBusiness: {
    required: ["name", "address"],
    recommended: ["telephone", "url", "image", "openingHoursSpecification", "geo", "priceRange"],
    feature: "local business details (address, hours, phone) in Search and Maps",
    status: "active",
    source: {
      title: "Local business (LocalBusiness) structured data",
      url: `${DOCS}/local-business`,
    },
  },
  Event: {
    // An event held at a place needs location.address; an online one a VirtualLocation url.
    required: ["name", "startDate", "location.address|location.url"],
    recommended: ["description", "endDate", "eventStatus", "image", "offers", "organizer"],
    feature: "event experience (dates, place, tickets)",
    status: "active",
    source: { title: "Event (Event) structured data", url: `${DOCS}/event` },
  },
  Recipe: {
    required: ["name", "image"],
    recommended: [
      "author",
      "datePublished",
      "description",
      "recipeIngredient",
      "recipeInstructions",
      "prepTime",
      "cookTime",
      "totalTime",
      "recipeYield",
      "aggregateRating",
    ],
    feature: "recipe rich result (image, rating, cooking time)",
    status: "active",
    source: { title: "Recipe (Recipe, HowTo, ItemList) structured data", url: `${DOCS}/recipe` },
  },
  JobPosting: {
    required: [
      "title",
      "description",
      "datePosted",
      "hiringOrganization",
      "jobLocation|applicantLocationRequirements",
    ],
    recommended: ["validThrough", "baseSalary", "employmentType", "directApply"],
    feature: "job posting in Google's job search experience",
    status: "active",
    source: { title: "Job posting (JobPosting) structured data", url: `${DOCS}/job-posting` },
  },
  BreadcrumbList: {
    required: ["itemListElement"],
    recommended: [],
    feature: "breadcrumb trail instead of the URL in the result",
    status: "active",
    source: { title: "Breadcrumb (BreadcrumbList) structured data", url: `${DOCS}/breadcrumb` },
  },
  FAQPage: {
    required: ["mainEntity"],
    recommended: [],
    feature: "FAQ rich result",
    status: "retired",
    source: {
      title:
        "Changes to HowTo and FAQ rich results (2023); Latest Google Search documentation updates (May 2026)",
      url: "https://developers.google.com/search/blog/2023/08/howto-faq-changes",
    },
    note:
      "Google limited FAQ rich results to well-known government and health sites in August 2023 and no longer shows them in Search since May 2026; the markup may stay, but it earns no rich result.",
  },
  HowTo: {
    required: ["name", "step"],
    recommended: [],
    feature: "how-to rich result",
    status: "retired",
    source: {
      title: "Changes to HowTo and FAQ rich results",
      url: "https://developers.google.com/search/blog/2023/08/howto-faq-changes",
    },
    note: "Google stopped showing how-to rich results in September 2023.",
  },
  Vehicle: {
    required: [],
    recommended: [],
    feature: "vehicle listing rich result",
    status: "retired",
    source: {
      title: "Simplifying the search results page (June 2025)",
      url: "https://developers.google.com/search/blog/2025/06/simplifying-search-results",
    },
    note: "Google stopped showing vehicle listing rich results in 2025.",
  },
  Course: {
    required: [],
    recommended: [],
    feature: "course info rich result",
    status: "retired",
    source: {
      title: "Simplifying the search results page (June 2025)",
      url: "https://developers.google.com/search/blog/2025/06/simplifying-search-results",
    },
    note: "Google stopped showing course info rich results in 2025.",
  },
  ClaimReview: {
    required: [],
    recommended: [],
    feature: "fact check rich result",
    status: "retired",
    source: {
      title: "Simplifying the search results page (June 2025)",
      url: "https://developers.google.com/search/blog/2025/06/simplifying-search-results",
    },
    note: "Google stopped showing fact-check rich results in 2025.",
  },
  SpecialAnnouncement: {
    required: [],
    recommended: [],
    feature: "special announcement",
    status: "retired",
    source: {
      title: "Simplifying the search results page (June 2025)",
      url: "https://developers.google.com/search/blog/2025/06/simplifying-search-results",
    },
    note: "Google stopped showing special announcements in 2025.",
  },
  WebPage: {
    required: [],
    recommended: ["name", "description"],
    feature: "no rich result; describes the page and its place on the site",
    status: "active",
    source: { title: "General structured data guidelines", url: `${DOCS}/sd-policies` },
  },
};

/** The feature a type feeds (its own entry, else its nearest listed supertype), or null. */
export function featureOf(type: string): { key: string; feature: Feature } | null {
  if (Object.hasOwn(FEATURES, type)) return { key: type, feature: FEATURES[type] };
  for (const [key, feature] of Object.entries(FEATURES)) {
    if (key !== "WebPage" && isA(type, key)) return { key, feature };
  }
  return null;
}

/** Whether an entity has a field ("offers.price", or "a|b" for any of several). */
export function hasField(entity: Record<string, unknown>, path: string): boolean {
  return path.split("|").some((alt) => {
    let cur: unknown = entity;
    for (const key of alt.split(".")) {
      if (Array.isArray(cur)) cur = cur[0];
      if (cur === null || typeof cur !== "object" || !Object.hasOwn(cur, key)) return false;
      cur = (cur as Record<string, unknown>)[key];
    }
    return cur !== undefined && cur !== null && cur !== "" &&
      !(Array.isArray(cur) && cur.length === 0);
  });
}
