/**
 * The formats of page that rank, and the dominant one: each top result classified from its
 * title, URL, headings and structured data (a forum thread, a video, a directory or review
 * platform, a tool, a listicle, a comparison, a how-to, a definition, a guide, a category,
 * service, product or landing page, news, or an article), then grouped into the families an
 * editor chooses between. A SERP of "N best" listicles and "X vs Y" pages asks for a comparison
 * page; a SERP of how-tos and guides asks for a guide. Directories and category pages are read
 * by the shared ranking-result classifier (understanding/result_type.ts: structure first,
 * platforms by documented role, then the SERP item's wording), and so are service and local
 * business pages and products known by their buy box.
 */
import { pageKind, utilityPage } from "../understanding/page_type.ts";
import { classifyResult, type ResultTypeReading } from "../understanding/result_type.ts";
import { firstDecision, type Rule } from "../rule.ts";
import { normalizeText } from "../../toolkit/text.ts";
import type { RankingPage, RankingResult } from "./evidence.ts";
import type {
  DominantFormat,
  Format,
  FormatFamily,
  FormatShare,
  RankedFormat,
  RecommendedPageType,
} from "./result.ts";
import { distinct } from "../../toolkit/tokens.ts";

/** What a rule reads of one result (accent-folded, lower case). */
export interface Signals {
  title: string;
  host: string;
  /** The URL path, lower case. */
  path: string;
  /** The path's words ("/blog/how-to-x" -> "blog how to x"). */
  slug: string;
  headings: string[];
  types: string[];
  /** The shared classifier's reading of the result. */
  reading: ResultTypeReading;
}

/** What a format rule decides: the result's format, and the signal that told it. */
export interface FormatReading {
  format: Format;
  signal: string;
}

/** One format rule: the first that applies names the result's format. */
export type FormatRule = Rule<Signals, FormatReading>;

/** What every format rule decides: the `method` entry that lists them. */
export const DECIDES = "formats";

/** What a rule states; `test` becomes its `decide`, the format its id. */
interface Spec extends FormatReading {
  when: string;
  because: string;
  test: (s: Signals) => boolean;
}

/** The rule of `spec`: its format and signal when its test matches. */
function formatRule(spec: Spec): FormatRule {
  const reading: FormatReading = { format: spec.format, signal: spec.signal };
  return {
    id: spec.format,
    decides: DECIDES,
    when: spec.when,
    because: spec.because,
    decide: (s) => (spec.test(s) ? { ...reading } : null),
  };
}

const has = (re: RegExp) => (s: Signals) => re.test(s.title) || re.test(s.slug);
const typed = (re: RegExp) => (s: Signals) => s.types.some((t) => re.test(t));
const readAs = (type: ResultTypeReading["type"]) => (s: Signals) => s.reading.type === type;

/** Numbered headings ("1 ...", "#2 ..."): a list article. */
const NUMBERED = /^\d+\s/;

/** A list article has at least this many numbered headings (H1-H3). */
const NUMBERED_HEADINGS = 5;

/** A how-to has at least this many "Step N" headings (H1-H3). */
const STEP_HEADINGS = 2;

/** The rules' statements, most specific first (a forum thread titled "best X" is still one). */
const SPECS: readonly Spec[] = [
  {
    format: "forum",
    when:
      "the host is Reddit, Quora, Stack Exchange or Stack Overflow, the path is a forum, community, thread, discussion or questions folder, or the page declares DiscussionForumPosting or QAPage structured data",
    because:
      "Google Search Central, discussion forum and Q&A page structured data: DiscussionForumPosting and QAPage mark user-generated discussions and questions with their answers",
    signal: "a forum or Q&A site",
    test: (s) =>
      /(^|\.)(reddit\.com|quora\.com|stackexchange\.com|stackoverflow\.com)$/.test(s.host) ||
      /\/(forums?|community|threads?|discussions?|questions)\//.test(s.path) ||
      typed(/^(DiscussionForumPosting|QAPage)$/)(s),
  },
  {
    format: "video",
    when:
      "the host is YouTube, youtu.be, Vimeo or TikTok, or the page declares VideoObject structured data without Article or BlogPosting",
    because:
      "Google Search Central, video SEO best practices: a watch page is one whose main purpose is the video; an article that embeds a video stays an article",
    signal: "a video page",
    test: (s) =>
      /(^|\.)(youtube\.com|youtu\.be|vimeo\.com|tiktok\.com)$/.test(s.host) ||
      (typed(/^VideoObject$/)(s) && !typed(/Article|BlogPosting/)(s)),
  },
  {
    format: "directory",
    when:
      "the shared ranking-result classifier (understanding/result_type.ts) reads the result as a directory",
    because:
      "SEO practice: directories, review platforms and marketplaces list many businesses or offers; the shared classifier reads them by structure, platform role and SERP wording",
    signal: "a directory, review platform or marketplace listing many businesses or offers",
    test: readAs("directory"),
  },
  {
    format: "tool",
    when:
      "the title or URL names a calculator, generator, checker, converter, estimator or simulator (in English, German, French or Spanish)",
    because:
      "SEO practice: a calculator or generator answers the query with a working tool rather than a text",
    signal: "a calculator, generator or checker",
    test: has(
      /\b(calculator|generator|checker|converter|estimator|simulator|rechner|generateur|calculadora|calculateur)s?\b/,
    ),
  },
  {
    format: "comparison",
    when:
      "the title or URL says vs, versus, compared, comparison, alternatives or reviews (or Vergleich, comparatif, comparativa, comparacao)",
    because:
      'SEO practice: "X vs Y", alternatives and review titles announce a page that weighs options against each other',
    signal: '"vs", "alternatives", "compared" or reviews in the title or URL',
    test: has(
      /\b(vs|versus|compared?|comparison|comparisons|alternatives?|reviews?|vergleich|comparatif|comparativa|comparacao)\b/,
    ),
  },
  {
    format: "listicle",
    when:
      `the title or URL is a numbered or "best"/"top" list (in the languages covered), or the page has at least ${NUMBERED_HEADINGS} numbered headings`,
    because:
      'SEO practice: a numbered or "best" list is the listicle format, its items set as numbered headings',
    signal: 'a numbered or "best" list',
    test: (s) =>
      has(
        /(^|\s)(top\s+)?\d+\s+(best|top|ways|tips|tools|ideas|examples|reasons|things|apps|software|mistakes)\b|\b(best|top \d+|die besten|beste|meilleurs?|mejores|melhores|migliori)\b/,
      )(s) || s.headings.filter((h) => NUMBERED.test(h)).length >= NUMBERED_HEADINGS,
  },
  {
    format: "how_to",
    when:
      `the title or URL says how to, step by step, tutorial or recipe (in the languages covered), the page declares HowTo or Recipe structured data, or it has at least ${STEP_HEADINGS} "Step N" headings`,
    because:
      "schema.org HowTo and Recipe describe instructions in steps (Google Search Central documents Recipe structured data); SEO practice: a tutorial set out in steps is a how-to",
    signal: "a how-to (steps or a tutorial)",
    test: (s) =>
      has(
        /(^|\s)how to\b|\bstep by step\b|\btutorial\b|\banleitung\b|\bso geht\b|^comment\b|^como\b|\bhow do (i|you)\b|^come (fare|si)\b|\bcome fare\b|\bwie (man|sie)\b|\bhoe (maak|je)\b|\bpasso (a|dopo) passo\b|\bricetta\b|\brecipe\b|\brezept\b|\brecette\b|\breceta\b/,
      )(s) || typed(/^(HowTo|Recipe)$/)(s) ||
      s.headings.filter((h) => /^(step|schritt|etape|paso|passo)\s+\d+/.test(h)).length >=
        STEP_HEADINGS,
  },
  {
    format: "definition",
    when:
      "the host is Wikipedia, the path is a glossary, wiki, dictionary or definition folder, or the title asks what something is or says meaning, definition, explained or glossary",
    because: 'SEO practice: "what is" searches are answered by a definition or glossary entry',
    signal: "a definition or glossary entry",
    test: (s) =>
      /(^|\.)wikipedia\.org$/.test(s.host) ||
      /\/(glossary|wiki|dictionary|definition)s?\//.test(s.path) ||
      /^(what (is|are)|was (ist|sind)|qu est ce|que es|o que e)\b|\b(meaning|definition|explained|glossary)\b/
        .test(s.title),
  },
  {
    format: "guide",
    when:
      "the title or URL says guide, handbook, ultimate, complete or 101 (or Leitfaden, Ratgeber, guia, guida)",
    because: "SEO practice: a title that promises a guide announces a comprehensive explainer",
    signal: "a guide",
    test: has(
      /\b(guide|guides|leitfaden|ratgeber|guia|guias|guida|handbook|ultimate|complete|101)\b/,
    ),
  },
  {
    format: "category",
    when: "the shared ranking-result classifier reads the result as a category page",
    because:
      "Google Search Central, ecommerce site structure: category pages list a site's products; the shared classifier reads their structured data, URL or product count",
    signal: "a category page: a list of products (structured data, URL or product count)",
    test: readAs("category"),
  },
  {
    format: "service",
    when:
      "the shared ranking-result classifier reads the result as a service or local business page",
    because:
      "Google Search Central, local business structured data: LocalBusiness describes a business, its services and how to reach it",
    signal: "a service or local business page (LocalBusiness, a phone number with a booking)",
    test: readAs("service"),
  },
  {
    format: "product",
    when:
      "the page declares Product, SoftwareApplication, WebApplication, MobileApplication or Offer structured data, the path starts with /product(s), /p, /shop, /store or /app, or the shared ranking-result classifier reads a product page",
    because:
      "Google Search Central, product and software app structured data: Product/Offer and SoftwareApplication mark a page about one product",
    signal: "a product or software page (its structured data, URL or buy box)",
    test: (s) =>
      typed(/^(Product|SoftwareApplication|WebApplication|MobileApplication|Offer)$/)(s) ||
      /^\/(products?|p|shop|store|app)\//.test(s.path) || readAs("product")(s),
  },
  {
    format: "news",
    when: "the page declares NewsArticle structured data, or the path starts with /news/",
    because: "Google Search Central, article structured data: NewsArticle marks a news article",
    signal: "a news article",
    test: (s) => typed(/^NewsArticle$/)(s) || /^\/news\//.test(s.path),
  },
  {
    format: "landing_page",
    when:
      "the page is the site's homepage, or a money page (pricing, features, solutions) by its path (understanding/page_type.ts)",
    because:
      "SEO practice: a homepage and its pricing, features and solutions pages are the money pages a business ranks with",
    signal: "a homepage or a money page (pricing, features, solutions)",
    test: (s) =>
      utilityPage(`https://x${s.path}`)?.kind === "homepage" ||
      pageKind(null, s.path)?.kind === "money",
  },
];

/** The rules, most specific first (a forum thread titled "best X" is still a forum thread). */
export const FORMAT_RULES: readonly FormatRule[] = SPECS.map(formatRule);

/** The `method` entry of the format rules: each format with its signal, in order. */
export function formatMethod(): string[] {
  return SPECS.map((spec) => `${spec.format}: ${spec.signal}`);
}

/** Formats grouped as families. */
export const FAMILY_OF: Readonly<Record<Format, FormatFamily>> = {
  listicle: "listicle_comparison",
  comparison: "listicle_comparison",
  how_to: "guide",
  guide: "guide",
  definition: "definition",
  product: "product_landing",
  category: "product_landing",
  service: "service",
  landing_page: "product_landing",
  directory: "directory",
  tool: "tool",
  forum: "forum",
  video: "video",
  news: "news",
  article: "article",
};

/**
 * The page to build when a family dominates. A forum or video SERP is still won by a page in
 * practice with a guide that answers first-hand; a definition SERP by a short explainer post; a
 * SERP of directories lists providers, so a provider wins with its own money page (and its
 * listings).
 */
export const PAGE_TYPE_OF: Readonly<Record<FormatFamily, RecommendedPageType>> = {
  listicle_comparison: "comparison_page",
  guide: "guide",
  definition: "blog_post",
  product_landing: "landing_page",
  service: "landing_page",
  directory: "landing_page",
  tool: "tool_page",
  forum: "guide",
  video: "guide",
  news: "blog_post",
  article: "blog_post",
};

/** A family dominates when at least this share of the results share it. */
export const CLEAR_SHARE = 0.5;

/** The format of each top result (fetched pages read their headings and schema too). */
export function rankedFormats(
  top: readonly RankingResult[],
  pages: readonly RankingPage[],
): RankedFormat[] {
  return top.map((r) => {
    const page = pages.find((p) => p.url === r.url) ?? null;
    const s = signalsOf(r, page);
    const decided = firstDecision(FORMAT_RULES, s)?.value;
    return {
      url: r.url,
      position: r.position,
      format: decided?.format ?? "article",
      signal: decided?.signal ?? "no format signal: an article",
      read: page !== null,
    };
  });
}

/** What the rules read of one result. */
function signalsOf(r: RankingResult, page: RankingPage | null): Signals {
  let host = r.domain;
  let path = "/";
  try {
    const u = new URL(page?.final_url ?? r.url);
    host = u.hostname.replace(/^www\./, "");
    path = u.pathname.toLowerCase();
  } catch {
    // a malformed URL: read the domain only
  }
  const headings = (page?.page.headings ?? []).filter((h) => h.level <= 3);
  const reading = classifyResult({
    url: page?.final_url ?? r.url,
    domain: r.domain,
    title: page?.page.title ?? r.title,
    snippet: r.description,
    page: page ? { ...page.page, text: page.main_text } : null,
  });
  return {
    reading,
    title: normalizeText(page?.page.title ?? r.title ?? headings[0]?.text ?? ""),
    host,
    path,
    slug: normalizeText(path),
    headings: headings.map((h) => normalizeText(h.text)),
    types: page?.page.json_ld_types ?? [],
  };
}

/** How many results of each format rank, most first. */
export function formatShares(ranked: readonly RankedFormat[]): FormatShare[] {
  const formats = distinct(ranked.map((r) => r.format));
  return formats.map((format) => {
    const urls = ranked.filter((r) => r.format === format).map((r) => r.url);
    return { format, urls, support: urls.length, share: share(urls.length, ranked.length) };
  }).sort((a, b) => b.support - a.support);
}

/** The family most results share (ties: the best-ranked result's), with its page type. */
export function dominantFormat(ranked: readonly RankedFormat[]): DominantFormat | null {
  if (ranked.length === 0) return null;
  const families = distinct(ranked.map((r) => FAMILY_OF[r.format]));
  const size = (f: FormatFamily) => ranked.filter((r) => FAMILY_OF[r.format] === f).length;
  const family = families.reduce((best, f) => (size(f) > size(best) ? f : best));
  const members = ranked.filter((r) => FAMILY_OF[r.format] === family);
  const s = share(members.length, ranked.length);
  return {
    family,
    formats: distinct(members.map((r) => r.format)),
    page_type: PAGE_TYPE_OF[family],
    clear: s >= CLEAR_SHARE,
    urls: members.map((r) => r.url),
    support: members.length,
    share: s,
  };
}

function share(n: number, of: number): number {
  return of > 0 ? Math.round((n / of) * 100) / 100 : 0;
}
