/** The drafts checked by Google's rich-result rules (the shared validator). */
import {
  byType,
  validateMarkup,
  type ValidatorIssue,
} from "../understanding/rich_results/validate.ts";

export type { ValidatorIssue };

/** Validates the draft nodes (each `{ "@type": ... }`); never throws. */
export function validateDrafts(
  nodes: readonly Record<string, unknown>[],
): Promise<ValidatorIssue[]> {
  return validateMarkup({ jsonld: byType(nodes) });
}
