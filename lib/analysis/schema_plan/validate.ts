/**
 * The drafts checked by a maintained validator of Google's rich-result rules
 * (npm `@adobe/structured-data-validator`, Product, Offer, ratings, reviews, breadcrumbs, recipes,
 * videos, jobs ...), beside our own table for the types it does not cover. The schema.org
 * vocabulary check is left out: it needs the 4 MB vocabulary file fetched from schema.org.
 */
import AdobeValidator from "@adobe/structured-data-validator";

/** One issue the validator reports. */
export interface ValidatorIssue {
  type: string;
  severity: "error" | "warning";
  message: string;
  fields: string[];
}

interface RawIssue {
  rootType: string;
  severity: string;
  issueMessage: string;
  fieldNames?: string[];
}

type ValidatorClass = new (schema?: unknown) => { validate(data: unknown): Promise<RawIssue[]> };

/** Validates the draft nodes (each `{ "@type": ... }`); never throws. */
export async function validateDrafts(
  nodes: readonly Record<string, unknown>[],
): Promise<ValidatorIssue[]> {
  const byType: Record<string, unknown[]> = {};
  for (const n of nodes) {
    const type = String(n["@type"]);
    (byType[type] ??= []).push(structuredClone(n));
  }
  try {
    const Validator = AdobeValidator as unknown as ValidatorClass;
    const raw = await new Validator(undefined).validate({ jsonld: byType });
    return raw.map((i) => ({
      type: i.rootType,
      severity: i.severity === "ERROR" ? "error" : "warning",
      message: i.issueMessage,
      fields: i.fieldNames ?? [],
    }));
  } catch (e) {
    return [{
      type: "all",
      severity: "warning",
      message: `validator failed: ${(e as Error).message}`,
      fields: [],
    }];
  }
}
