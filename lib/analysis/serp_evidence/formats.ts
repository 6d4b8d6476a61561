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
import { normalizeText } from "../text.ts";
import type { RankingPage, RankingResult } from "./evidence.ts";
import type {
  DominantFormat,
  Format,
  FormatFamily,
  FormatShare,
  RankedFormat,
  RecommendedPageType,
} from "./result.ts";
import { distinct } from "./words.ts";

/** What a rule reads of one result (accent-folded, lower case). */
interface Signals {
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

/** One format rule: the first that matches names the result's format. */
interface FormatRule {
  format: Format;
  signal: string;
  test: (s: Signals) => boolean;
}

const has = (re: RegExp) => (s: Signals) => re.test(s.title) || re.test(s.slug);
const typed = (re: RegExp) => (s: Signals) => s.types.some((t) => re.test(t));
const readAs = (type: ResultTypeReading["type"]) => (s: Signals) => s.reading.type === type;

/** Numbered headings ("1 ...", "#2 ..."): a list article. */
const NUMBERED = /^\d+\s/;

/** The rules, most specific first (a forum thread titled "best X" is still a forum thread). */
export const FORMAT_RULES: readonly FormatRule[] = [
  {
    format: "forum",
    signal: "a forum or Q&A site",
    test: (s) =>
      /(^|\.)(reddit\.com|quora\.com|stackexchange\.com|stackoverflow\.com)$/.test(s.host) ||
      /\/(forums?|community|threads?|discussions?|questions)\//.test(s.path) ||
      typed(/^(DiscussionForumPosting|QAPage)$/)(s),
  },
  {
    format: "video",
    signal: "a video page",
    test: (s) =>
      /(^|\.)(youtube\.com|youtu\.be|vimeo\.com|tiktok\.com)$/.test(s.host) ||
      (typed(/^VideoObject$/)(s) && !typed(/Article|BlogPosting/)(s)),
  },
  {
    format: "directory",
    signal: "a directory, review platform or marketplace listing many businesses or offers",
    test: readAs("directory"),
  },
  {
    format: "tool",
    signal: "a calculator, generator or checker",
    test: has(
      /\b(calculator|generator|checker|converter|estimator|simulator|rechner|generateur|calculadora|calculateur)s?\b/,
    ),
  },
  {
    format: "comparison",
    signal: '"vs", "alternatives", "compared" or reviews in the title or URL',
    test: has(
      /\b(vs|versus|compared?|comparison|comparisons|alternatives?|reviews?|vergleich|comparatif|comparativa|comparacao)\b/,
    ),
  },
  {
    format: "listicle",
    signal: 'a numbered or "best" list',
    test: (s) =>
      has(
        /(^|\s)(top\s+)?\d+\s+(best|top|ways|tips|tools|ideas|examples|reasons|things|apps|software|mistakes)\b|\b(best|top \d+|die besten|beste|meilleurs?|mejores|melhores|migliori)\b/,
      )(s) || s.headings.filter((h) => NUMBERED.test(h)).length >= 5,
  },
  {
    format: "how_to",
    signal: "a how-to (steps or a tutorial)",
    test: (s) =>
      has(
        /(^|\s)how to\b|\bstep by step\b|\btutorial\b|\banleitung\b|\bso geht\b|^comment\b|^como\b|\bhow do (i|you)\b|^come (fare|si)\b|\bcome fare\b|\bwie (man|sie)\b|\bhoe (maak|je)\b|\bpasso (a|dopo) passo\b|\bricetta\b|\brecipe\b|\brezept\b|\brecette\b|\breceta\b/,
      )(s) || typed(/^(HowTo|Recipe)$/)(s) ||
      s.headings.filter((h) => /^(step|schritt|etape|paso|passo)\s+\d+/.test(h)).length >= 2,
  },
  {
    format: "definition",
    signal: "a definition or glossary entry",
    test: (s) =>
      /(^|\.)wikipedia\.org$/.test(s.host) ||
      /\/(glossary|wiki|dictionary|definition)s?\//.test(s.path) ||
      /^(what (is|are)|was (ist|sind)|qu est ce|que es|o que e)\b|\b(meaning|definition|explained|glossary)\b/
        .test(s.title),
  },
  {
    format: "guide",
    signal: "a guide",
    test: has(
      /\b(guide|guides|leitfaden|ratgeber|guia|guias|guida|handbook|ultimate|complete|101)\b/,
    ),
  },
  {
    format: "category",
    signal: "a category page: a list of products (structured data, URL or product count)",
    test: readAs("category"),
  },
  {
    format: "service",
    signal: "a service or local business page (LocalBusiness, a phone number with a booking)",
    test: readAs("service"),
  },
  {
    format: "product",
    signal: "a product or software page (its structured data, URL or buy box)",
    test: (s) =>
      typed(/^(Product|SoftwareApplication|WebApplication|MobileApplication|Offer)$/)(s) ||
      /^\/(products?|p|shop|store|app)\//.test(s.path) || readAs("product")(s),
  },
  {
    format: "news",
    signal: "a news article",
    test: (s) => typed(/^NewsArticle$/)(s) || /^\/news\//.test(s.path),
  },
  {
    format: "landing_page",
    signal: "a homepage or a money page (pricing, features, solutions)",
    test: (s) =>
      utilityPage(`https://x${s.path}`)?.kind === "homepage" ||
      pageKind(null, s.path)?.kind === "money",
  },
];

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
    const rule = FORMAT_RULES.find((x) => x.test(s));
    return {
      url: r.url,
      position: r.position,
      format: rule?.format ?? "article",
      signal: rule?.signal ?? "no format signal: an article",
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
