/** Missing: no own page covers the topic, so a new page is needed. */
import { typeLabel, withArticle } from "../page_type.ts";
import { DECIDES, type GapRule } from "./types.ts";

/** A service page only sharing words with the topic does not hold it either. */
export const missing: GapRule = {
  id: "missing",
  decides: DECIDES,
  when: "no own page covers the topic, or one covers part of a topic that calls for a service page",
  because:
    "SEO practice (content gap analysis): a topic competitors rank for with no page of the site needs its own page; a page that only shares words with a service does not sell it",
  decide: (f) =>
    (f.coverage.status === "none" ||
      (f.coverage.status === "partial" && f.pageType === "service_page")) || null,
  action(g) {
    return `Create ${withArticle(typeLabel(g.pageType))} targeting "${g.head}"`;
  },
};
