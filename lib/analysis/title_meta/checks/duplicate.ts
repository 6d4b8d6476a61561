/** A description that repeats the title wastes the second chance to earn the click. */
import type { SnippetRisk } from "./types.ts";

export const duplicate: SnippetRisk = {
  id: "title_description_duplicate",
  severity: "low",
  method: "the description equals the title or starts with it",
  assess(f) {
    const t = f.currentTitle?.trim().toLowerCase();
    const d = f.currentDescription?.trim().toLowerCase();
    if (!t || !d || !d.startsWith(t)) return null;
    return {
      detail: "The description repeats the title",
      fix: "Use the description for what the title cannot say: proof, scope, the next step.",
    };
  },
};
