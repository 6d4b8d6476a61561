/** Missing: no own page covers the topic, so a new page is needed. */
import type { Scoring } from "../thresholds.ts";
import type { GapFacts } from "../facts.ts";
import { typeLabel, withArticle } from "../page_type.ts";

/** No own page covers the topic; a service page only sharing words with it does not hold it. */
export const missing = {
  id: "missing",
  assess(f: GapFacts, _t: Scoring): boolean {
    return f.coverage.status === "none" ||
      (f.coverage.status === "partial" && f.pageType === "service_page");
  },
  action(g: GapFacts & { head: string }): string {
    return `Create ${withArticle(typeLabel(g.pageType))} targeting "${g.head}"`;
  },
} as const;
