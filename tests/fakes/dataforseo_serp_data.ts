/**
 * A real-shaped Google organic live advanced result for the fake server
 * (docs/providers.md#the-fake-server): the first organic item is a real captured one; the AI
 * Overview, local pack, People Also Ask, related searches and the other organic items use the exact
 * field names with invented values. Organic items are cut to the task's `depth`.
 */

type Raw = Record<string, unknown>;

/** An invented organic item (the organic fields of docs/providers.md#serp-item-types). */
function organic(rankGroup: number, rankAbsolute: number, url: string, title: string): Raw {
  const domain = new URL(url).hostname;
  return {
    type: "organic",
    rank_group: rankGroup,
    rank_absolute: rankAbsolute,
    page: 1,
    position: "left",
    xpath: `/html[1]/body[1]/div[4]/div[1]/div[13]/div[1]/div[2]/div[2]/div[${rankGroup}]/div[1]`,
    domain,
    title,
    url,
    cache_url: null,
    related_search_url: null,
    breadcrumb: `https://${domain} › ${new URL(url).pathname.split("/").filter(Boolean)[0] ?? ""}`,
    website_name: domain,
    is_image: false,
    is_video: false,
    is_featured_snippet: false,
    is_malicious: false,
    is_web_story: false,
    description: `${title}: a step-by-step walkthrough with screenshots.`,
    pre_snippet: null,
    extended_snippet: null,
    images: null,
    amp_version: false,
    rating: null,
    price: null,
    highlighted: [],
    links: null,
    faq: null,
    extended_people_also_search: null,
    about_this_result: null,
    related_result: null,
    timestamp: null,
    rectangle: null,
  };
}

/** The real captured organic item. */
const REAL_ORGANIC: Raw = {
  ...organic(1, 2, "https://zapier.com/apps/clickup/integrations/excel", ""),
  xpath:
    "/html[1]/body[1]/div[4]/div[1]/div[13]/div[1]/div[2]/div[2]/div[1]/div[1]/div[1]/div[1]/div[1]",
  title: "Connect your ClickUp to Microsoft Excel integration in 2 ...",
  breadcrumb: "https://zapier.com › apps › clickup › integrations › excel",
  website_name: "Zapier",
  description: "Connect ClickUp and Microsoft Excel to integrate crucial parts of your business. …",
  highlighted: ["Connect ClickUp", "Excel", "integrate"],
};

const AI_OVERVIEW: Raw = {
  type: "ai_overview",
  rank_group: 1,
  rank_absolute: 1,
  position: "left",
  xpath: "/html[1]/body[1]/div[4]/div[1]/div[11]",
  asynchronous_ai_overview: false,
  markdown: "To connect ClickUp to Excel, use an integration platform or export a CSV …",
  items: [{
    type: "ai_overview_element",
    position: "left",
    title: "Options",
    text: "Use an integration platform such as Zapier, or export a list as CSV.",
    markdown: "Use an integration platform such as Zapier, or export a list as CSV.",
    links: null,
    images: null,
    references: [{
      type: "ai_overview_reference",
      position: "left",
      source: "ClickUp Help Center",
      domain: "help.clickup.com",
      url: "https://help.clickup.com/hc/en-us/articles/6310551109527-Export-data",
      title: "Export data",
      text: "You can export a List view as a CSV or Excel file.",
    }],
  }],
  references: [{
    type: "ai_overview_reference",
    position: "left",
    source: "Zapier",
    domain: "zapier.com",
    url: "https://zapier.com/apps/clickup/integrations/excel",
    title: "Connect ClickUp to Excel",
    text: "Zapier lets you connect ClickUp with Microsoft Excel …",
  }],
};

const LOCAL_PACK: Raw = {
  type: "local_pack",
  rank_group: 1,
  rank_absolute: 3,
  position: "left",
  xpath: "/html[1]/body[1]/div[4]/div[1]/div[13]/div[2]",
  title: "Acme Data Consulting",
  description: "Austin, TX · (512) 555-0100",
  domain: "acme.example",
  phone: "(512) 555-0100",
  booking_url: null,
  url: "https://acme.example/",
  is_paid: false,
  rating: { rating_type: "Max5", value: 4.8, votes_count: 120, rating_max: 5 },
  cid: "1234567890",
};

const PEOPLE_ALSO_ASK: Raw = {
  type: "people_also_ask",
  rank_group: 1,
  rank_absolute: 4,
  position: "left",
  xpath: "/html[1]/body[1]/div[4]/div[1]/div[13]/div[3]",
  items: [
    {
      type: "people_also_ask_element",
      title: "Can ClickUp export to Excel?",
      seed_question: null,
      xpath: "/html[1]/body[1]/div[4]/div[1]/div[13]/div[3]/div[1]",
      expanded_element: [{
        type: "people_also_ask_expanded_element",
        featured_title: null,
        url: "https://help.clickup.com/hc/en-us/articles/6310551109527-Export-data",
        domain: "help.clickup.com",
        title: "Export data",
        description: "You can export a List view as a CSV or Excel file …",
        images: null,
        timestamp: null,
        table: null,
      }],
    },
    {
      type: "people_also_ask_element",
      title: "Does ClickUp integrate with Microsoft Office?",
      seed_question: null,
      xpath: "/html[1]/body[1]/div[4]/div[1]/div[13]/div[3]/div[2]",
      expanded_element: null,
    },
  ],
};

const RELATED_SEARCHES: Raw = {
  type: "related_searches",
  rank_group: 1,
  rank_absolute: 8,
  position: "left",
  xpath: "/html[1]/body[1]/div[4]/div[1]/div[16]",
  items: ["clickup excel integration", "clickup to google sheets"],
};

/** The page in order; organic items after the first are invented. */
const ITEMS: Raw[] = [
  AI_OVERVIEW,
  REAL_ORGANIC,
  LOCAL_PACK,
  PEOPLE_ALSO_ASK,
  organic(
    2,
    5,
    "https://help.clickup.com/hc/en-us/articles/6310551109527-Export-data",
    "Export data – ClickUp Help",
  ),
  organic(
    3,
    6,
    "https://www.make.com/en/integrations/clickup/microsoft-excel",
    "ClickUp and Microsoft Excel Integration | Make",
  ),
  organic(
    4,
    7,
    "https://coefficient.io/clickup-to-excel",
    "How to Connect ClickUp to Excel (2024 Guide)",
  ),
  RELATED_SEARCHES,
];

/** One organic result of a SERP override. */
export interface OverrideOrganic {
  url: string;
  title: string;
  /** The item's `domain` (default: the URL's host). */
  domain?: string;
  /** The snippet (default: an invented one from the title). */
  description?: string;
}

/**
 * A SERP answer a test sets for a keyword (`fake.serp(keyword, override)`): these organic results
 * at ranks 1..n, with a People Also Ask block of `paa` after the first when given; nothing else.
 */
export interface SerpOverride {
  organic: OverrideOrganic[];
  paa?: string[];
}

/** The page items of an override, in order, with `rank_absolute` counted over all of them. */
function overrideItems(override: SerpOverride): Raw[] {
  const items: Raw[] = override.organic.map((o, i) => {
    const item = organic(i + 1, i + 1, o.url, o.title);
    return {
      ...item,
      domain: o.domain ?? item.domain,
      website_name: o.domain ?? item.website_name,
      description: o.description ?? item.description,
    };
  });
  if (override.paa && override.paa.length > 0) {
    const at = Math.min(1, items.length);
    items.splice(at, 0, {
      ...PEOPLE_ALSO_ASK,
      items: override.paa.map((title, i) => ({
        type: "people_also_ask_element",
        title,
        seed_question: null,
        xpath: `/html[1]/body[1]/div[4]/div[1]/div[13]/div[3]/div[${i + 1}]`,
        expanded_element: null,
      })),
    });
  }
  return items.map((item, i) => ({ ...item, rank_absolute: i + 1 }));
}

/**
 * The fake's SERP result for the task: organic items cut to `depth`, the rest kept. With an
 * override, its items instead (organic cut to `depth` the same way), in the same result shape.
 */
export function serpResult(task: Raw, override?: SerpOverride): Raw {
  const depth = typeof task.depth === "number" ? task.depth : 10;
  const page = override ? overrideItems(override) : ITEMS;
  const items = page.filter((item) => item.type !== "organic" || Number(item.rank_group) <= depth);
  const keyword = String(task.keyword ?? "");
  return {
    keyword,
    type: "organic",
    se_domain: "google.com",
    location_code: task.location_code ?? 2840,
    language_code: task.language_code ?? "en",
    check_url: `https://www.google.com/search?q=${
      encodeURIComponent(keyword)
    }&num=100&hl=en&gl=US&gws_rd=cr&ie=UTF-8&oe=UTF-8&glp=1&uule=w+CAIQIFISCQs2MuSEtepUEUK33kOSuTsc`,
    // A live call is fetched now; the stock answer keeps the reference example's date.
    datetime: override ? liveDatetime() : "2024-04-27 02:13:08 +00:00",
    spell: null,
    refinement_chips: null,
    item_types: [...new Set(items.map((i) => String(i.type)))],
    se_results_count: 292000,
    pages_count: 1,
    items_count: items.length,
    items,
  };
}

/** Now, as DataForSEO writes a result's `datetime` (`2024-04-27 02:13:08 +00:00`). */
function liveDatetime(): string {
  return `${new Date().toISOString().slice(0, 19).replace("T", " ")} +00:00`;
}
