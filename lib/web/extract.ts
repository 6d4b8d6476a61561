/**
 * Main-content extraction: the article body of a page, as markdown, plain text or cleaned HTML.
 * Generic rules only (no per-site code), in the spirit of Readability and trafilatura; see the
 * steps of `extractMainContent`. Pure: never fetches, never throws.
 */
import {
  collapse,
  type Document,
  type Dropped,
  type Element,
  findFirst,
  rawText,
  toDocument,
} from "./extract/dom.ts";
import { markBoilerplate } from "./extract/boilerplate.ts";
import { computeStats, type StatsMap } from "./extract/stats.ts";
import { scoreCandidates, topCandidate, widenTop, withSiblings } from "./extract/score.ts";
import { cleanContent } from "./extract/clean.ts";
import { declaredBodies, jsonLdArticleBody, largestArticle } from "./extract/fallback.ts";
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
}

/** The main content of `input` (an HTML string or a parsed htmlparser2 document). */
export function extractMainContent(
  input: Document | string,
  options: ExtractOptions,
): ExtractResult {
  try {
    const doc = toDocument(input);
    const title = collapse(
      rawText(findFirst(doc, "title") ?? doc.children[0] ?? doc).slice(0, 500),
    );
    const dropped = markBoilerplate(doc);
    const stats = computeStats(doc, dropped);
    const chosen = chooseContent(doc, dropped, stats);
    cleanContent(chosen.roots, dropped, stats, title);
    return render(chosen, dropped, doc, options, findFirst(doc, "title") ? title : undefined);
  } catch {
    return { content: "", text: "", wordCount: 0, method: "none" };
  }
}

function chooseContent(doc: Document, dropped: Dropped, stats: StatsMap): Chosen {
  const scores = scoreCandidates(doc, dropped, stats);
  const best = topCandidate(scores);
  const top = best && widenTop(best, stats);
  const scored = top ? withSiblings(top, scores, dropped, stats) : [];
  const body = findFirst(doc, "body");
  if (scored.length > 0) return { roots: scored, method: "scored" };
  const declared = declaredBodies(doc, dropped);
  if (declared.length > 0) return { roots: declared, method: "declared" };
  const article = largestArticle(doc, dropped, stats);
  if (article) return { roots: [article], method: "article" };
  return { roots: body ? [body] : [], method: body ? "page" : "none" };
}

function render(
  chosen: Chosen,
  dropped: Dropped,
  doc: Document,
  options: ExtractOptions,
  title: string | undefined,
): ExtractResult {
  let text = toText(chosen.roots, dropped);
  let method = chosen.method;
  const ld = jsonLdArticleBody(doc);
  if (words(text) < 50 && words(ld) > words(text)) [text, method] = [ld.trim(), "json-ld"];
  const opts = { base: options.url, images: options.includeImages ?? false };
  const content = method === "json-ld" || options.format === "text"
    ? text
    : options.format === "markdown"
    ? toMarkdown(chosen.roots, dropped, opts)
    : toHtml(chosen.roots, dropped, opts);
  return { content, text, wordCount: words(text), title, method };
}

function words(text: string): number {
  return text.match(/[\p{L}\p{N}_]+/gu)?.length ?? 0;
}
