/**
 * The rich-result requirements of the types a schema plan drafts: a view of Google's feature
 * table (`understanding/rich_results/features.ts`), which holds every feature once.
 */
import { type Feature, FEATURES, hasField } from "../understanding/rich_results/features.ts";

export { hasField };

/** A planned type's requirements. */
export type TypeRequirements = Feature;

/** The types a plan may draft. */
const PLANNED = [
  "Article",
  "Product",
  "SoftwareApplication",
  "LocalBusiness",
  "Event",
  "Recipe",
  "JobPosting",
  "FAQPage",
  "BreadcrumbList",
  "WebPage",
] as const;

export const REQUIREMENTS: Readonly<Record<string, TypeRequirements>> = Object.fromEntries(
  PLANNED.map((t) => [t, FEATURES[t]]),
);
