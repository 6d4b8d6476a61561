import { DECISION_EVIDENCE, T } from "../thresholds.ts";
import { DECIDES, type KeywordRule, onlyPageOf } from "./types.ts";

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
    "a price or cost query (its language's price and cost modifiers) whose topic words the site carries: its one pricing page of that language owns it (strong when the page names the topic and scores a weak match or better, else weak: the page should name the offer)",
  because:
    "a searcher asking what the offer costs wants the prices; Google's helpful-content guidance asks for the page that answers the query, and a page per price phrasing duplicates the price list (Google's spam policies on doorways)",
  decide(ctx) {
    const { kw, pages, onSite, matches } = ctx;
    if (!kw.asksPrice || kw.topic.length === 0 || !kw.topic.every(onSite)) return null;
    // The price list of the keyword's own language: an English price query is no Danish page's.
    const page = onlyPageOf(ctx, (p) => p.pricing);
    if (page === null) return null;
    // Strong only when the list names the topic and its words score as a match: otherwise the
    // list owns the query but should name the offer (a weak match to optimise).
    const named = kw.topic.every((s) => pages[page].stems.has(s));
    const scored = (matches.find((m) => m.page === page)?.score ?? 0) >= T.weak;
    return {
      kind: "assign",
      page,
      status: named && scored ? "strong" : "weak",
      rule: this.id,
      reason: `"${kw.text}" asks what the site's offer costs: its price list answers it`,
    };
  },
};
