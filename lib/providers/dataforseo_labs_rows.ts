/**
 * DataForSEO Labs items (docs/providers.md#labs-endpoints) and SERP results
 * (docs/providers.md#serp-item-types) turned into our rows. Every field is read defensively: a
 * missing or mistyped value becomes 0, null or [], never an exception.
 */
import { isoTime } from "./dataforseo_rows.ts";
import {
  bool,
  isRaw,
  num,
  numOrNull,
  obj,
  objects,
  type Raw,
  str,
  strings,
  strOrNull,
} from "./dataforseo_read.ts";
import type * as L from "./labs_types.ts";
import type { Serp, SerpItem } from "./serp_types.ts";
import { hostOf } from "../toolkit/urls.ts";
import { INTENTS } from "../toolkit/values.ts";

const LEVELS = new Set(["low", "medium", "high"]);
const KNOWN_INTENTS: ReadonlySet<string> = new Set(INTENTS);

/** `monthly_searches`, newest first, entries without a year or month dropped. */
function monthly(v: unknown): L.MonthlyVolume[] {
  return objects(v)
    .filter((m) => typeof m.year === "number" && typeof m.month === "number")
    .map((m) => ({ year: num(m.year), month: num(m.month), search_volume: num(m.search_volume) }))
    .sort((a, b) => b.year * 12 + b.month - (a.year * 12 + a.month));
}

/** A KeywordDataInfo (keyword_ideas/keyword_overview items, `keyword_data` elsewhere). */
export function keywordMetrics(kd: Raw): L.KeywordMetrics {
  const info = obj(kd.keyword_info);
  const level = str(info.competition_level).toLowerCase();
  const intent = obj(kd.search_intent_info).main_intent;
  return {
    keyword: str(kd.keyword),
    search_volume: numOrNull(info.search_volume),
    cpc: numOrNull(info.cpc),
    competition: numOrNull(info.competition),
    competition_level: LEVELS.has(level) ? level as L.KeywordMetrics["competition_level"] : null,
    monthly_searches: monthly(info.monthly_searches),
    keyword_difficulty: numOrNull(obj(kd.keyword_properties).keyword_difficulty),
    main_intent: KNOWN_INTENTS.has(str(intent)) ? intent as L.SearchIntent : null,
    serp_features: strings(obj(kd.serp_info).serp_item_types),
  };
}

const DEEP = ["21_30", "31_40", "41_50", "51_60", "61_70", "71_80", "81_90", "91_100"];

/** A MetricsInfo; positions 21-100 summed. */
export function positionMetrics(m: Raw): L.PositionMetrics {
  return {
    pos_1: num(m.pos_1),
    pos_2_3: num(m.pos_2_3),
    pos_4_10: num(m.pos_4_10),
    pos_11_20: num(m.pos_11_20),
    pos_21_100: DEEP.reduce((sum, k) => sum + num(m[`pos_${k}`]), 0),
    etv: num(m.etv),
    count: num(m.count),
    estimated_paid_traffic_cost: num(m.estimated_paid_traffic_cost),
    is_new: num(m.is_new),
    is_up: num(m.is_up),
    is_down: num(m.is_down),
    is_lost: num(m.is_lost),
  };
}

/** The MetricsInfo under `type` of a metrics map, or null when absent or null. */
const metricsOrNull = (map: unknown, type: string): L.PositionMetrics | null => {
  const m = obj(map)[type];
  return isRaw(m) ? positionMetrics(m) : null;
};

/** A Labs SERP element. */
export function serpPosition(e: Raw): L.SerpPosition {
  const changes = obj(e.rank_changes);
  return {
    type: str(e.type),
    rank_group: num(e.rank_group),
    rank_absolute: num(e.rank_absolute),
    url: strOrNull(e.url),
    domain: strOrNull(e.domain),
    title: strOrNull(e.title),
    etv: num(e.etv),
    previous_rank_absolute: numOrNull(changes.previous_rank_absolute),
    is_new: bool(changes.is_new),
    is_up: bool(changes.is_up),
    is_down: bool(changes.is_down),
  };
}

/** A Labs SERP element, or null when the page or domain does not rank there. */
const positionOrNull = (v: unknown): L.SerpPosition | null => (isRaw(v) ? serpPosition(v) : null);

/** A ranked_keywords item. */
export function rankedKeywordRow(item: Raw): L.RankedKeywordRow {
  const ranked = obj(item.ranked_serp_element);
  return {
    keyword: keywordMetrics(obj(item.keyword_data)),
    position: serpPosition(obj(ranked.serp_item)),
    is_lost: bool(ranked.is_lost),
  };
}

/** A relevant_pages item. */
export function relevantPageRow(item: Raw): L.RelevantPageRow {
  return {
    page: str(item.page_address),
    organic: positionMetrics(obj(obj(item.metrics).organic)),
    paid: metricsOrNull(item.metrics, "paid"),
  };
}

/** A competitors_domain item. */
export function domainCompetitorRow(item: Raw): L.DomainCompetitorRow {
  return {
    domain: str(item.domain),
    avg_position: num(item.avg_position),
    intersections: num(item.intersections),
    full_organic: positionMetrics(obj(obj(item.full_domain_metrics).organic)),
    shared_organic: positionMetrics(obj(obj(item.metrics).organic)),
    target_shared_organic: metricsOrNull(item.competitor_metrics, "organic"),
  };
}

/** A domain_intersection item. */
export function domainIntersectionRow(item: Raw): L.DomainIntersectionRow {
  return {
    keyword: keywordMetrics(obj(item.keyword_data)),
    first: serpPosition(obj(item.first_domain_serp_element)),
    second: positionOrNull(item.second_domain_serp_element),
  };
}

/** `{etv, count}` of one result type. */
const traffic = (m: unknown) => ({ etv: num(obj(m).etv), count: num(obj(m).count) });

/** A bulk_traffic_estimation item; a type not asked for is null, one asked but absent is 0. */
export function trafficEstimateRow(item: Raw, asked: L.ResultType[]): L.TrafficEstimateRow {
  const metrics = obj(item.metrics);
  const of = (type: L.ResultType) => (asked.includes(type) ? traffic(metrics[type]) : null);
  return {
    target: str(item.target),
    organic: traffic(metrics.organic),
    paid: of("paid"),
    featured_snippet: of("featured_snippet"),
    local_pack: of("local_pack"),
  };
}

/** A page_intersection item: `intersection_result` "1".."N" back to the requested pages. */
export function pagesIntersectionRow(item: Raw, pages: number): L.PagesIntersectionRow {
  const byIndex = obj(item.intersection_result);
  return {
    keyword: keywordMetrics(obj(item.keyword_data)),
    positions: Array.from({ length: pages }, (_, i) => positionOrNull(byIndex[String(i + 1)])),
  };
}

/** The sources an ai_overview cites: its own `references` and its elements', once per URL. */
function references(item: Raw): NonNullable<SerpItem["references"]> {
  const all = [
    ...objects(item.references),
    ...objects(item.items).flatMap((e) => objects(e.references)),
  ];
  const seen = new Set<string>();
  return all.flatMap((r) => {
    const url = str(r.url);
    if (!url || seen.has(url)) return [];
    seen.add(url);
    return [{
      url,
      domain: str(r.domain) || (hostOf(url, { keepWww: true }) ?? ""),
      title: strOrNull(r.title),
    }];
  });
}

/** One SERP item in page order; PAA gets its questions, AI Overviews their sources. */
export function serpItem(item: Raw): SerpItem {
  const type = str(item.type);
  const out: SerpItem = {
    type,
    rank_group: num(item.rank_group),
    rank_absolute: num(item.rank_absolute),
    title: strOrNull(item.title),
    url: strOrNull(item.url),
    domain: strOrNull(item.domain),
    description: strOrNull(item.description),
  };
  const breadcrumb = strOrNull(item.breadcrumb);
  if (breadcrumb !== null) out.breadcrumb = breadcrumb;
  if (type === "people_also_ask") {
    out.questions = objects(item.items).map((q) => str(q.title)).filter(Boolean);
  }
  if (type === "ai_overview") out.references = references(item);
  return out;
}

/** `"2024-05-01 12:00:00 +00:00"` as ISO 8601; another parseable date normalized; else now. */
function when(v: unknown): string {
  const iso = isoTime(v);
  if (iso) return iso;
  const at = typeof v === "string" ? Date.parse(v) : NaN;
  // A live call's page was fetched just now: the best stand-in for a missing timestamp.
  return new Date(Number.isNaN(at) ? Date.now() : at).toISOString();
}

/** The SERP result object. */
export function serpOf(result: Raw, keyword: string): Serp {
  return {
    keyword: str(result.keyword) || keyword,
    datetime: when(result.datetime),
    check_url: strOrNull(result.check_url),
    item_types: strings(result.item_types),
    se_results_count: num(result.se_results_count),
    items: objects(result.items).map(serpItem),
  };
}
