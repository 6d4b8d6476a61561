/**
 * What each SERP feature is and what wins it, in one table. The `type` names are DataForSEO's
 * (`item_types`). A feature is won by a page, by something that is not a page (a Google Business
 * Profile, a product feed, a video, a forum thread, a news article, an ad), or by nobody (Google
 * answers itself). Navigation blocks at the bottom of the page take no click from organic results.
 */

/** What a feature is won with. */
export type WonBy =
  | "page"
  | "google_business_profile"
  | "product_feed"
  | "video"
  | "community"
  | "news"
  | "ads"
  | "nobody";

/** Families of features the verdict reads. */
export type FeatureGroup =
  | "ads"
  | "local"
  | "answer"
  | "questions"
  | "shopping"
  | "video"
  | "community"
  | "news"
  | "images"
  | "entity"
  | "navigation"
  | "other";

/** One catalogue entry. */
export interface FeatureInfo {
  label: string;
  group: FeatureGroup;
  won_by: WonBy;
}

const entry = (label: string, group: FeatureGroup, won_by: WonBy): FeatureInfo => ({
  label,
  group,
  won_by,
});

/** The features the analysis knows; any other type reads as `other`, won by nobody. */
const CATALOGUE: Readonly<Record<string, FeatureInfo>> = {
  paid: entry("Paid ads", "ads", "ads"),
  local_services: entry("Local services ads", "ads", "ads"),
  commercial_units: entry("Commercial units", "ads", "ads"),
  local_pack: entry("Local pack", "local", "google_business_profile"),
  map: entry("Map", "local", "google_business_profile"),
  hotels_pack: entry("Hotels pack", "local", "google_business_profile"),
  google_hotels: entry("Google Hotels", "local", "google_business_profile"),
  ai_overview: entry("AI overview", "answer", "page"),
  featured_snippet: entry("Featured snippet", "answer", "page"),
  answer_box: entry("Answer box", "answer", "nobody"),
  math_solver: entry("Math solver", "answer", "nobody"),
  currency_box: entry("Currency converter", "answer", "nobody"),
  stocks_box: entry("Stocks box", "answer", "nobody"),
  google_flights: entry("Google Flights", "answer", "nobody"),
  knowledge_graph: entry("Knowledge panel", "entity", "nobody"),
  people_also_ask: entry("People also ask", "questions", "page"),
  shopping: entry("Shopping ads", "shopping", "product_feed"),
  popular_products: entry("Popular products", "shopping", "product_feed"),
  refine_products: entry("Refine products", "shopping", "product_feed"),
  product_considerations: entry("Product considerations", "shopping", "product_feed"),
  explore_brands: entry("Explore brands", "shopping", "product_feed"),
  video: entry("Videos", "video", "video"),
  short_videos: entry("Short videos", "video", "video"),
  discussions_and_forums: entry("Discussions and forums", "community", "community"),
  perspectives: entry("Perspectives", "community", "community"),
  questions_and_answers: entry("Questions and answers", "community", "community"),
  top_stories: entry("Top stories", "news", "news"),
  images: entry("Images", "images", "page"),
  related_searches: entry("Related searches", "navigation", "nobody"),
  people_also_search: entry("People also search", "navigation", "nobody"),
};

/** The catalogue entry of a feature type (an unknown type is `other`, labelled by its name). */
export function featureInfo(type: string): FeatureInfo {
  return Object.hasOwn(CATALOGUE, type)
    ? CATALOGUE[type]
    : entry(type.replace(/_/g, " "), "other", "nobody");
}

/** Whether a feature takes attention (and clicks) from the organic results below it. */
export function crowds(type: string): boolean {
  return featureInfo(type).group !== "navigation";
}
