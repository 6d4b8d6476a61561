/** Partial: an own page covers part of the topic, or all of it from another angle. */
import { typeLabel, withArticle } from "../page_type.ts";
import { SCORING } from "../thresholds.ts";
import { DECIDES, type GapRule } from "./types.ts";

const { share, minCore } = SCORING.partial;

/**
 * Expand the own page, or create the page and link it from there when the angle differs.
 * Service pages are {@linkcode missing} instead.
 */
export const partial: GapRule = {
  id: "partial",
  decides: DECIDES,
  when:
    `an own page holds at least ${share} of a ${minCore}+ stem core, or the whole core from another angle (modifier), and the topic is no service page`,
  because:
    "SEO practice: expanding the page that already covers part of a topic keeps one strong page instead of two competing ones; another angle (a modifier) answers another search and gets its own page, linked from the first",
  decide: (f) => (f.coverage.status === "partial" && f.pageType !== "service_page") || null,
  action(g) {
    return !g.coverage.angle_match
      ? `Create ${
        withArticle(typeLabel(g.pageType))
      } for "${g.head}" and link it from ${g.coverage.url}, which covers the subject from another angle`
      : `Expand ${g.coverage.url} to cover "${g.head}" fully`;
  },
};
