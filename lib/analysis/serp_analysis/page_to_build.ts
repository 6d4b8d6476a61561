/**
 * The page to build for this SERP, from the query's intent and the page type that dominates,
 * first rule that applies. Google's result page shows the format it rewards:
 * - a local pack (or a place in the query) is the "visit in person" intent of the Quality Rater
 *   Guidelines: a service page with a call or booking, one per real location; pages per
 *   district or "near me" variant are doorway pages (Google's spam policies);
 * - shopping units or product and category pages: a category or product page;
 * - a transactional query, or service pages and directories of providers: a service page;
 * - forum threads and videos: searchers want first-hand experience (Google's "Perspectives"
 *   and forum features; helpful content's "first-hand expertise"): an evidence-led answer; a
 *   brand cannot own the threads;
 * - list roundups: a comparison page; tools: a tool; news: a news article; else a guide.
 * Never a blog post for a transactional or local query.
 */
import type { SerpFacts } from "./facts.ts";
import { inGroup } from "./facts.ts";
import { ofTypes } from "./ranking.ts";
import type { PageToBuild, Ranking } from "./result.ts";
import type { ResultType } from "../understanding/result_type.ts";

type Base = Omit<Ranking, "page_to_build">;

/** One rule: when it applies, and the page it asks for. */
interface BuildRule {
  applies: (f: SerpFacts, r: Base) => boolean;
  build: (f: SerpFacts, r: Base) => PageToBuild;
}

const count = (r: Base, types: readonly ResultType[]) => ofTypes(r, types).length;
const urlsOf = (r: Base, types: readonly ResultType[]) => ofTypes(r, types).map((x) => x.url);
const of = (r: Base) => r.results.length;
/** Forum threads and videos: first-hand discussion. */
const FIRST_HAND: readonly ResultType[] = ["forum", "video"];
const MONEY: readonly ResultType[] = ["product", "category"];
const PROVIDERS: readonly ResultType[] = ["service", "directory"];
const NO_BLOG = "a blog post: the query asks for a business, not reading";

/** The rules, in the order they are tried. */
export const BUILD_RULES: readonly BuildRule[] = [
  {
    applies: (f) => f.localQuery,
    build: (f, r) => ({
      page_type: "service_page",
      cta: "a call button and online booking (or a quote request)",
      why: `Google answers with ${
        inGroup(f, "local").length > 0 ? "a local pack" : "local results"
      }; ${count(r, PROVIDERS)} of ${of(r)} first-page results are businesses or listings of them`,
      avoid: [
        NO_BLOG,
        "one page per district or 'near me' variant (doorway pages): one page per real location",
      ],
      models: urlsOf(r, ["service"]),
    }),
  },
  {
    applies: (f, r) =>
      inGroup(f, "shopping").length > 0 || count(r, MONEY) / Math.max(1, of(r)) >= 0.5,
    build: (_f, r) => {
      const category = count(r, ["category"]) >= count(r, ["product"]);
      return {
        page_type: category ? "category_page" : "product_page",
        cta: "prices, availability and add to cart",
        why: `${count(r, MONEY)} of ${of(r)} first-page results are product or category pages`,
        avoid: [NO_BLOG.replace("a business", "something to buy")],
        models: urlsOf(r, category ? ["category"] : ["product"]),
      };
    },
  },
  {
    applies: (f, r) =>
      f.intent === "transactional" || count(r, PROVIDERS) / Math.max(1, of(r)) >= 0.5,
    build: (_f, r) => ({
      page_type: "service_page",
      cta: "a call, booking or quote request",
      why: `${count(r, PROVIDERS)} of ${
        of(r)
      } first-page results are service pages or directories of providers`,
      avoid: [NO_BLOG],
      models: urlsOf(r, ["service"]),
    }),
  },
  {
    applies: (_f, r) =>
      count(r, FIRST_HAND) / Math.max(1, of(r)) >= 0.4 ||
      FIRST_HAND.includes(r.dominant?.type ?? "article"),
    build: (_f, r) => ({
      page_type: "guide",
      cta: "the offer, linked from the answer (never a newsletter as the goal)",
      why: `${count(r, FIRST_HAND)} of ${
        of(r)
      } first-page results are forum threads and videos: the SERP rewards first-hand discussion, so the page answers the question with first-hand evidence (own data, named people's experience, costs and outcomes) as the ranking articles do; a brand cannot own the threads, its people can only answer in their own names`,
      avoid: [
        "re-optimising a landing or course page alone: it does not answer the question",
        "posting in the threads as the brand",
      ],
      models: urlsOf(r, ["article", "listicle", "news"]),
    }),
  },
  dominantIs("listicle", "comparison_page", "the criteria and a verdict per option"),
  dominantIs("tool", "tool_page", "the tool itself, above the fold"),
  dominantIs("news", "news_article", "the latest facts, dated"),
  {
    applies: () => true,
    build: (_f, r) => ({
      page_type: "guide",
      cta: "the offer, linked from the answer",
      why: `${count(r, ["article", "listicle"])} of ${
        of(r)
      } first-page results are articles and guides`,
      avoid: [],
      models: urlsOf(r, ["article", "listicle"]),
    }),
  },
];

/** A rule for a dominant type. */
function dominantIs(type: ResultType, page: PageToBuild["page_type"], cta: string): BuildRule {
  return {
    applies: (_f, r) => r.dominant?.type === type,
    build: (_f, r) => ({
      page_type: page,
      cta,
      why: `${count(r, [type])} of ${of(r)} first-page results are of this type (${type})`,
      avoid: [],
      models: urlsOf(r, [type]),
    }),
  };
}

/** The page to build on this SERP. */
export function pageToBuild(f: SerpFacts, r: Base): PageToBuild {
  return BUILD_RULES.find((rule) => rule.applies(f, r))!.build(f, r);
}
