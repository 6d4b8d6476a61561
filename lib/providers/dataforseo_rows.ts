/**
 * DataForSEO Backlinks items (docs/providers.md#backlinks-endpoints) turned into our rows. Every
 * field is read defensively: a missing or mistyped value becomes 0, "" or null, never an exception.
 */
import type {
  AnchorRow,
  Backlink,
  BacklinkSummary,
  Breakdown,
  CompetitorRow,
  DomainPageRow,
  LinkProfile,
  NewLostPoint,
  PageIntersectionRow,
  ReferringDomainRow,
} from "./provider.ts";

import { bool, num, numOrNull, obj, type Raw, str, strings, strOrNull } from "./dataforseo_read.ts";

export type { Raw };

/** `"2020-01-18 11:50:58 +00:00"` → `"2020-01-18T11:50:58+00:00"`; anything else → null. */
export function isoTime(v: unknown): string | null {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ?([+-]\d{2}:\d{2})$/.exec(str(v).trim());
  return m ? `${m[1]}T${m[2]}${m[3]}` : null;
}

/** A `referring_links_*` map (may be null upstream) as numbers only. */
function breakdown(v: unknown): Breakdown {
  const out: Breakdown = {};
  for (const [k, n] of Object.entries(obj(v))) if (typeof n === "number") out[k] = n;
  return out;
}

/** The aggregate counts shared by summaries, anchors, referring domains and page summaries. */
export function linkProfile(r: Raw): LinkProfile {
  return {
    rank: num(r.rank),
    backlinks: num(r.backlinks),
    backlinks_spam_score: num(r.backlinks_spam_score),
    first_seen: isoTime(r.first_seen),
    lost_date: isoTime(r.lost_date),
    broken_backlinks: num(r.broken_backlinks),
    broken_pages: num(r.broken_pages),
    referring_domains: num(r.referring_domains),
    referring_domains_nofollow: num(r.referring_domains_nofollow),
    referring_main_domains: num(r.referring_main_domains),
    referring_ips: num(r.referring_ips),
    referring_subnets: num(r.referring_subnets),
    referring_pages: num(r.referring_pages),
    referring_pages_nofollow: num(r.referring_pages_nofollow),
  };
}

/** `/v3/backlinks/summary/live` result[0]. */
export function summaryRow(r: Raw): BacklinkSummary {
  return {
    target: str(r.target),
    ...linkProfile(r),
    crawled_pages: num(r.crawled_pages),
    internal_links_count: num(r.internal_links_count),
    external_links_count: num(r.external_links_count),
    target_spam_score: num(obj(r.info).target_spam_score),
    referring_links_tld: breakdown(r.referring_links_tld),
    referring_links_types: breakdown(r.referring_links_types),
    referring_links_attributes: breakdown(r.referring_links_attributes),
    referring_links_platform_types: breakdown(r.referring_links_platform_types),
    referring_links_semantic_locations: breakdown(r.referring_links_semantic_locations),
    referring_links_countries: breakdown(r.referring_links_countries),
  };
}

/** A `backlink` item (backlinks/live, and each entry of page_intersection). */
export function backlinkRow(r: Raw): Backlink {
  return {
    url_from: str(r.url_from),
    domain_from: str(r.domain_from),
    url_to: str(r.url_to),
    domain_to: str(r.domain_to),
    tld_from: str(r.tld_from),
    rank: num(r.rank),
    page_from_rank: num(r.page_from_rank),
    domain_from_rank: num(r.domain_from_rank),
    backlink_spam_score: num(r.backlink_spam_score),
    dofollow: bool(r.dofollow),
    item_type: str(r.item_type),
    anchor: str(r.anchor),
    attributes: strings(r.attributes),
    page_from_title: str(r.page_from_title),
    page_from_status_code: num(r.page_from_status_code),
    url_to_redirect_target: typeof r.url_to_redirect_target === "string"
      ? r.url_to_redirect_target
      : null,
    domain_from_country: strOrNull(r.domain_from_country),
    semantic_location: str(r.semantic_location),
    is_new: bool(r.is_new),
    is_lost: bool(r.is_lost),
    is_broken: bool(r.is_broken),
    url_to_status_code: numOrNull(r.url_to_status_code),
    first_seen: isoTime(r.first_seen),
    prev_seen: isoTime(r.prev_seen),
    last_seen: isoTime(r.last_seen),
  };
}

/** An anchors/live item. */
export function anchorRow(r: Raw): AnchorRow {
  return { anchor: str(r.anchor), ...linkProfile(r) };
}

/** A referring_domains/live item. */
export function referringDomainRow(r: Raw): ReferringDomainRow {
  return {
    domain: str(r.domain),
    ...linkProfile(r),
    referring_links_semantic_locations: breakdown(r.referring_links_semantic_locations),
  };
}

/** A domain_pages/live item: page fields, `meta` and `page_summary`. */
export function domainPageRow(r: Raw): DomainPageRow {
  const meta = obj(r.meta);
  return {
    page: str(r.page),
    title: strOrNull(meta.title),
    status_code: num(r.status_code),
    words_count: num(meta.words_count),
    internal_links_count: num(meta.internal_links_count),
    external_links_count: num(meta.external_links_count),
    first_visited: isoTime(r.first_visited),
    ...linkProfile(obj(r.page_summary)),
  };
}

/** A competitors/live item (`target` is the competitor). */
export function competitorRow(r: Raw): CompetitorRow {
  return { domain: str(r.target), rank: num(r.rank), intersections: num(r.intersections) };
}

/** A timeseries_new_lost_summary/live item. */
export function newLostPoint(r: Raw): NewLostPoint {
  return {
    date: str(r.date).slice(0, 10),
    new_backlinks: num(r.new_backlinks),
    lost_backlinks: num(r.lost_backlinks),
    new_referring_domains: num(r.new_referring_domains),
    lost_referring_domains: num(r.lost_referring_domains),
    new_referring_main_domains: num(r.new_referring_main_domains),
    lost_referring_main_domains: num(r.lost_referring_main_domains),
  };
}

/** A page_intersection/live item: links keyed "1".."N" back to the request's targets. */
export function pageIntersectionRow(r: Raw, targets: string[]): PageIntersectionRow {
  const byIndex = obj(r.page_intersection);
  const links = targets.map((target, i) => {
    const list = byIndex[String(i + 1)];
    return { target, backlinks: Array.isArray(list) ? list.map((b) => backlinkRow(obj(b))) : [] };
  });
  const first = links.flatMap((l) => l.backlinks)[0];
  return {
    url_from: first?.url_from ?? "",
    domain_from: first?.domain_from ?? "",
    intersections_count: num(obj(r.summary).intersections_count),
    links,
  };
}
