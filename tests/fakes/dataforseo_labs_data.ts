/**
 * Real-shaped DataForSEO Labs results for the fake server (docs/providers.md#the-fake-server). The
 * ranked_keywords item "1000 keywords" and its metrics are a real captured answer; the other
 * keywords, pages, domains and figures are invented but plausible, in the exact field shapes of
 * the Labs endpoints (docs/providers.md#labs-endpoints).
 */

type Raw = Record<string, unknown>;

/** Twelve months of volume ending July 2024, newest first. */
function months(volume: number): Raw[] {
  return Array.from({ length: 12 }, (_, i) => {
    const m = 7 - i;
    return {
      year: m > 0 ? 2024 : 2023,
      month: m > 0 ? m : m + 12,
      search_volume: Math.round(volume * (1 + ((i % 4) - 1.5) / 10)),
    };
  });
}

/** The figures that vary between invented keywords. */
interface Figures {
  volume: number;
  cpc: number | null;
  competition: number;
  difficulty: number;
  intent: string;
  features?: string[];
}

/** A keyword's data (docs/providers.md#keyword-data) for `keyword` in the US/en market. */
export function keywordData(keyword: string, f: Figures): Raw {
  const level = f.competition < 0.34 ? "LOW" : f.competition < 0.67 ? "MEDIUM" : "HIGH";
  return {
    se_type: "google",
    keyword,
    location_code: 2840,
    language_code: "en",
    keyword_info: {
      se_type: "google",
      last_updated_time: "2024-08-09 15:36:13 +00:00",
      competition: f.competition,
      competition_level: level,
      cpc: f.cpc,
      search_volume: f.volume,
      low_top_of_page_bid: f.cpc === null ? null : Math.round(f.cpc * 40) / 100,
      high_top_of_page_bid: f.cpc === null ? null : Math.round(f.cpc * 150) / 100,
      categories: [10004, 10007, 11088],
      monthly_searches: months(f.volume),
      search_volume_trend: { monthly: 4, quarterly: -2, yearly: 11 },
    },
    clickstream_keyword_info: null,
    keyword_properties: {
      se_type: "google",
      core_keyword: null,
      synonym_clustering_algorithm: "text_processing",
      keyword_difficulty: f.difficulty,
      detected_language: "en",
      is_another_language: false,
    },
    serp_info: f.features
      ? {
        se_type: "google",
        check_url: `https://www.google.com/search?q=${
          encodeURIComponent(keyword)
        }&num=100&hl=en&gl=US&gws_rd=cr&ie=UTF-8&oe=UTF-8&glp=1`,
        serp_item_types: f.features,
        se_results_count: 48_200_000,
        last_updated_time: "2024-07-18 16:46:17 +00:00",
        previous_updated_time: "2024-05-31 11:45:33 +00:00",
      }
      : null,
    avg_backlinks_info: {
      se_type: "google",
      backlinks: 1204.3,
      dofollow: 702.1,
      referring_pages: 980.4,
      referring_domains: 143.2,
      referring_main_domains: 131.8,
      rank: 188.6,
      main_domain_rank: 512.4,
      last_updated_time: "2024-07-18 16:46:18 +00:00",
    },
    search_intent_info: {
      se_type: "google",
      main_intent: f.intent,
      foreign_intent: ["informational"],
      last_updated_time: "2024-03-03 20:51:09 +00:00",
    },
    keyword_info_normalized_with_bing: null,
    keyword_info_normalized_with_clickstream: null,
  };
}

/** The real captured keyword data ("1000 keywords"; its monthly_searches trimmed to two). */
export const REAL_KEYWORD: Raw = {
  ...keywordData("1000 keywords", {
    volume: 90,
    cpc: null,
    competition: 0.019999999552965164,
    difficulty: 39,
    intent: "commercial",
    features: ["organic", "people_also_ask", "images"],
  }),
};
(REAL_KEYWORD.keyword_info as Raw).categories = [10001, 10007, 10024, 10182, 13418];
(REAL_KEYWORD.keyword_info as Raw).monthly_searches = [
  { year: 2024, month: 7, search_volume: 50 },
  { year: 2024, month: 6, search_volume: 50 },
];
(REAL_KEYWORD.keyword_info as Raw).search_volume_trend = { monthly: 22, quarterly: 22, yearly: 0 };
(REAL_KEYWORD.keyword_properties as Raw).synonym_clustering_algorithm = null;
(REAL_KEYWORD.serp_info as Raw).check_url =
  "https://www.google.com/search?q=1000%20keywords&num=100&hl=en&gl=US&gws_rd=cr&ie=UTF-8&oe=UTF-8&glp=1&uule=w+CAIQIFISCQs2MuSEtepUEUK33kOSuTsc";
(REAL_KEYWORD.serp_info as Raw).se_results_count = 375000000;
REAL_KEYWORD.avg_backlinks_info = {
  se_type: "google",
  backlinks: 218.8000030517578,
  dofollow: 113.5,
  referring_pages: 186,
  referring_domains: 85,
  referring_main_domains: 83,
  rank: 130.3000030517578,
  main_domain_rank: 499.29998779296875,
  last_updated_time: "2024-07-18 16:46:18 +00:00",
};
REAL_KEYWORD.search_intent_info = {
  se_type: "google",
  main_intent: "commercial",
  foreign_intent: ["navigational", "informational"],
  last_updated_time: "2023-03-03 20:51:09 +00:00",
};

/** A Labs SERP element of `type` at the given ranks. */
export function serpElement(
  type: string,
  url: string,
  rank: [group: number, absolute: number],
  etv: number,
  changes: Raw = { previous_rank_absolute: null, is_new: true, is_up: false, is_down: false },
): Raw {
  const parsed = new URL(url);
  return {
    se_type: "google",
    type,
    rank_group: rank[0],
    rank_absolute: rank[1],
    position: "left",
    xpath: "/html[1]/body[1]/div[4]/div[1]/div[13]/div[1]/div[2]/div[2]/div[1]",
    domain: parsed.hostname,
    title: `${
      parsed.pathname.split("/").filter(Boolean).pop() ?? parsed.hostname
    } | ${parsed.hostname}`,
    url,
    breadcrumb: `https://${parsed.hostname} › ${
      parsed.pathname.split("/").filter(Boolean)[0] ?? ""
    }`,
    website_name: parsed.hostname,
    is_image: false,
    is_video: false,
    is_featured_snippet: type === "featured_snippet",
    is_malicious: false,
    description: `What ${parsed.hostname} says about it, in one snippet.`,
    pre_snippet: null,
    extended_snippet: null,
    amp_version: false,
    rating: null,
    highlighted: [],
    links: null,
    about_this_result: null,
    main_domain: parsed.hostname.replace(/^www\./, ""),
    relative_url: parsed.pathname,
    etv,
    estimated_paid_traffic_cost: null,
    clickstream_etv: null,
    rank_changes: changes,
    backlinks_info: {
      referring_domains: 11,
      referring_main_domains: 11,
      referring_pages: 14,
      dofollow: 13,
      backlinks: 18,
      time_update: "2024-08-08 11:26:29 +00:00",
    },
    rank_info: { page_rank: 211, main_domain_rank: 419 },
  };
}

/** The real captured organic element. */
export const REAL_SERP_ITEM: Raw = {
  ...serpElement(
    "organic",
    "https://dataforseo.com/free-seo-stats/top-1000-websites",
    [1, 1],
    27.360000610351562,
    { previous_rank_absolute: 2, is_new: false, is_up: true, is_down: false },
  ),
  xpath: "/html[1]/body[1]/div[4]/div[1]/div[13]/div[1]/div[2]/div[2]/div[1]/div[1]/div[1]",
  title: "Top 1000 Websites By Ranking Keywords",
  breadcrumb: "https://dataforseo.com › Free SEO Stats",
  website_name: "DataForSEO",
  description: "The table below contains the 1000 most ranked websites on Google …",
  highlighted: ["1000"],
};

/** The real captured `metrics.organic`, and a paid one. */
export const REAL_ORGANIC_METRICS: Raw = {
  pos_1: 24,
  pos_2_3: 37,
  pos_4_10: 510,
  pos_11_20: 688,
  pos_21_30: 469,
  pos_31_40: 442,
  pos_41_50: 405,
  pos_51_60: 331,
  pos_61_70: 360,
  pos_71_80: 345,
  pos_81_90: 320,
  pos_91_100: 258,
  etv: 2996906.1083163265,
  count: 4189,
  estimated_paid_traffic_cost: 184997.92717040097,
  is_new: 1679,
  is_up: 1613,
  is_down: 711,
  is_lost: 0,
  clickstream_etv: null,
  clickstream_gender_distribution: null,
  clickstream_age_distribution: null,
};

/** An invented MetricsInfo scaled from a few figures. */
export function metricsInfo(
  top: [number, number, number, number],
  etv: number,
  count: number,
): Raw {
  const deep = Math.max(0, count - top.reduce((a, b) => a + b, 0));
  const per = Math.floor(deep / 8);
  return {
    pos_1: top[0],
    pos_2_3: top[1],
    pos_4_10: top[2],
    pos_11_20: top[3],
    pos_21_30: deep - per * 7,
    pos_31_40: per,
    pos_41_50: per,
    pos_51_60: per,
    pos_61_70: per,
    pos_71_80: per,
    pos_81_90: per,
    pos_91_100: per,
    etv,
    count,
    estimated_paid_traffic_cost: Math.round(etv * 1.7 * 100) / 100,
    is_new: Math.round(count / 9),
    is_up: Math.round(count / 6),
    is_down: Math.round(count / 7),
    is_lost: 0,
    clickstream_etv: null,
    clickstream_gender_distribution: null,
    clickstream_age_distribution: null,
  };
}

/** keyword_ideas items around a seed: the seed itself first, then ideas by relevance. */
export function keywordIdeas(seed: string): Raw[] {
  return [
    keywordData(seed, {
      volume: 40500,
      cpc: 6.12,
      competition: 0.41,
      difficulty: 71,
      intent: "commercial",
    }),
    keywordData(`best ${seed}`, {
      volume: 8100,
      cpc: 8.4,
      competition: 0.72,
      difficulty: 64,
      intent: "commercial",
    }),
    keywordData(`free ${seed}`, {
      volume: 5400,
      cpc: 3.05,
      competition: 0.28,
      difficulty: 58,
      intent: "transactional",
    }),
    keywordData(`what are ${seed}`, {
      volume: 320,
      cpc: null,
      competition: 0.02,
      difficulty: 22,
      intent: "informational",
    }),
  ];
}

/** A keyword_overview item (no serp_info unless asked) for a keyword the fake knows. */
export function overviewItem(keyword: string, index: number): Raw {
  const volume = [12100, 2900, 880, 170][index % 4];
  return {
    ...keywordData(keyword, {
      volume,
      cpc: [4.2, 2.75, 1.1, 0.6][index % 4],
      competition: [0.55, 0.31, 0.12, 0.05][index % 4],
      difficulty: [62, 47, 33, 18][index % 4],
      intent: ["commercial", "informational", "transactional", "navigational"][index % 4],
    }),
    search_partners: false,
  };
}

/** A ranked_keywords item. */
function rankedItem(keyword: Raw, serpItem: Raw, isLost = false): Raw {
  return {
    se_type: "google",
    keyword_data: keyword,
    ranked_serp_element: {
      se_type: "google",
      serp_item: serpItem,
      check_url: `https://www.google.com/search?q=${encodeURIComponent(String(keyword.keyword))}`,
      serp_item_types: ["featured_snippet", "organic", "people_also_ask", "images"],
      se_results_count: 375000000,
      keyword_difficulty: (keyword.keyword_properties as Raw).keyword_difficulty,
      is_lost: isLost,
      last_updated_time: "2024-07-18 16:46:17 +00:00",
      previous_updated_time: "2024-05-31 11:45:33 +00:00",
    },
  };
}

/**
 * ranked_keywords items for `target` by `historical_serp_mode`: live (the real one and a
 * featured snippet), lost (a lost ranking) or all (the three).
 */
export function rankedKeywords(target: string, mode: string): Raw[] {
  const host = target.replace(/^https?:\/\//, "").split("/")[0];
  const items = [
    rankedItem(REAL_KEYWORD, REAL_SERP_ITEM),
    rankedItem(
      keywordData("seo api", {
        volume: 1900,
        cpc: 12.3,
        competition: 0.38,
        difficulty: 45,
        intent: "commercial",
        features: ["featured_snippet", "organic", "people_also_ask"],
      }),
      serpElement("featured_snippet", `https://${host}/apis/seo-api`, [1, 1], 512.4, {
        previous_rank_absolute: 3,
        is_new: false,
        is_up: true,
        is_down: false,
      }),
    ),
  ];
  if (mode !== "all" && mode !== "lost") return items;
  const lost = [
    rankedItem(
      keywordData("serp checker", {
        volume: 6600,
        cpc: 2.1,
        competition: 0.22,
        difficulty: 57,
        intent: "transactional",
        features: ["organic", "video"],
      }),
      serpElement("organic", `https://${host}/serp-checker`, [14, 16], 0, {
        previous_rank_absolute: 9,
        is_new: false,
        is_up: false,
        is_down: true,
      }),
      true,
    ),
  ];
  return mode === "lost" ? lost : [...items, ...lost];
}

/** The real captured ranked_keywords result metrics. */
export const RANKED_METRICS: Raw = {
  organic: REAL_ORGANIC_METRICS,
  paid: { ...metricsInfo([13, 3, 1, 0], 100.60300242900848, 17), estimated_paid_traffic_cost: 0 },
};

/** relevant_pages items of a domain. */
export function relevantPages(target: string): Raw[] {
  const host = target.replace(/^https?:\/\//, "").split("/")[0];
  return [
    {
      se_type: "google",
      page_address: `https://${host}/guide`,
      metrics: {
        organic: metricsInfo([3, 5, 21, 14], 410.2, 58),
        paid: metricsInfo([1, 0, 0, 0], 12.5, 1),
      },
    },
    {
      se_type: "google",
      page_address: `https://${host}/pricing`,
      metrics: { organic: metricsInfo([1, 2, 6, 9], 188.75, 31), paid: null },
    },
  ];
}

/** competitors_domain items (in the real capture's metric shapes). */
export const COMPETITORS: Raw[] = [
  {
    se_type: "google",
    domain: "rival.com",
    avg_position: 14.2,
    sum_position: 5680,
    intersections: 400,
    full_domain_metrics: { organic: metricsInfo([120, 300, 1900, 2400], 54000.5, 9100) },
    metrics: { organic: metricsInfo([10, 22, 110, 96], 2100.0, 400) },
    competitor_metrics: { organic: metricsInfo([14, 30, 120, 88], 3300.0, 400) },
  },
  {
    se_type: "google",
    domain: "other-seo.io",
    avg_position: 22.7,
    sum_position: 4086,
    intersections: 180,
    full_domain_metrics: { organic: metricsInfo([40, 95, 610, 870], 12890.25, 3420) },
    metrics: { organic: metricsInfo([2, 9, 41, 48], 640.3, 180) },
    competitor_metrics: null,
  },
];

/** domain_intersection items: both rank, or only target1 (second null). */
export function domainIntersection(target1: string, target2: string, both: boolean): Raw[] {
  const kd = keywordData("rank tracker api", {
    volume: 1300,
    cpc: 9.8,
    competition: 0.47,
    difficulty: 52,
    intent: "commercial",
  });
  const kd2 = keywordData("backlink checker", {
    volume: 14800,
    cpc: 5.5,
    competition: 0.61,
    difficulty: 77,
    intent: "transactional",
  });
  return [kd, kd2].map((keyword, i) => ({
    se_type: "google",
    keyword_data: keyword,
    first_domain_serp_element: serpElement("organic", `https://${target1}/tools/${i}`, [
      3 + i,
      4 + i,
    ], 95.5 - i * 40),
    second_domain_serp_element: both
      ? serpElement("organic", `https://${target2}/features/${i}`, [7 + i, 9 + i], 22.1 - i * 10)
      : null,
  }));
}

/** A bulk_traffic_estimation item with the asked result types only. */
export function trafficItem(target: string, index: number, types: string[]): Raw {
  const all: Raw = {
    organic: { etv: 1234.5 * (index + 1), count: 321 * (index + 1) },
    paid: { etv: 12.0, count: 4 },
    featured_snippet: { etv: 40.0, count: 2 },
    local_pack: { etv: 0, count: 0 },
  };
  const metrics = Object.fromEntries(Object.entries(all).filter(([k]) => types.includes(k)));
  return { se_type: "google", target, metrics };
}

/** page_intersection items; in union mode a page that does not rank is null. */
export function pageIntersection(pages: string[], union: boolean): Raw[] {
  const keyword = keywordData("content brief template", {
    volume: 720,
    cpc: 3.4,
    competition: 0.18,
    difficulty: 29,
    intent: "informational",
  });
  // A page pattern ("https://a.com/blog/*") or a bare domain ("a.com"), as a ranking URL.
  const url = (page: string) => {
    const absolute = /^https?:\/\//.test(page) ? page : `https://${page}/`;
    return absolute.replace(/\*$/, "content-brief");
  };
  const result = Object.fromEntries(pages.map((page, i) => [
    String(i + 1),
    union && i > 0 && i === pages.length - 1
      ? null
      : serpElement("organic", url(page), [2 + i, 3 + i], 48.2 / (i + 1)),
  ]));
  return [{ se_type: "google", keyword_data: keyword, intersection_result: result }];
}
