/** A title or description wider than the results' budget is cut with "...". */
import { BUDGETS, descriptionPx, titlePx } from "../pixels.ts";
import type { SnippetRisk } from "./types.ts";

export const truncation: SnippetRisk = {
  id: "truncation",
  severity: "medium",
  method: `title over ${BUDGETS.titlePx} px or description over ${BUDGETS.descriptionPx} px`,
  assess(f) {
    const t = f.currentTitle ? titlePx(f.currentTitle) : 0;
    const d = f.currentDescription ? descriptionPx(f.currentDescription) : 0;
    if (t <= BUDGETS.titlePx && d <= BUDGETS.descriptionPx) return null;
    const parts = [
      t > BUDGETS.titlePx ? `the title is ${t} px (budget ${BUDGETS.titlePx})` : "",
      d > BUDGETS.descriptionPx
        ? `the description is ${d} px (budget ${BUDGETS.descriptionPx})`
        : "",
    ].filter(Boolean);
    return {
      detail: `Cut in the results: ${parts.join("; ")}`,
      fix:
        "Use one of the options, which fit their budgets, or move the keyword and offer to the front.",
    };
  },
};
