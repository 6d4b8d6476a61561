/**
 * Structured data checked by a maintained validator of Google's rich-result rules (npm
 * `@adobe/structured-data-validator`: Product, Offer, ratings, reviews, breadcrumbs, recipes,
 * videos, jobs ...), for drafts and for a page's own JSON-LD, Microdata and RDFa. The schema.org
 * vocabulary check is left out (it needs the vocabulary file fetched from schema.org); the type
 * hierarchy in `schema_types.ts` covers unknown types.
 */
import AdobeValidator from "@adobe/structured-data-validator";

/** The markup syntaxes the validator reads. */
export type MarkupFormat = "jsonld" | "microdata" | "rdfa";

/** Entities by syntax, then by top-level `@type` (Web Auto Extractor's shape). */
export type MarkupByFormat = Partial<Record<MarkupFormat, Record<string, unknown[]>>>;

/** One issue the validator reports. */
export interface ValidatorIssue {
  /** The top-level type the issue is under. */
  type: string;
  format: MarkupFormat;
  severity: "error" | "warning";
  message: string;
  fields: string[];
  /** Where under the top-level entity: `Product > offers (Offer)`. */
  path: string;
  /** The validator's source location of the block (`start,end` offsets), when it gives one. */
  location: string | null;
}

interface RawIssue {
  rootType: string;
  dataFormat?: string;
  severity: string;
  issueMessage: string;
  fieldNames?: string[];
  location?: string;
  path?: { type?: string | string[]; property?: string; index?: number }[];
}

type ValidatorClass = new (schema?: unknown) => { validate(data: unknown): Promise<RawIssue[]> };

function pathOf(raw: RawIssue): string {
  return (raw.path ?? []).map((p) =>
    p.property
      ? `${p.property}${p.type ? ` (${[p.type].flat().join(", ")})` : ""}`
      : [p.type ?? ""].flat().join(", ")
  ).filter(Boolean).join(" > ");
}

/** Validates entities grouped by syntax and type; never throws (a failure is one warning). */
export async function validateMarkup(data: MarkupByFormat): Promise<ValidatorIssue[]> {
  try {
    const Validator = AdobeValidator as unknown as ValidatorClass;
    const raw = await new Validator(undefined).validate(structuredClone(data));
    return raw.map((i) => ({
      type: i.rootType,
      format: (i.dataFormat ?? "jsonld") as MarkupFormat,
      severity: i.severity === "ERROR" ? "error" : "warning",
      message: i.issueMessage,
      fields: i.fieldNames ?? [],
      path: pathOf(i),
      location: i.location ?? null,
    }));
  } catch (e) {
    return [{
      type: "all",
      format: "jsonld",
      severity: "warning",
      message: `validator failed: ${(e as Error).message}`,
      fields: [],
      path: "",
      location: null,
    }];
  }
}

/** Groups top-level entities by their `@type` (the first one of a list). */
export function byType(nodes: readonly unknown[]): Record<string, unknown[]> {
  const out: Record<string, unknown[]> = {};
  for (const n of nodes) {
    if (n === null || typeof n !== "object") continue;
    const t = (n as Record<string, unknown>)["@type"];
    const type = String(Array.isArray(t) ? t[0] : t ?? "Thing");
    (out[type] ??= []).push(n);
  }
  return out;
}

/** Top-level types the validator has Google's rules for (other types are checked by our table). */
export const VALIDATOR_TYPES: ReadonlySet<string> = new Set([
  "AggregateOffer",
  "AggregateRating",
  "BreadcrumbList",
  "JobPosting",
  "Offer",
  "Organization",
  "Person",
  "Product",
  "Recipe",
  "Review",
  "VideoObject",
]);
