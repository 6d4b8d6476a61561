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
import { firstDecision, type Rule } from "../rule.ts";
import { T } from "./thresholds.ts";
import { percent } from "../../toolkit/numbers.ts";

type Base = Omit<Ranking, "page_to_build">;

/** What a page-to-build rule reads: the SERP's facts and its typed first page. */
export interface BuildFacts {
  f: SerpFacts;
  r: Base;
}

/** A page-to-build rule: the page it asks for when it applies, else null. */
export type BuildRule = Rule<BuildFacts, PageToBuild>;

/** What every page-to-build rule decides, the `method` entry that lists them. */
export const DECIDES = "page_to_build";

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
    id: "local_service_page",
    decides: DECIDES,
    when: "a local query (near me, a place, or a local pack or map): a service page",
    because:
      "Google's Search Quality Rater Guidelines (visit-in-person intent) and Google's spam policies (doorway pages): a local searcher wants a business to call or book, one page per real location, never one per district or 'near me' variant",
    decide: ({ f, r }) =>
      f.localQuery
        ? {
          page_type: "service_page",
          cta: "a call button and online booking (or a quote request)",
          why: `Google answers with ${
            inGroup(f, "local").length > 0 ? "a local pack" : "local results"
          }; ${count(r, PROVIDERS)} of ${
            of(r)
          } first-page results are businesses or listings of them`,
          avoid: [
            NO_BLOG,
            "one page per district or 'near me' variant (doorway pages): one page per real location",
          ],
          models: urlsOf(r, ["service"]),
        }
        : null,
  },
  {
    id: "shopping_page",
    decides: DECIDES,
    when: `shopping results, or ${
      percent(T.moneyShare)
    }+ of the first page product or category pages: a category page (product page when product pages outnumber category pages)`,
    because:
      "SEO practice: the result page shows the format Google rewards for the query; product and category pages answer a search to buy (Google's rater guidelines: Do queries)",
    decide: ({ f, r }) => {
      if (
        !(inGroup(f, "shopping").length > 0 || count(r, MONEY) / Math.max(1, of(r)) >= T.moneyShare)
      ) {
        return null;
      }
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
    id: "service_page",
    decides: DECIDES,
    when: `a transactional query, or ${
      percent(T.providersShare)
    }+ of the first page service pages or directories of providers: a service page`,
    because:
      "SEO practice: the result page shows the format Google rewards; a searcher hiring a provider wants the service, its terms and a way to book (Google's rater guidelines: Do queries)",
    decide: ({ f, r }) =>
      f.intent === "transactional" || count(r, PROVIDERS) / Math.max(1, of(r)) >= T.providersShare
        ? {
          page_type: "service_page",
          cta: "a call, booking or quote request",
          why: `${count(r, PROVIDERS)} of ${
            of(r)
          } first-page results are service pages or directories of providers`,
          avoid: [NO_BLOG],
          models: urlsOf(r, ["service"]),
        }
        : null,
  },
  {
    id: "first_hand_answer",
    decides: DECIDES,
    when: `${
      percent(T.firstHandShare)
    }+ of the first page forum threads and videos, or one of them the dominant type: an evidence-led informational page`,
    because:
      "Google Search Central (creating helpful, reliable, people-first content: first-hand expertise) and Google's forum and Perspectives features: such a SERP rewards first-hand experience; a brand cannot own the threads",
    decide: ({ r }) =>
      count(r, FIRST_HAND) / Math.max(1, of(r)) >= T.firstHandShare ||
        FIRST_HAND.includes(r.dominant?.type ?? "article")
        ? {
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
        }
        : null,
  },
  dominantIs("listicle", "comparison_page", "the criteria and a verdict per option"),
  dominantIs("tool", "tool_page", "the tool itself, above the fold"),
  dominantIs("news", "news_article", "the latest facts, dated"),
  {
    id: "guide",
    decides: DECIDES,
    when: "otherwise: an informational page (guide)",
    because:
      "SEO practice: the result page shows the format Google rewards; articles and guides answer a search to learn (Google's rater guidelines: Know queries)",
    decide: ({ r }) => ({
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
    id: `dominant_${type}`,
    decides: DECIDES,
    when: `the dominant first-page type is ${type}: a ${page.replaceAll("_", " ")}`,
    because:
      "SEO practice: the dominant result type is the format Google rewards for the query; a page of that kind matches the intent",
    decide: ({ r }) =>
      r.dominant?.type === type
        ? {
          page_type: page,
          cta,
          why: `${count(r, [type])} of ${of(r)} first-page results are of this type (${type})`,
          avoid: [],
          models: urlsOf(r, [type]),
        }
        : null,
  };
}

/** The page to build on this SERP. */
export function pageToBuild(f: SerpFacts, r: Base): PageToBuild {
  // The last rule always applies.
  return firstDecision(BUILD_RULES, { f, r })!.value;
}
