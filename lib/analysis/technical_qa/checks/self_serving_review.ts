/**
 * Self-serving review markup: a `LocalBusiness` or `Organization` (or a subtype) that marks up
 * ratings or reviews of itself on its own site. Google does not show review snippets for them,
 * and asks sites not to add such markup; a product's customer reviews are not self-serving
 * (Search Central, *Review snippet structured data*, self-serving reviews).
 */
import { isA } from "../../understanding/rich_results/schema_types.ts";
import { GOOGLE } from "../sources.ts";
import { type Check, examples, htmlOnly, servedOnly } from "./types.ts";

const BUSINESS = ["LocalBusiness", "Organization"];

export const selfServingReview: Check = {
  id: "self_serving_review",
  severity: "medium",
  source: GOOGLE.reviewSnippet,
  method:
    "aggregateRating or review on a LocalBusiness or Organization entity (or a subtype) in the page's own markup",
  needs: servedOnly(htmlOnly("structured data")),
  assess(f) {
    const found = f.markup.entities.filter((e) =>
      BUSINESS.some((t) => isA(e.type, t)) &&
      (e.data.aggregateRating !== undefined || e.data.review !== undefined)
    );
    if (found.length === 0) return null;
    return {
      title: "Self-serving review markup: the business rates itself",
      count: found.length,
      examples: examples(
        found.map((e) =>
          `${e.block}: ${e.type} with ${
            e.data.aggregateRating !== undefined ? "aggregateRating" : "review"
          }`
        ),
      ),
      why:
        "Google shows no review stars for a LocalBusiness or Organization that marks up reviews of itself on its own site, and treats such markup as against its guidelines.",
      fix:
        "Remove aggregateRating and review from the business's own markup (keep the reviews visible on the page if you like); product reviews on product pages are fine.",
    };
  },
};
