import { DECISION_EVIDENCE } from "../thresholds.ts";
import { DECIDES, type KeywordRule } from "./types.ts";

/**
 * A price or cost question about what the site sells is answered by its price list: the pricing
 * page owns it, in the keyword's language ("nachhilfe kosten" -> /de/preise, "prix cours
 * particuliers" -> /fr/tarifs), not a new page named after the query.
 */
export const pricePage: KeywordRule = {
  id: "price_page",
  decides: DECIDES,
  confidence: DECISION_EVIDENCE.ruling,
  when:
    "a price or cost query (its language's price and cost modifiers) whose topic words the site carries: its one pricing page of that language owns it (strong when the page names the topic, else weak)",
  because:
    "a searcher asking what the offer costs wants the prices; Google's helpful-content guidance asks for the page that answers the query, and a page per price phrasing duplicates the price list (Google's spam policies on doorways)",
  decide({ kw, pages, base, fits, onSite }) {
    if (!kw.asksPrice || kw.topic.length === 0 || !kw.topic.every(onSite)) return null;
    const pricing = pages.flatMap((p, i) => p.pricing && fits(i) ? [i] : []);
    if (pricing.length !== 1) return null;
    const [page] = pricing;
    if (base.best?.page === page && base.status !== "missing") return null;
    const named = kw.topic.every((s) => pages[page].stems.has(s));
    return {
      kind: "assign",
      page,
      status: named ? "strong" : "weak",
      rule: this.id,
      reason: `"${kw.text}" asks what the site's offer costs: its price list answers it`,
    };
  },
};
