/**
 * Real-shaped DataForSEO Backlinks results for the fake server, built from real captured answers
 * and the endpoints' field lists (docs/providers.md#the-fake-server; values of anchors, domain
 * pages, competitors, timeseries and page intersection are invented). Ranks are on the provider's
 * default scale, 0-1000; the fake divides them for `rank_scale: one_hundred`.
 */

type Raw = Record<string, unknown>;

/** The real captured summary, for any target. */
export function summaryResult(target: string): Raw {
  return {
    target,
    first_seen: "2020-01-18 11:50:58 +00:00",
    lost_date: null,
    rank: 371,
    backlinks: 41245,
    backlinks_spam_score: 8,
    crawled_pages: 2150,
    info: {
      server: "cloudflare",
      cms: null,
      platform_type: ["unknown"],
      ip_address: "172.67.129.80",
      country: "US",
      is_ip: false,
      target_spam_score: 0,
    },
    internal_links_count: 25507,
    external_links_count: 18419,
    broken_backlinks: 209,
    broken_pages: 265,
    referring_domains: 12372,
    referring_domains_nofollow: 0,
    referring_main_domains: 11438,
    referring_main_domains_nofollow: 0,
    referring_ips: 10401,
    referring_subnets: 6427,
    referring_pages: 38786,
    referring_links_tld: { com: 26012, net: 1080, org: 1031 },
    referring_links_types: { anchor: 36666, redirect: 1906, image: 210, canonical: 4 },
    referring_links_attributes: { noopener: 8960, noreferrer: 3908, sponsored: 34, ugc: 20 },
    referring_links_platform_types: { unknown: 15196, cms: 13222, blogs: 12985 },
    referring_links_semantic_locations: { "": 20318, article: 12403, section: 3907 },
    referring_links_countries: { "": 27445, US: 3867, WW: 1439 },
    referring_pages_nofollow: 0,
  };
}

/** The real captured backlink item. */
export const BACKLINK: Raw = {
  type: "backlink",
  domain_from: "coefficient.io",
  url_from: "https://coefficient.io/convert-excel-to-google-sheets",
  url_from_https: true,
  domain_to: "workspace.google.com",
  url_to: "https://workspace.google.com/marketplace/app/coefficient",
  url_to_https: true,
  tld_from: "io",
  is_new: true,
  is_lost: false,
  backlink_spam_score: 0,
  rank: 128,
  page_from_rank: 270,
  domain_from_rank: 347,
  domain_from_platform_type: ["organization"],
  domain_from_is_ip: false,
  domain_from_ip: "34.23.205.155",
  domain_from_country: "IO",
  page_from_external_links: 10,
  page_from_internal_links: 43,
  page_from_size: 94781,
  page_from_encoding: "utf-8",
  page_from_language: "en",
  page_from_title: "Convert Excel to Google Sheets: Step-by-Step Guide - Coefficient",
  page_from_status_code: 200,
  first_seen: "2024-03-26 02:46:50 +00:00",
  prev_seen: null,
  last_seen: "2024-03-26 02:46:50 +00:00",
  item_type: "image",
  attributes: ["noopener", "noreferrer"],
  dofollow: true,
  original: true,
  alt: "Bar of review stars",
  image_url: "https://coefficient.io/star-bar.svg",
  anchor: "5.0 Stars - Top Rated",
  text_pre: null,
  text_post: null,
  semantic_location: "article",
  links_count: 1,
  group_count: 0,
  is_broken: false,
  url_to_status_code: null,
  url_to_spam_score: null,
  url_to_redirect_target: null,
  ranked_keywords_info: {
    page_from_keywords_count_top_3: 88,
    page_from_keywords_count_top_10: 216,
    page_from_keywords_count_top_100: 1605,
  },
  is_indirect_link: false,
  indirect_link_path: null,
};

/** A second backlink: nofollow, broken, lost. */
export const BROKEN_BACKLINK: Raw = {
  ...BACKLINK,
  domain_from: "blog.example.org",
  url_from: "https://blog.example.org/tools",
  tld_from: "org",
  is_new: false,
  is_lost: true,
  dofollow: false,
  is_broken: true,
  url_to_status_code: 404,
  item_type: "anchor",
  anchor: "spreadsheet tools",
  attributes: ["nofollow"],
  rank: 12,
  prev_seen: "2024-01-02 10:00:00 +00:00",
};

/** The real captured referring-domain item and the aggregate fields of any profile row. */
export const REFERRING_DOMAIN: Raw = {
  type: "backlinks_referring_domain",
  domain: "semrush.com",
  rank: 299,
  backlinks: 238,
  first_seen: "2019-09-17 05:41:24 +00:00",
  lost_date: null,
  backlinks_spam_score: 0,
  broken_backlinks: 0,
  broken_pages: 0,
  referring_domains: 7,
  referring_domains_nofollow: 0,
  referring_main_domains: 1,
  referring_main_domains_nofollow: 0,
  referring_ips: 1,
  referring_subnets: 1,
  referring_pages: 204,
  referring_links_tld: { com: 204 },
  referring_links_types: { anchor: 201, image: 3 },
  referring_links_attributes: { noopener: 1, noreferrer: 1 },
  referring_links_platform_types: { organization: 204, blogs: 1, news: 1 },
  referring_links_semantic_locations: { article: 197, figcaption: 3, figure: 3, main: 1 },
  referring_links_countries: { US: 62, ES: 60, DE: 39 },
  referring_pages_nofollow: 0,
};

const { type: _t, domain: _d, ...PROFILE } = REFERRING_DOMAIN;

/** An anchors item (invented values). */
export const ANCHOR: Raw = { ...PROFILE, type: "backlinks_anchor", anchor: "exploding topics" };

/** A domain_pages item (invented values). */
export const DOMAIN_PAGE: Raw = {
  type: "backlinks_domain_page",
  main_domain: "explodingtopics.com",
  domain: "explodingtopics.com",
  tld: "com",
  page: "https://explodingtopics.com/blog/chatgpt-users",
  ip: "172.67.129.80",
  first_visited: "2023-02-01 08:15:00 +00:00",
  prev_visited: "2024-02-01 08:15:00 +00:00",
  fetch_time: "2024-03-01 08:15:00 +00:00",
  status_code: 200,
  location: null,
  size: 120344,
  encoded_size: 30211,
  content_encoding: "gzip",
  media_type: "text/html",
  server: "cloudflare",
  meta: {
    title: "Number of ChatGPT Users",
    canonical: "https://explodingtopics.com/blog/chatgpt-users",
    internal_links_count: 85,
    external_links_count: 31,
    images_count: 6,
    words_count: 2410,
    page_spam_score: 1,
    social_media_tags: { "og:type": "article" },
    h1: ["Number of ChatGPT Users"],
    h2: [],
    h3: [],
    images_alt: [],
    powered_by: [],
    language: "en",
    charset: "utf-8",
    platform_type: ["blogs"],
    technologies: {},
  },
  page_summary: { ...PROFILE, backlinks: 5120, referring_domains: 1410 },
};

/** Competitors items (invented values). */
export const COMPETITORS: Raw[] = [
  { type: "backlinks_competitors", target: "glimpse.com", rank: 450, intersections: 1200 },
  { type: "backlinks_competitors", target: "trendhunter.com", rank: 610, intersections: 950 },
];

/** Timeseries items (invented values). */
export const NEW_LOST: Raw[] = [
  {
    type: "backlinks_timeseries_new_lost_summary",
    date: "2024-03-31 00:00:00 +00:00",
    new_backlinks: 1520,
    lost_backlinks: 610,
    new_referring_domains: 88,
    lost_referring_domains: 41,
    new_referring_main_domains: 80,
    lost_referring_main_domains: 37,
  },
  {
    type: "backlinks_timeseries_new_lost_summary",
    date: "2024-04-30 00:00:00 +00:00",
    new_backlinks: 900,
    lost_backlinks: 1300,
    new_referring_domains: 50,
    lost_referring_domains: 72,
    new_referring_main_domains: 44,
    lost_referring_main_domains: 70,
  },
];

/** A page_intersection item linking to every one of `count` targets. */
export function pageIntersectionItem(count: number): Raw {
  const links: Raw = {};
  for (let i = 1; i <= count; i++) {
    const { ranked_keywords_info: _r, ...link } = BACKLINK;
    links[String(i)] = [{ ...link, url_to: `https://target-${i}.example/` }];
  }
  return {
    type: "backlinks_page_intersection",
    page_intersection: links,
    summary: { intersections_count: count },
  };
}
