/**
 * Main-content extraction: the article body of a page, as markdown, plain text or cleaned HTML.
 * Generic rules only (no per-site code), in the spirit of Readability and trafilatura; see the
 * steps of `extractMainContent`. Pure: never fetches, never throws.
 */
import { countWords } from "./word_count.ts";
import {
  type AnyNode,
  type Document,
  type Dropped,
  type Element,
  findAll,
  findFirst,
  flatText,
  isText,
  rawText,
  toDocument,
} from "./extract/dom.ts";
import { collapse } from "../toolkit/text.ts";
import { markBoilerplate } from "./extract/boilerplate.ts";
import { computeStats, type StatsMap } from "./extract/stats.ts";
import {
  mainLandmark,
  scoreCandidates,
  topCandidate,
  widenTop,
  withSiblings,
} from "./extract/score.ts";
import { cleanContent } from "./extract/clean.ts";
import { declaredBodies, jsonLdArticleBody, largestArticle } from "./extract/fallback.ts";
import { dropTitle, pageTitles } from "./extract/title.ts";
import { withLead } from "./extract/lead.ts";
import { dropOrphanHeadings } from "./extract/orphans.ts";
import { toText } from "./extract/text.ts";
import { toMarkdown } from "./extract/markdown.ts";
import { toHtml } from "./extract/html_out.ts";

export interface ExtractOptions {
  /** The page URL: links and images are resolved against it. */
  url?: string;
  format: "markdown" | "text" | "html";
  /** Keep images (markdown `![alt](src)`, html `<img>`); default false. */
  includeImages?: boolean;
}

export interface ExtractResult {
  /** The main content in the requested format. */
  content: string;
  /** The main content as plain text. */
  text: string;
  wordCount: number;
  /** The page `<title>`, whitespace-collapsed. */
  title?: string;
  /** How the content was found: scored container, declared body, article, json-ld, page. */
  method: "scored" | "declared" | "article" | "json-ld" | "page" | "none";
}

interface Chosen {
  roots: Element[];
  method: ExtractResult["method"];
  text: string;
  /** The boilerplate and cleaned-away nodes the text was read without. */
  dropped: Dropped;
}

/** Below this many words a result is "too short" and the fallbacks are tried. */
const MIN_WORDS = 50;

/** The main content of `input` (an HTML string or a parsed htmlparser2 document). */
export function extractMainContent(
  input: Document | string,
  options: ExtractOptions,
): ExtractResult {
  let doc: Document | undefined;
  try {
    doc = toDocument(input);
    const result = extractFrom(doc, options);
    // A page whose text sits only in <noscript> (a script-built page with a fallback): read the
    // fallback, on a copy, when the page itself gave almost nothing.
    if (result.wordCount >= NOSCRIPT_FALLBACK_WORDS) return result;
    const fallback = withNoscriptText(doc);
    if (!fallback) return result;
    const second = extractFrom(fallback, options);
    return second.wordCount > result.wordCount ? second : result;
  } catch {
    return degraded(doc);
  }
}

/** Below this many words, a page's <noscript> text is read as its content when it has more. */
const NOSCRIPT_FALLBACK_WORDS = 50;

function extractFrom(doc: Document, options: ExtractOptions): ExtractResult {
  const title = pageTitle(doc);
  const chosen = withJsonLdFallback(contentOf(doc, true), doc);
  if (words(chosen.text) >= MIN_WORDS) return render(chosen, options, title);
  // Class and id names are the weakest evidence: when they leave the page (almost) empty, the
  // page is read again by tags, roles and hidden state alone. An empty answer is the worst one.
  const byTags = contentOf(doc, false);
  return render(words(byTags.text) > 2 * words(chosen.text) ? byTags : chosen, options, title);
}

function contentOf(doc: Document, byName: boolean): Chosen {
  const dropped = markBoilerplate(doc, new Set(), byName);
  const stats = computeStats(doc, dropped);
  return chooseContent(doc, dropped, stats, pageTitles(doc));
}

/** A copy of `doc` whose <noscript> elements are plain containers, or null when they hold no text. */
function withNoscriptText(doc: Document): Document | null {
  const noscripts = findAll(doc, (el: Element) => el.name === "noscript");
  const text = noscripts.map((n) => flatTextOf(n)).join(" ");
  if (words(text) < NOSCRIPT_FALLBACK_WORDS) return null;
  const copy = doc.cloneNode(true) as Document;
  for (const el of findAll(copy, (e: Element) => e.name === "noscript")) el.name = "div";
  return copy;
}

/** The text of a node, tags stripped (noscript's own content included). */
function flatTextOf(node: AnyNode): string {
  if (isText(node)) return node.data;
  return "children" in node ? (node.children as AnyNode[]).map(flatTextOf).join(" ") : "";
}

/** The result when a step failed (a tree nested too deep to walk recursively): the page text. */
function degraded(doc: Document | undefined): ExtractResult {
  try {
    const text = doc ? flatText(doc) : "";
    return { content: text, text, wordCount: words(text), method: text ? "page" : "none" };
  } catch {
    return { content: "", text: "", wordCount: 0, method: "none" };
  }
}

function pageTitle(doc: Document): string | undefined {
  const el = findFirst(doc, "title");
  return el ? collapse(rawText(el)).slice(0, 500) : undefined;
}

/** Content roots to try, best first: scored container, declared body, largest article, body. */
function* candidates(doc: Document, dropped: Dropped, stats: StatsMap) {
  const scores = scoreCandidates(doc, dropped, stats);
  const best = topCandidate(scores);
  const top = best && widenTop(best, stats);
  const main = top && mainLandmark(doc, top, dropped, stats);
  if (main) yield { roots: [main], method: "scored" } as const;
  else if (top) {
    yield { roots: withSiblings(top, scores, dropped, stats), method: "scored" } as const;
  }
  const declared = declaredBodies(doc, dropped);
  if (declared.length > 0) yield { roots: declared, method: "declared" } as const;
  const article = largestArticle(doc, dropped, stats);
  if (article) yield { roots: [article], method: "article" } as const;
  const body = findFirst(doc, "body");
  if (body) yield { roots: [body], method: "page" } as const;
}

/**
 * The first candidate, cleaned, that reaches MIN_WORDS; when none does, the first non-empty
 * one unless a later one has at least twice its words. When cleaning leaves every candidate
 * short, the candidates are read again uncleaned (Readability's retry without conditional
 * cleaning): a grid of products or posts is still the page's content, and an empty answer
 * on a page with text is the worst one.
 */
function chooseContent(
  doc: Document,
  dropped: Dropped,
  stats: StatsMap,
  titles: readonly string[],
): Chosen {
  const cleaned = pickCandidate(doc, new Set(dropped), stats, titles, true);
  if (words(cleaned.text) >= MIN_WORDS) return cleaned;
  const raw = pickCandidate(doc, new Set(dropped), stats, titles, false);
  return words(raw.text) > 2 * words(cleaned.text) ? raw : cleaned;
}

function pickCandidate(
  doc: Document,
  dropped: Dropped,
  stats: StatsMap,
  titles: readonly string[],
  clean: boolean,
): Chosen {
  let best: Chosen = { roots: [], method: "none", text: "", dropped };
  const headlines = findAll(doc, (e: Element) => e.name === "h1");
  for (const c of candidates(doc, dropped, stats)) {
    if (clean) cleanContent(c.roots, dropped, stats);
    const roots = c.method === "page" ? [...c.roots] : withLead([...c.roots], dropped, headlines);
    dropTitle(roots, dropped, titles);
    dropOrphanHeadings(roots, dropped);
    const found = {
      roots,
      method: c.method,
      text: toText(roots, dropped),
      dropped,
    };
    const n = words(found.text);
    if (n >= MIN_WORDS) return found;
    if (n > 0 && (best.text === "" || n >= 2 * words(best.text))) best = found;
  }
  return best;
}

/** `chosen`, or the page's JSON-LD articleBody when that is longer and `chosen` is too short. */
function withJsonLdFallback(chosen: Chosen, doc: Document): Chosen {
  if (words(chosen.text) >= MIN_WORDS) return chosen;
  const ld = jsonLdArticleBody(doc).trim();
  return words(ld) > words(chosen.text)
    ? { roots: [], method: "json-ld", text: ld, dropped: chosen.dropped }
    : chosen;
}

function render(
  chosen: Chosen,
  options: ExtractOptions,
  title: string | undefined,
): ExtractResult {
  const { text, method, roots, dropped } = chosen;
  const opts = { base: options.url, images: options.includeImages ?? false };
  const content = method === "json-ld" || options.format === "text"
    ? text
    : options.format === "markdown"
    ? toMarkdown(roots, dropped, opts)
    : toHtml(roots, dropped, opts);
  return { content, text, wordCount: words(text), title, method };
}

/** Words of the extracted text (segmented for scripts written without spaces). */
function words(text: string): number {
  // The same candidate text is counted at each step that compares it: count it once.
  if (text !== lastCounted.text) lastCounted = { text, words: countWords(text) };
  return lastCounted.words;
}

let lastCounted = { text: "", words: 0 };
