import { DECISION_EVIDENCE } from "../thresholds.ts";
import { DECIDES, type KeywordRule, onlyPageOf } from "./types.ts";

/**
 * A job search for the work the site does ("flyttemand job", "praca kurier") asks for the
 * company's careers page, in the keyword's language: never a new article named after it.
 */
export const careersPage: KeywordRule = {
  id: "careers_page",
  decides: DECIDES,
  confidence: DECISION_EVIDENCE.ruling,
  when:
    "a job or salary query (its language's job modifiers) naming work the site does: its one careers page of that language owns it (weak: the page should name the role)",
  because:
    "a job seeker wants the employer's openings (Google's rater guidelines: a Website query for the company's jobs page); an article named after the query answers no one",
  decide(ctx) {
    const { kw, onSite } = ctx;
    // The role is the site's work ("kurier"); the job words themselves ("praca") are not.
    if (!kw.asksJob || !kw.topic.some(onSite)) return null;
    const page = onlyPageOf(ctx, (p) => p.careers);
    if (page === null) return null;
    return {
      kind: "assign",
      page,
      status: "weak",
      rule: this.id,
      reason: `"${kw.text}" is a job search: the site's careers page answers it`,
    };
  },
};
