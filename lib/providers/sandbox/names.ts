/** Plausible source sites, pages and anchors for synthetic links. */
import { int, pick, type Random } from "./random.ts";

const FIRST = [
  "tech",
  "growth",
  "data",
  "cloud",
  "market",
  "dev",
  "startup",
  "design",
  "product",
  "sales",
  "ops",
  "retail",
  "travel",
  "health",
  "finance",
  "green",
  "city",
  "indie",
  "open",
  "smart",
];
const SECOND = [
  "weekly",
  "insider",
  "journal",
  "hub",
  "review",
  "digest",
  "lab",
  "notes",
  "times",
  "report",
  "daily",
  "guide",
  "forum",
  "blog",
  "wire",
  "post",
  "crunch",
  "base",
  "stack",
  "central",
];
const TLDS = ["com", "com", "com", "org", "net", "io", "co.uk", "de", "fr", "es", "com.au", "ca"];
const TOPICS = [
  "best-tools",
  "guide",
  "review",
  "resources",
  "case-study",
  "top-10",
  "how-to",
  "news",
  "comparison",
  "alternatives",
  "checklist",
  "report",
];
const GENERIC_ANCHORS = ["click here", "website", "here", "read more", "this article", "source"];

/** A source domain for the i-th synthetic site of a seed. */
export function domainOf(r: Random): string {
  return `${pick(r, FIRST)}${pick(r, SECOND)}${int(r, 0, 9) === 0 ? int(r, 2, 99) : ""}.${
    pick(r, TLDS)
  }`;
}

/** A page URL on a domain. */
export function pageOf(r: Random, domain: string): string {
  return `https://${domain}/${pick(r, TOPICS)}-${int(r, 2, 9999)}`;
}

/** A title for a page URL. */
export function titleOf(url: string): string {
  const slug = url.split("/").pop() ?? "";
  const words = slug.replace(/-\d+$/, "").split("-").join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An anchor text pointing at `target`: branded, exact, partial, generic or naked URL. */
export function anchorOf(r: Random, target: string): string {
  const brand = target.split(".")[0];
  const roll = r();
  if (roll < 0.35) return brand.charAt(0).toUpperCase() + brand.slice(1);
  if (roll < 0.55) {
    return `${brand} ${pick(r, ["pricing", "review", "alternatives", "features", "login"])}`;
  }
  if (roll < 0.75) {
    return pick(r, [
      "best crm for small teams",
      "project management software",
      "invoice templates",
      "seo tools",
      "email marketing platform",
    ]);
  }
  if (roll < 0.9) return pick(r, GENERIC_ANCHORS);
  return `https://${target}/`;
}
