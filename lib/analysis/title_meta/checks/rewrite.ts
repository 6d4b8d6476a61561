/** Titles Google tends to replace: very short, brand-only, shouting, or a chain of separators. */
import { BUDGETS } from "../pixels.ts";
import type { SnippetRisk } from "./types.ts";

export const rewrite: SnippetRisk = {
  id: "title_rewrite",
  severity: "medium",
  method:
    `a title under ${BUDGETS.titleMinChars} characters, the brand alone, in capitals, or with 3+ separators`,
  assess(f) {
    const t = f.currentTitle;
    if (!t) return null;
    const reasons = [
      [...t].length < BUDGETS.titleMinChars ? "it is very short" : "",
      f.brand && t.trim().toLowerCase() === f.brand.toLowerCase() ? "it is the brand alone" : "",
      t.length > 10 && t === t.toUpperCase() && /[A-Z]/.test(t) ? "it is in capitals" : "",
      (t.match(/\s[|–—-]\s/g) ?? []).length >= 3 ? "it chains 3+ separators" : "",
    ].filter(Boolean);
    if (reasons.length === 0) return null;
    return {
      detail: `Google is likely to rewrite this title: ${reasons.join(", ")}`,
      fix: "Write a descriptive title of 30-60 characters that matches the H1.",
    };
  },
};
