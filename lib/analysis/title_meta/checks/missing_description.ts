/** Without a description, the snippet is whatever text Google picks. */
import type { SnippetRisk } from "./types.ts";

export const missingDescription: SnippetRisk = {
  id: "description_missing",
  severity: "medium",
  method: "no meta description",
  assess(f) {
    if (f.currentDescription) return null;
    return {
      detail: "No meta description: the snippet will be text Google picks from the page",
      fix: "Add one of the description options.",
    };
  },
};
