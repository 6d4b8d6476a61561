/** Partial: an own page covers part of the topic, or all of it from another angle. */
import type { Scoring } from "../thresholds.ts";
import type { GapFacts } from "../facts.ts";
import { typeLabel, withArticle } from "../page_type.ts";

/**
 * An own page covers part of the topic's core (expand it), or the core from another angle
 * (create the page and link it from there). Service pages are {@linkcode missing} instead.
 */
export const partial = {
  id: "partial",
  assess(f: GapFacts, _t: Scoring): boolean {
    return f.coverage.status === "partial" && f.pageType !== "service_page";
  },
  action(g: GapFacts & { head: string }): string {
    return !g.coverage.angle_match
      ? `Create ${
        withArticle(typeLabel(g.pageType))
      } for "${g.head}" and link it from ${g.coverage.url}, which covers the subject from another angle`
      : `Expand ${g.coverage.url} to cover "${g.head}" fully`;
  },
} as const;
