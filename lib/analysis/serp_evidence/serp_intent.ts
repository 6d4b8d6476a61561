/**
 * The intent Google reads into the query, from the result page it built: a local pack or map
 * means searchers want a business near them (the Quality Rater Guidelines' "visit in person"
 * intent, served by a service page with a call or booking), shopping units mean they want to
 * buy, and product, category or service pages taking most results say the same. The keyword's
 * own modifiers ("how to", "kaufen", "near me") decide first; a result page without those
 * features and without money pages is informational. DataForSEO's `item_types` lists the
 * features shown (organic, local_pack, map, shopping, popular_products ...).
 */
import { classifyIntent } from "../intent.ts";
import { type Intent } from "../../toolkit/values.ts";
import { isQuestion } from "../understanding/query_modifiers.ts";
import type { Serp } from "../../providers/serp_types.ts";
import type { RankedFormat } from "./result.ts";
import { MODEL_GROUP } from "./models.ts";

/** Features of a local result page. */
const LOCAL = new Set(["local_pack", "map", "local_services"]);
/** Features of a buying result page. */
const BUYING = new Set([
  "shopping",
  "popular_products",
  "commercial_units",
  "google_shopping",
  "product_considerations",
]);

/** The intent and what told it. */
export interface SerpIntent {
  intent: Intent;
  /** Searchers want a business near them (local pack or map). */
  local: boolean;
  /** Searchers want to buy a product (shopping units, or product and category pages rank). */
  buying: boolean;
  /** What decided: the keyword's modifier, the SERP features, or the ranking pages. */
  signals: string[];
}

/** The query's intent as the keyword and its result page show it. */
export function serpIntent(
  keyword: string,
  serp: Serp | null,
  ranked: readonly RankedFormat[],
): SerpIntent {
  const features = new Set(serp?.item_types ?? serp?.items.map((i) => i.type) ?? []);
  const local = [...LOCAL].some((f) => features.has(f));
  const kw = classifyIntent(keyword);
  const signals: string[] = [];
  if (kw.signal !== null) signals.push(`the keyword says "${kw.signal}"`);
  if (local) signals.push("Google shows a local pack");
  const buying = [...BUYING].filter((f) => features.has(f));
  if (buying.length > 0) signals.push(`Google shows ${buying.join(", ")}`);
  const shops = ranked.filter((r) => r.format === "product" || r.format === "category").length;
  const buyingSerp = buying.length > 0 || shops >= 2;
  const money = ranked.filter((r) => MODEL_GROUP[r.format] === "commercial").length;
  const moneyPages = ranked.length > 0 && money / ranked.length >= 0.5;
  if (moneyPages) signals.push(`${money} of ${ranked.length} top results are money pages`);
  const base = { local, buying: buyingSerp && !local, signals };
  // A how-to or what-is keyword, or one asked as a question in any language ("cómo pintar
  // azulejos", "wie entkalke ich"), stays informational even beside a local pack or shop.
  if ((kw.signal !== null && kw.intent === "informational") || isQuestion(keyword)) {
    if (kw.signal === null) signals.push("the keyword asks a question");
    return { ...base, intent: "informational", buying: false };
  }
  if (kw.signal !== null) return { ...base, intent: kw.intent };
  if (local || buyingSerp || moneyPages) return { ...base, intent: "transactional" };
  return { ...base, intent: "informational" };
}
