/**
 * What kind of page one ranking result is, as a search strategist reads a result page: an
 * article or guide, a listicle or review roundup, a product page, a category page, a service or
 * local business page, a directory or aggregator (review platforms, marketplaces, business
 * listings), a forum or UGC thread, a video, a tool or calculator, or news.
 *
 * Structure decides first, when the page was fetched: its schema.org types as Google documents
 * them (Product/Offer for a product, LocalBusiness and its subtypes for a business,
 * ItemList/CollectionPage for a list of items, DiscussionForumPosting/QAPage for forums,
 * VideoObject, NewsArticle), tel: links and booking or call buttons, price with add-to-cart, and
 * many repeated listings with ratings (a directory). Known platforms are recognised by their
 * documented role (review platforms, marketplaces, business directories, UGC and video hosts).
 * Without the page, the SERP item speaks: its title, URL, breadcrumb, snippet (a count of
 * results, "find/compare", a booking call, a price), its rating and price.
 *
 * Confidence follows the evidence: each matching signal adds its weight (structure > platform
 * role > SERP wording), and a result no signal types is an article with low confidence.
 */
import { normalizeText } from "../../toolkit/text.ts";
import { allDecisions, type Rule } from "../rule.ts";
import { RESULT_RULES, SOURCE_WEIGHT } from "./result_type_rules.ts";

/** The kinds of ranking result. */
export const RESULT_TYPES = [
  "article",
  "listicle",
  "product",
  "category",
  "service",
  "directory",
  "forum",
  "video",
  "tool",
  "news",
] as const;
export type ResultType = typeof RESULT_TYPES[number];

/** What was read of a fetched page (a `PageModel` fits). */
export interface ResultPage {
  json_ld_types: readonly string[];
  links?: readonly { href: string; text: string }[];
  buttons?: readonly { text: string }[];
  text?: string;
  headings?: readonly { level: number; text: string }[];
}

/** One ranking result: the SERP item, and the page when it was fetched. */
export interface ResultInput {
  url: string;
  domain?: string | null;
  title?: string | null;
  breadcrumb?: string | null;
  snippet?: string | null;
  /** The star rating Google shows on the result, when any. */
  rating?: { value: number; votes?: number | null } | null;
  /** A price Google shows on the result, when any. */
  price?: string | number | null;
  page?: ResultPage | null;
}

/** What the SERP says around the result. */
export interface ResultContext {
  /** The SERP shows a local pack or map: searchers want a business near them. */
  local?: boolean;
  /** The query, to recognise a location page named after its place. */
  keyword?: string;
}

/** A result's type, what told it, and how sure the reading is. */
export interface ResultTypeReading {
  type: ResultType;
  signals: string[];
  /** From the signals that agree: structure weighs most, a default article least. */
  confidence: number;
}

/** Where a signal comes from; its weight in the confidence (`SOURCE_WEIGHT`). */
export type SignalSource = "structure" | "platform" | "serp";

/** What the rules read of one result (accent-folded, lower case). */
export interface ResultSignals {
  host: string;
  path: string;
  /** Title, breadcrumb trail and snippet together. */
  words: string;
  title: string;
  snippet: string;
  types: ReadonlySet<string>;
  page: ResultPage | null;
  rating: boolean;
  price: boolean;
  context: ResultContext;
}

/** What a rule decides when it applies: the type it names, its evidence's source, its signal. */
export interface ResultMatch {
  type: ResultType;
  source: SignalSource;
  signal: string;
}

/** One rule: the type it names when its signal is found in the result. */
export type ResultRule = Rule<ResultSignals, ResultMatch>;

/** The type of one ranking result. */
export function classifyResult(r: ResultInput, context: ResultContext = {}): ResultTypeReading {
  const s = signalsOf(r, context);
  const matched = allDecisions(RESULT_RULES, s);
  if (matched.length === 0) {
    return { type: "article", signals: ["no page-type signal: an article"], confidence: 0.3 };
  }
  const type = matched[0].type;
  const agreeing = matched.filter((m) => m.type === type);
  const doubt = agreeing.reduce((d, m) => d * (1 - SOURCE_WEIGHT[m.source]), 1);
  // A dissenting signal (a forum thread titled "best X") lowers the reading's confidence.
  const dissent = matched.length - agreeing.length;
  const confidence = Math.max(0.3, (1 - doubt) * (1 - 0.1 * dissent));
  return {
    type,
    signals: agreeing.map((m) => m.signal),
    confidence: Math.round(Math.min(0.95, confidence) * 100) / 100,
  };
}

/** What the rules read of a result. */
function signalsOf(r: ResultInput, context: ResultContext): ResultSignals {
  let host = normalizeHost(r.domain ?? "");
  let path = "/";
  try {
    const u = new URL(r.url);
    host = normalizeHost(u.hostname);
    path = decodeURIComponent(u.pathname).toLowerCase();
  } catch {
    // a malformed URL: the domain only
  }
  const title = normalizeText(r.title ?? "");
  const snippet = normalizeText(r.snippet ?? "");
  const crumb = normalizeText((r.breadcrumb ?? "").replace(/^https?:\/\/[^ ]+/, ""));
  return {
    host,
    path,
    title,
    snippet,
    words: `${title} ${crumb} ${snippet}`,
    types: new Set(r.page?.json_ld_types ?? []),
    page: r.page ?? null,
    rating: (r.rating?.value ?? 0) > 0,
    price: r.price !== null && r.price !== undefined && `${r.price}` !== "",
    context,
  };
}

function normalizeHost(h: string): string {
  return h.toLowerCase().replace(/^www\./, "");
}
