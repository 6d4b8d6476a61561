/**
 * Business potential: how directly a keyword's page can sell the owner's product, the scale
 * keyword research uses to order gaps after traffic (Ahrefs' "business potential" score, 0-3:
 * 3 when the product is the answer, 2 when it helps, 1 when it can only be mentioned, 0 when
 * the query is not the owner's to win). A commercial or transactional query served by a
 * landing or comparison page is 3; a tool the product's users need is 2; an informational guide
 * is 1; a rival's navigation or own brand demand is 0 (nobody but the rival can serve it).
 */
import type { PageType } from "../keyword_judgement/mod.ts";
import type { RivalQueryRole } from "./rival_queries.ts";

/** The potential 0-3 of a keyword for the owner. */
export function businessPotential(k: {
  intent: string;
  recommended_page_type: PageType;
  query_role: RivalQueryRole | null;
}): 0 | 1 | 2 | 3 {
  if (k.query_role === "rival_navigation" || k.query_role === "rival_brand") return 0;
  if (k.query_role === "rival_comparison") return 2;
  if (k.recommended_page_type === "tool_page") return 2;
  if (k.recommended_page_type === "guide" || k.recommended_page_type === "blog_post") return 1;
  return k.intent === "commercial" || k.intent === "transactional" ? 3 : 1;
}

/** What `method` says of the potential. */
export const POTENTIAL_RULE =
  "business_potential 0-3 (Ahrefs' scale): 3 commercial or transactional query on a landing or comparison page, 2 a tool or a comparison with a rival, 1 an informational guide, 0 a rival's navigation or brand demand (not a target)";
