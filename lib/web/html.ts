/**
 * One parse per page: `parsePage` reads an HTML document once (htmlparser2's `parseDocument`, 3-5x
 * faster than a DOM implementation, docs/architecture.md#measured-choices) and returns the
 * `PageModel` every on-page analysis reads: title and meta, robots (meta and `X-Robots-Tag`),
 * canonicals, hreflang, Open Graph / Twitter, language, headings, links, images, JSON-LD,
 * microdata / RDFa presence and the visible text. It never throws and bounds its work on huge
 * inputs.
 *
 * Steps: parse -> walk the tree once (html_walk.ts) -> resolve URLs against the page URL or
 * `<base href>` -> derive title, language and indexability.
 */
import type { Document } from "domhandler";
import { parseDocument } from "htmlparser2";
import { ensureBody } from "./html_body.ts";
import { languageOfProse } from "../analysis/understanding/language.ts";
import type { JsonLdBlock } from "./html_jsonld.ts";
import { blocksIndexing, parseXRobotsTag, type RobotsDirectives } from "./html_robots.ts";
import { emptyPage, walkDocument } from "./html_walk.ts";

/** A heading `<h1>`..`<h6>` in document order. */
export interface PageHeading {
  level: number;
  /** Text content, whitespace collapsed (image alts included). */
  text: string;
  /** Landmarks the heading is inside, outermost first (absent on headings not read from HTML). */
  regions?: PageRegion[];
  /** Where it starts in document order (characters of text before it; HTML only). */
  order?: number;
}

/** A paragraph-level block of text (p, li, blockquote, dd, td, figcaption). */
export interface PageBlock {
  tag: string;
  /** Text content, whitespace collapsed. */
  text: string;
  /** Landmarks the block is inside, outermost first. */
  regions: PageRegion[];
  /** Texts of the links already in the block. */
  linked: string[];
  /** Their `href`s as written. */
  hrefs: string[];
  /** Where it starts in document order (characters of text before it; HTML only). */
  order?: number;
}

/** A landmark a link sits in (the element, or its ARIA role). */
/**
 * A landmark an element sits in. `overlay` is what floats over the page and is not its content:
 * dialogs (`<dialog>`, role dialog/alertdialog, aria-modal) and consent, cookie and chat widgets
 * named so by their class or id.
 */
export type PageRegion = "nav" | "header" | "footer" | "main" | "article" | "aside" | "overlay";

/** Landmarks whose text is the site's chrome, not the page's content. */
export const CHROME_REGIONS: ReadonlySet<PageRegion> = new Set([
  "nav",
  "header",
  "footer",
  "aside",
  "overlay",
]);

/** Whether an element in these landmarks is the site's chrome (menus, footer, sidebar, dialogs). */
export function inChrome(regions: readonly PageRegion[] | undefined): boolean {
  return (regions ?? []).some((r) => CHROME_REGIONS.has(r));
}

/** The page's content blocks: every block outside the chrome, in document order. */
export function contentBlocks(page: Pick<PageModel, "blocks">): PageBlock[] {
  return page.blocks.filter((b) => !inChrome(b.regions));
}

/** Why a link is not a crawlable URL (null: it is one). */
export type NotCrawlableReason =
  | "empty"
  | "fragment"
  | "javascript"
  | "mailto"
  | "tel"
  | "other_scheme"
  | "invalid";

/** An `<a href>` (an `<a>` without `href` is not a link). */
export interface PageLink {
  /** 0-based position among the page's links. */
  position: number;
  /** `href` as written. */
  href: string;
  /** Resolved absolute URL; null when not resolvable (no base for a relative href, invalid). */
  url: string | null;
  /** Same host as the page (a leading `www.` ignored); null when unknown. */
  internal: boolean | null;
  crawlable: boolean;
  not_crawlable_reason: NotCrawlableReason | null;
  /** `rel` tokens, lowercase. */
  rel: string[];
  nofollow: boolean;
  ugc: boolean;
  sponsored: boolean;
  /** Anchor text: text content with the `alt` of images inside, else `aria-label`/`title`. */
  text: string;
  /** True when the anchor's text comes only from image alts (an image link). */
  image_link: boolean;
  /** Styled or declared as a button (class btn/button/cta, role=button): a call to action. */
  button_like: boolean;
  /** Landmarks the link is inside, outermost first. */
  regions: PageRegion[];
}

/** An `<img>`. */
export interface PageImage {
  position: number;
  /** `src` as written ("" when absent). */
  src: string;
  url: string | null;
  /** The `alt` text (collapsed), null when the attribute is missing. */
  alt: string | null;
  alt_state: "present" | "empty" | "missing";
  width: string | null;
  height: string | null;
  loading: string | null;
}

/** A `<link rel=canonical>`. */
export interface PageCanonical {
  href: string;
  url: string | null;
}

/** A `<link rel=alternate hreflang>`. */
export interface PageHreflang {
  lang: string;
  href: string;
  url: string | null;
}

/** Everything the on-page analyses read, from one parse. */
export interface PageModel {
  /** The page URL given by the caller. */
  url: string | null;
  /** The URL relative references resolve against (`<base href>` resolved, else `url`). */
  base_url: string | null;
  /** `<base href>` as written. */
  base_href: string | null;
  /** Best title: the `<title>` text, else og:title, `<meta name=title>`, twitter:title. */
  title: string | null;
  title_source: "title" | "og:title" | "meta:title" | "twitter:title" | null;
  /** The first `<title>` with text outside `<svg>` (decoded, collapsed); null when none. */
  title_tag: string | null;
  title_tag_count: number;
  meta_description: string | null;
  meta_description_count: number;
  /** `<meta>` content by lowercase `name` and `property` tokens, first value wins. */
  meta: Record<string, string>;
  /** Robots meta tags (`robots`, `googlebot`, other crawler names). */
  robots_meta: RobotsDirectives[];
  /** `X-Robots-Tag` header groups. */
  x_robots_tag: RobotsDirectives[];
  /** True when meta or header tells all crawlers or Googlebot `noindex` (or `none`). */
  noindex: boolean;
  nofollow: boolean;
  /** The first canonical's resolved URL (or its href when not resolvable). */
  canonical: string | null;
  canonicals: PageCanonical[];
  hreflang: PageHreflang[];
  /** `og:*` properties, first value wins. */
  open_graph: Record<string, string>;
  /** `twitter:*` names, first value wins. */
  twitter: Record<string, string>;
  /** Declared language: `<html lang>`, else `xml:lang`, Content-Language, og:locale, inLanguage. */
  lang: string | null;
  lang_source: "html" | "xml:lang" | "content-language" | "og:locale" | "inLanguage" | null;
  html_lang: string | null;
  xml_lang: string | null;
  content_language: string | null;
  charset: string | null;
  viewport: string | null;
  headings: PageHeading[];
  /** Paragraph-level text blocks in document order (nested lists give nested blocks). */
  blocks: PageBlock[];
  /** `datetime` values of visible `<time>` elements, in document order (up to 50). */
  time_datetimes: string[];
  /**
   * Short texts of visible elements marked as a byline or author name (`itemprop="author"`,
   * class "author", "author-name", "byline"), in document order (up to 10).
   */
  byline_texts: string[];
  /**
   * The first visible breadcrumb trail (html_breadcrumb.ts): each step's name, its `href` as
   * written and resolved (null for the current page's own step); empty when the page shows none.
   */
  breadcrumb: { name: string; href: string | null; url: string | null }[];
  /**
   * Label-value pairs the page shows as data: two-cell table rows ("Brand | Halny") and
   * definition-list terms with their descriptions, visible and outside the chrome (up to 200).
   */
  facts: { label: string; value: string }[];
  /** Texts of `<a>` elements without `href` but with an `onclick` (links only a script follows). */
  script_anchors: string[];
  /** `<button>`s and submit/button `<input>`s: their text and landmarks. */
  buttons: { text: string; regions: PageRegion[] }[];
  links: PageLink[];
  images: PageImage[];
  json_ld: JsonLdBlock[];
  /** `@type` values over all JSON-LD blocks (incl. `@graph`), sorted. */
  json_ld_types: string[];
  microdata: { items: number; types: string[] };
  rdfa: { present: boolean; types: string[] };
  /** Visible text (script/style/noscript/template/svg/head removed), whitespace collapsed. */
  text: string;
  word_count: number;
  /** ISO 639-1 language of a sample of the text; null when unknown. */
  text_language: string | null;
  /** Bounds that were hit (e.g. `html truncated at 16000000 characters`). */
  limits: string[];
}

/** Input over this many characters is cut (the rest of the page is not read). */
export const MAX_HTML_CHARS = 16_000_000;

/** Options of `parsePage`. */
export interface ParsePageOptions {
  /** The page URL: base for relative URLs and the host internal links are counted against. */
  url?: string;
  /** Response headers (`X-Robots-Tag`, `Content-Language`). */
  headers?: Headers | Record<string, string>;
}

/** Reads `html` once into a `PageModel`. Never throws. */
export function parsePage(html: string, options: ParsePageOptions = {}): PageModel {
  const parsed = parseHtml(typeof html === "string" ? html : "");
  return pageFromDocument(parsed.document, options, parsed.limits);
}

/** An HTML text parsed once (cut at `MAX_HTML_CHARS`), to share between the page model and extraction. */
export interface ParsedHtml {
  document: Document;
  /** Bounds hit while parsing. */
  limits: string[];
}

/** Parses HTML once with htmlparser2. Never throws. */
export function parseHtml(input: string): ParsedHtml {
  const limits: string[] = [];
  let html = input;
  if (html.length > MAX_HTML_CHARS) {
    html = html.slice(0, MAX_HTML_CHARS);
    limits.push(`html truncated at ${MAX_HTML_CHARS} characters`);
  }
  try {
    return { document: ensureBody(parseDocument(html, { decodeEntities: true })), limits };
  } catch (e) {
    limits.push(`parse failed: ${e instanceof Error ? e.message : String(e)}`);
    return { document: parseDocument(""), limits };
  }
}

/** The `PageModel` of an already parsed document (not modified). Never throws. */
export function pageFromDocument(
  doc: Document,
  options: ParsePageOptions = {},
  limits: readonly string[] = [],
): PageModel {
  const pageUrl = resolvedHref(options.url ?? "", null);
  try {
    const page = emptyPage(pageUrl);
    page.limits.push(...limits);
    walkDocument(doc, page);
    resolveUrls(page, pageUrl);
    applyHeaders(page, options.headers);
    chooseTitle(page);
    chooseLanguage(page);
    page.text_language = page.text ? languageOfProse(textSample(page.text)) : null;
    return page;
  } catch (e) {
    const page = emptyPage(pageUrl);
    page.limits.push(...limits, `parse failed: ${e instanceof Error ? e.message : String(e)}`);
    return page;
  }
}

/** `href` resolved against `base`, only when the result is absolute http(s) or similar. */
export function resolvedHref(href: string, base: string | null): string | null {
  const h = href.trim();
  if (!h && !base) return null;
  try {
    return new URL(h, base ?? undefined).href;
  } catch {
    return null;
  }
}

function hostKey(url: string | null): string | null {
  if (!url) return null;
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host ? host.replace(/^www\./, "") : null;
  } catch {
    return null;
  }
}

/** Classifies a link's href (after resolution) as crawlable or why not. */
export function notCrawlableReason(href: string, url: string | null): NotCrawlableReason | null {
  const h = href.trim();
  if (!h) return "empty";
  if (h.startsWith("#")) return "fragment";
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(h)?.[1].toLowerCase();
  if (scheme === "javascript") return "javascript";
  if (scheme === "mailto") return "mailto";
  if (scheme === "tel") return "tel";
  if (scheme && scheme !== "http" && scheme !== "https") return "other_scheme";
  if (url === null) return scheme ? "invalid" : null;
  return /^https?:$/.test(new URL(url).protocol) ? null : "other_scheme";
}

/** Fills every `url` field from the raw hrefs, against `<base href>` or the page URL. */
function resolveUrls(page: PageModel, pageUrl: string | null): void {
  const base = page.base_href !== null ? resolvedHref(page.base_href, pageUrl) ?? pageUrl : pageUrl;
  page.base_url = base;
  const pageHost = hostKey(pageUrl ?? base);
  for (const link of page.links) {
    link.url = resolvedHref(link.href, base);
    link.not_crawlable_reason = notCrawlableReason(link.href, link.url);
    link.crawlable = link.not_crawlable_reason === null;
    const host = hostKey(link.url);
    const relative = !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(link.href.trim());
    link.internal = link.crawlable
      ? (host && pageHost ? host === pageHost : relative ? true : null)
      : null;
  }
  for (const img of page.images) img.url = img.src.trim() ? resolvedHref(img.src, base) : null;
  for (const c of page.canonicals) c.url = c.href.trim() ? resolvedHref(c.href, base) : null;
  for (const b of page.breadcrumb) b.url = b.href?.trim() ? resolvedHref(b.href, base) : null;
  for (const h of page.hreflang) h.url = h.href.trim() ? resolvedHref(h.href, base) : null;
  const first = page.canonicals[0];
  page.canonical = first ? first.url ?? (first.href.trim() || null) : null;
}

function headerValue(headers: ParsePageOptions["headers"], name: string): string | null {
  if (!headers) return null;
  if (headers instanceof Headers) return headers.get(name);
  const values = Object.entries(headers)
    .filter(([k]) => k.toLowerCase() === name)
    .map(([, v]) => String(v));
  return values.length ? values.join(", ") : null;
}

function applyHeaders(page: PageModel, headers: ParsePageOptions["headers"]): void {
  const robots = headerValue(headers, "x-robots-tag");
  page.x_robots_tag = robots ? parseXRobotsTag(robots) : [];
  const all = [...page.robots_meta, ...page.x_robots_tag];
  page.noindex = blocksIndexing(all);
  page.nofollow = all.some((d) => (d.agent === "robots" || d.agent === "googlebot") && d.nofollow);
  const language = headerValue(headers, "content-language")?.split(",")[0].trim();
  if (!page.content_language && language) page.content_language = language;
}

function chooseTitle(page: PageModel): void {
  const candidates: [PageModel["title_source"], string | undefined | null][] = [
    ["title", page.title_tag],
    ["og:title", page.open_graph["og:title"]],
    ["meta:title", page.meta["title"]],
    ["twitter:title", page.twitter["twitter:title"]],
  ];
  for (const [source, value] of candidates) {
    const v = value?.replace(/\s+/g, " ").trim();
    if (v) {
      page.title = v;
      page.title_source = source;
      return;
    }
  }
}

/**
 * The declared language, in order: `<html lang>`, `xml:lang`, Content-Language (meta, then
 * header), og:locale (`en_US` read as `en-US`), a microdata `inLanguage` meta.
 */
function chooseLanguage(page: PageModel): void {
  const candidates: [PageModel["lang_source"], string | null | undefined][] = [
    ["html", page.html_lang],
    ["xml:lang", page.xml_lang],
    ["content-language", page.content_language],
    ["og:locale", page.open_graph["og:locale"]?.replace(/_/g, "-")],
    ["inLanguage", page.meta["inlanguage"]?.replace(/_/g, "-")],
  ];
  for (const [source, value] of candidates) {
    const v = value?.trim();
    if (v) {
      page.lang = v;
      page.lang_source = source;
      return;
    }
  }
}

/** Up to 2,000 characters from a fifth of the way in (past the header and navigation). */
function textSample(text: string): string {
  const start = text.length > 4000 ? Math.floor(text.length / 5) : 0;
  const from = text.indexOf(" ", start) + 1;
  return text.slice(from, from + 2000);
}
