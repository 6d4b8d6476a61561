/**
 * Everything winnable on the SERP, one small function a feature, each saying what wins it, how,
 * and the counts and positions behind it. Priorities follow the verdict: organic rankings matter
 * less under a local pack or product listings, and features only a page can win matter more on
 * a crowded page.
 */
import { type Level, LEVEL_RANK } from "../../agent/workflow.ts";
import { feature, inGroup, type SerpFacts, where } from "./facts.ts";
import { buildAdvice, LABEL, listings } from "./page_advice.ts";
import type { Opportunity, PageToBuild, Verdict } from "./result.ts";
import { allDecisions, type Rule } from "../rule.ts";
import { T } from "./thresholds.ts";
import { plural } from "../../toolkit/prose.ts";

/** What an opportunity rule reads: the SERP's facts, its verdict and the page to build. */
export interface OpportunityFacts {
  f: SerpFacts;
  verdict: Verdict;
  build: PageToBuild;
}

/** An opportunity rule: what wins one feature, how and why, or null when it is not there. */
export type OpportunityRule = Rule<OpportunityFacts, Opportunity>;

/** What every opportunity rule decides, the `method` entry that lists them. */
export const DECIDES = "opportunities";

/** The body of one rule, over the facts as arguments. */
type Find = (f: SerpFacts, verdict: Verdict, build: PageToBuild) => Opportunity | null;

/** An opportunity rule from its id, condition, reason and body. */
function opportunityRule(
  id: string,
  parts: { when: string; because: string },
  find: Find,
): OpportunityRule {
  return {
    id,
    decides: DECIDES,
    ...parts,
    decide: ({ f, verdict, build }) => find(f, verdict, build),
  };
}

/** The target's organic standing as advice for a page. */
function organicHow(f: SerpFacts, build: PageToBuild): string {
  const t = f.target;
  if (!t) return `Publish ${LABEL[build.page_type]} (${build.cta}): ${build.why}`;
  const advice = buildAdvice(f, build);
  if (advice) return advice;
  if (!t.found || t.position === null) {
    return `${t.domain} is not in the top ${t.results_read} organic results: build a page that targets the keyword, or improve the closest one`;
  }
  if (t.position <= T.top) {
    return `Defend position ${t.position}: keep the page current and its title compelling`;
  }
  if (t.position <= T.firstPage) {
    return `Move from position ${t.position} into the top ${T.top}: match the leaders' coverage, strengthen internal links to ${t.url}`;
  }
  return `Push ${t.url} from position ${t.position} into the top ${T.firstPage}: deepen its coverage and earn links to it`;
}

/** The organic top 10: always there when organic results are. */
const organic = opportunityRule(
  "organic_top_10",
  {
    when:
      "organic results on the page: high priority; medium when crowded by features; low under a local pack or product listings first",
    because:
      "SEO practice: the organic results are where a page ranks; they matter less when a local pack, product listings or many features take the first clicks",
  },
  (f, verdict, build) => {
    if (f.organic.length === 0) return null;
    const sidelined = verdict === "local_pack_first" || verdict === "shopping_first";
    const priority: Level = sidelined
      ? "low"
      : verdict === "crowded_by_features"
      ? "medium"
      : "high";
    const domains = new Set(f.organic.slice(0, T.firstPage).map((r) => r.domain)).size;
    return {
      type: "organic_top_10",
      won_by: "page",
      priority,
      how: organicHow(f, build),
      evidence: `First organic result at element #${f.firstOrganic} with ${
        plural(f.above.length, "feature")
      } above; ${plural(domains, "domain")} in the top ${T.firstPage}${
        f.target?.position ? `; target at position ${f.target.position}` : ""
      }`,
    };
  },
);

/** The featured snippet: taken by a top-10 page with a tighter answer. */
const snippet = opportunityRule(
  "featured_snippet",
  {
    when:
      "a featured snippet: high when another site holds it and the target is on the first page (or no target), else medium",
    because:
      "Google Search Central (featured snippets and your website): the snippet is taken from a page in the results that answers the query; SEO practice: a short answer right under a heading that restates the query",
  },
  (f) => {
    const x = feature(f, "featured_snippet");
    if (!x) return null;
    const held = x.holds_target === true;
    const inTop10 = !f.target || (f.target.position !== null && f.target.position <= T.firstPage);
    return {
      type: "featured_snippet",
      won_by: "page",
      priority: held ? "medium" : inTop10 ? "high" : "medium",
      how: held
        ? "Defend the snippet: keep the answer paragraph short, current and right under its heading"
        : `Answer the query in ${T.snippetWords.min}-${T.snippetWords.max} words right under a heading that restates it (a list or table if the snippet is one)${
          inTop10
            ? ""
            : `; Google takes snippets from top-${T.firstPage} pages, so rank there first`
        }`,
      evidence: `Featured snippet at ${where(x)}, held by ${
        f.details.featured_snippet?.domain || "an unknown site"
      }`,
    };
  },
);

/** The AI overview: cited sources get the visible link. */
const aiOverview = opportunityRule(
  "ai_overview_citation",
  {
    when:
      "an AI overview: high when above the first organic result and the target is not cited, else medium",
    because:
      "Google Search Central (AI features and your website): AI Overviews link to the pages that support them, and the usual SEO best practices apply to being one of them",
  },
  (f, _verdict, build) => {
    const x = feature(f, "ai_overview");
    if (!x) return null;
    const cited = f.details.ai_overview_citations.map((c) => c.domain);
    const page = build.page_type === "guide" ? LABEL.guide : "";
    // The cited pages of the kind to build: what a citation is won with here.
    const models = f.details.ai_overview_citations.filter((c) => build.models.includes(c.url))
      .map((c) => c.domain).slice(0, 2).join(" and ");
    return {
      type: "ai_overview_citation",
      won_by: "page",
      priority: x.holds_target ? "medium" : x.above_first_organic ? "high" : "medium",
      how: x.holds_target
        ? "Stay cited: keep the cited page's facts current and its answer near the top"
        : `Be a cited source with ${
          page ? `${page}: ` : "a page that gives "
        }a direct, factual answer near the top of the page, clear headings, claims backed by figures and sources${
          models ? `, as the cited ${models} does` : ""
        }`,
      evidence: `AI overview at ${where(x)} citing ${plural(cited.length, "source")}${
        cited.length ? ` (${[...new Set(cited)].slice(0, 5).join(", ")})` : ""
      }`,
    };
  },
);

/** People also ask: questions a page answers in its own sections. */
const questions = opportunityRule(
  "people_also_ask",
  {
    when: "a People also ask box: medium",
    because:
      "SEO practice: People also ask lists the related questions searchers ask; a page answers them as headings with short answers",
  },
  (f) => {
    const x = feature(f, "people_also_ask");
    if (!x) return null;
    const list = f.details.people_also_ask;
    return {
      type: "people_also_ask",
      won_by: "page",
      priority: "medium",
      how: list.length
        ? `Answer these questions as headings with 2-3 sentence answers: ${
          list.slice(0, 5).join("; ")
        }`
        : "Answer the related questions as headings with short answers",
      evidence: `People also ask at ${where(x)} with ${plural(list.length, "question")}`,
    };
  },
);

/** The local pack: a Google Business Profile, not a page. */
const localPack = opportunityRule(
  "local_pack",
  {
    when:
      "a local pack or other local block: high when it comes first (local_pack_first), else medium",
    because:
      "Google Business Profile Help (improve your local ranking on Google): local results come from Business Profiles (relevance, distance, prominence), so it is won with a complete profile",
  },
  (f, verdict) => {
    // The local pack itself when shown (it lists the businesses), else the first local block.
    const x = feature(f, "local_pack") ?? inGroup(f, "local")[0];
    if (!x) return null;
    const businesses = f.details.local_pack.length;
    return {
      type: "local_pack",
      won_by: "google_business_profile",
      priority: verdict === "local_pack_first" ? "high" : "medium",
      how: x.holds_target
        ? "Defend the local pack listing: keep the Business Profile's primary category, opening hours, photos and reviews current"
        : "Claim and complete a Google Business Profile (primary category matching the query, an address in the searched area, reviews, hours); a page helps only as the profile's landing page",
      evidence: `${x.label} at ${where(x)} with ${plural(businesses, "business")}`,
    };
  },
);

/** Product listings: a Merchant Center feed. */
const shopping = opportunityRule(
  "shopping",
  {
    when: "product listings: high when they come first (shopping_first), else low",
    because:
      "Google Merchant Center Help: free product listings and Shopping ads are built from the product data submitted in Merchant Center (price, availability, GTINs)",
  },
  (f, verdict) => {
    const x = inGroup(f, "shopping")[0];
    if (!x) return null;
    return {
      type: "shopping",
      won_by: "product_feed",
      priority: verdict === "shopping_first" ? "high" : "low",
      how:
        "Submit the products to Google Merchant Center (free listings) with price, availability and GTINs",
      evidence: `${x.label} at ${where(x)}`,
    };
  },
);

/** Video results: a video, not a page. */
const video = opportunityRule(
  "video",
  {
    when: "video results: medium when above the first organic result, else low",
    because:
      "Google Search Central (video SEO best practices): video results come from indexable video pages, with key moments from chapters; a video, not a page, wins them",
  },
  (f) => {
    const x = inGroup(f, "video")[0];
    if (!x) return null;
    return {
      type: "video",
      won_by: "video",
      priority: x.above_first_organic ? "medium" : "low",
      how: "Publish a video answering the query (YouTube) with a descriptive title and chapters",
      evidence: `${x.label} at ${where(x)}`,
    };
  },
);

/**
 * Forum results: a thread, not a page. A brand cannot own a thread: its people may answer in
 * their own names, disclosed; the win is the first-hand evidence on the brand's own page.
 */
const community = opportunityRule(
  "discussions",
  {
    when: `a forum block, or 1 in ${T.threadsOneIn}+ first-page results forum threads: low`,
    because:
      "Google Search (Discussions and forums, Perspectives) shows first-hand opinions for such searches; Google Search Central (helpful content: first-hand expertise) for the brand's own page; disclosed answers per the FTC Endorsement Guides",
  },
  (f) => {
    const x = inGroup(f, "community")[0];
    const threads = f.ranking.results.filter((r) => r.type === "forum").length;
    // One thread among ten says little; a fifth of the first page, or Google's forum block, does.
    if (!x && threads * T.threadsOneIn < Math.max(1, f.ranking.results.length)) return null;
    return {
      type: "discussions",
      won_by: "community",
      priority: "low",
      how:
        "Searchers want first-hand opinions: a brand cannot own these threads; its people may answer in their own names (disclosed), and the brand's page should carry the same first-hand evidence (real costs, outcomes, experiences)",
      evidence: [
        x ? `${x.label} at ${where(x)}` : "",
        threads
          ? `${threads} of ${f.ranking.results.length} first-page results are forum threads`
          : "",
      ].filter(Boolean).join("; "),
    };
  },
);

/** Top stories: news publishers only. */
const news = opportunityRule(
  "top_stories",
  {
    when: "Top stories: low",
    because:
      "SEO practice: Top stories carousels show fresh articles from news publishers; only a site that publishes news on the topic can win them",
  },
  (f) => {
    const x = feature(f, "top_stories");
    if (!x) return null;
    return {
      type: "top_stories",
      won_by: "news",
      priority: "low",
      how:
        "Only news publishers with fresh articles appear here: skip unless you publish news on the topic",
      evidence: `${x.label} at ${where(x)}`,
    };
  },
);

/** Image results: original images on the ranking page. */
const images = opportunityRule(
  "images",
  {
    when: "image results: low",
    because:
      "Google Search Central (Google Images SEO best practices): original images with descriptive file names and alt text on the page",
  },
  (f) => {
    const x = feature(f, "images");
    if (!x) return null;
    return {
      type: "images",
      won_by: "page",
      priority: "low",
      how: "Use original images with descriptive file names and alt text on the page",
      evidence: `${x.label} at ${where(x)}`,
    };
  },
);

/** Paid ads: bought, and they push organic down. */
const ads = opportunityRule(
  "paid_ads",
  {
    when: "paid ads: low",
    because:
      "Google Ads Help: ads are bought at auction and shown above the organic results; SEO practice: bid only when the keyword converts",
  },
  (f) => {
    const x = inGroup(f, "ads")[0];
    if (!x) return null;
    const paid = inGroup(f, "ads").reduce((n, a) => n + a.items, 0);
    return {
      type: "paid_ads",
      won_by: "ads",
      priority: "low",
      how: "Bid only if the keyword converts: ads take the first clicks, organic results get fewer",
      evidence: `${plural(paid, "ad element")}, first at ${where(x)}`,
    };
  },
);

/** Every rule, in the order ties are listed. */
export const OPPORTUNITY_RULES: readonly OpportunityRule[] = [
  localPack,
  shopping,
  snippet,
  aiOverview,
  organic,
  questions,
  video,
  community,
  opportunityRule("directory_listings", {
    when:
      "directories, review platforms or marketplaces on the first page: medium on a local query, else low",
    because:
      "documented local SEO practice (citations): listings of the business kept complete and consistent (name, address, phone) with the Business Profile; they rank as listings, not as content to outrank",
  }, listings),
  images,
  news,
  ads,
];

/** Everything winnable on the SERP, most valuable first (stable among equals). */
export function opportunitiesOf(
  f: SerpFacts,
  verdict: Verdict,
  build: PageToBuild,
): Opportunity[] {
  const found = allDecisions(OPPORTUNITY_RULES, { f, verdict, build });
  return found.sort((a, b) => LEVEL_RANK[a.priority] - LEVEL_RANK[b.priority]);
}
