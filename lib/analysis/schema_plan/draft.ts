/**
 * JSON-LD drafts built only from the page's evidence: each field names what the page shows.
 * Fields the page does not show are left out (and reported), never filled with placeholders.
 */
import type { Evidence } from "./evidence.ts";
import { gtinProperty } from "../understanding/product_facts.ts";

type Node = Record<string, unknown>;

/** The draft node of one schema type. */
export function draftOf(type: string, e: Evidence, url: string | null): Node {
  const node: Node = { "@type": type };
  const set = (key: string, value: unknown) => {
    if (value !== undefined && value !== null && value !== "") node[key] = value;
  };
  switch (type) {
    case "Article":
      set("headline", e.headline?.value.slice(0, 110));
      set("description", e.description?.value);
      set("image", e.image?.value);
      set("datePublished", e.datePublished?.value);
      set("dateModified", e.dateModified?.value);
      if (e.author) set("author", { "@type": "Person", name: e.author.value });
      break;
    case "Product":
    case "SoftwareApplication":
      set("name", e.headline?.value);
      set("description", e.description?.value);
      set("image", e.image?.value);
      if (type === "Product") productIds(e, set);
      set("offers", offerOf(e, url));
      set("aggregateRating", ratingOf(e));
      break;
    case "LocalBusiness":
      // The business's name, not the H1 (often a slogan); no rating: a business's ratings of
      // itself on its own site are self-serving (Google's review snippet guidelines).
      set("name", (e.businessName ?? e.headline)?.value);
      set("address", addressNode(e));
      set("telephone", e.telephone?.value);
      set(
        "openingHoursSpecification",
        e.openingHours?.value.map((h) => ({
          "@type": "OpeningHoursSpecification",
          dayOfWeek: h.dayOfWeek,
          opens: h.opens,
          closes: h.closes,
        })),
      );
      set("priceRange", e.priceRange?.value);
      set("image", e.image?.value);
      set("url", url);
      break;
    case "Event":
      set("name", e.headline?.value);
      set("description", e.description?.value);
      set("startDate", e.event?.value.startDate);
      set("location", placeNode(e));
      set("image", e.image?.value);
      set("offers", offerOf(e, e.event?.value.registration ?? url, false));
      break;
    case "Recipe":
      recipeFields(e, set);
      break;
    case "JobPosting":
      jobFields(e, set, url);
      break;
    case "FAQPage":
      set(
        "mainEntity",
        e.faq.map((qa) => ({
          "@type": "Question",
          name: qa.question,
          acceptedAnswer: { "@type": "Answer", text: qa.answer },
        })),
      );
      break;
    case "BreadcrumbList":
      set(
        "itemListElement",
        // The last step (the page itself) may go without `item` (Google's breadcrumb docs).
        e.breadcrumb.map((b, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: b.name,
          ...(b.url ? { item: b.url } : {}),
        })),
      );
      break;
    default:
      set("name", e.headline?.value);
      set("description", e.description?.value);
      set("url", url);
  }
  return node;
}

function addressNode(e: Evidence): Node | null {
  const a = e.address?.value;
  if (!a) return null;
  const node: Node = {
    "@type": "PostalAddress",
    streetAddress: a.streetAddress,
    postalCode: a.postalCode,
    addressLocality: a.addressLocality,
  };
  if (a.addressCountry) node.addressCountry = a.addressCountry;
  return node;
}

/** The brand and identifiers the page's specification rows show. */
function productIds(e: Evidence, set: (key: string, value: unknown) => void): void {
  const p = e.product;
  if (p.brand) set("brand", { "@type": "Brand", name: p.brand });
  set("sku", p.sku);
  set("mpn", p.mpn);
  if (p.gtin) set(gtinProperty(p.gtin), p.gtin);
}

/** A recipe's fields: what the page shows, times as ISO 8601 durations. */
function recipeFields(e: Evidence, set: (key: string, value: unknown) => void): void {
  const r = e.recipe?.value;
  set("name", e.headline?.value);
  set("description", e.description?.value);
  set("image", e.image?.value);
  if (e.author) set("author", { "@type": "Person", name: e.author.value });
  set("datePublished", e.datePublished?.value);
  set("recipeIngredient", r?.ingredients);
  set("recipeInstructions", r?.steps.map((text) => ({ "@type": "HowToStep", text })));
  set("prepTime", r?.prepTime);
  set("cookTime", r?.cookTime);
  set("totalTime", r?.totalTime);
  set("recipeYield", r?.yield);
  set("aggregateRating", ratingOf(e));
}

/** A job ad's fields: the employer, place, salary and dates the page states. */
function jobFields(
  e: Evidence,
  set: (key: string, value: unknown) => void,
  url: string | null,
): void {
  const j = e.job?.value;
  set("title", e.headline?.value);
  set("description", e.description?.value);
  set("datePosted", e.datePublished?.value?.slice(0, 10));
  set("validThrough", j?.validThrough);
  set("employmentType", j?.employmentType?.length === 1 ? j.employmentType[0] : j?.employmentType);
  if (e.businessName) {
    set("hiringOrganization", { "@type": "Organization", name: e.businessName.value });
  }
  const address = addressNode(e);
  if (address) set("jobLocation", { "@type": "Place", address });
  if (j?.salary) {
    set("baseSalary", {
      "@type": "MonetaryAmount",
      currency: j.salary.currency,
      value: {
        "@type": "QuantitativeValue",
        value: Number(j.salary.amount),
        unitText: j.salary.unit,
      },
    });
  }
  set("url", url);
}

/** The venue: its name and the address the content gives for it. */
function placeNode(e: Evidence): Node | null {
  const ev = e.event?.value;
  if (!ev?.address) return null;
  const a = ev.address;
  const address: Node = {
    "@type": "PostalAddress",
    streetAddress: a.streetAddress,
    postalCode: a.postalCode,
    addressLocality: a.addressLocality,
  };
  if (a.addressCountry) address.addressCountry = a.addressCountry;
  return { "@type": "Place", ...(ev.place ? { name: ev.place } : {}), address };
}

/**
 * The offer of the price the page shows, at `url`; a product's says its availability, an
 * event's entry price (at its registration link) has none to say.
 */
function offerOf(e: Evidence, url: string | null, availability = true): Node | null {
  if (!e.price) return null;
  const offer: Node = {
    "@type": "Offer",
    price: e.price.value.amount,
    priceCurrency: e.price.value.currency,
  };
  if (availability && e.availability) offer.availability = e.availability.value;
  if (url) offer.url = url;
  return offer;
}

function ratingOf(e: Evidence): Node | null {
  if (!e.rating?.value.count) return null; // a rating needs its count to be eligible
  return {
    "@type": "AggregateRating",
    ratingValue: e.rating.value.value,
    reviewCount: e.rating.value.count,
  };
}

/** The drafts as one JSON-LD document (`@graph` when several). */
export function jsonLdOf(nodes: readonly Node[]): Node {
  return nodes.length === 1
    ? { "@context": "https://schema.org", ...nodes[0] }
    : { "@context": "https://schema.org", "@graph": nodes };
}
