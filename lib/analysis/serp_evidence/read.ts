/**
 * One ranking page read once: the `PageModel`, its main content (the extraction of
 * `lib/web/extract.ts` over the same parsed document) and its media counts. Pure: the HTML
 * comes in; the gathering step fetches it.
 */
import { extractMainContent } from "../../web/extract.ts";
import { type AnyNode, type Element, findAll } from "../../web/extract/dom.ts";
import { pageFromDocument, parseHtml } from "../../web/html.ts";
import type { PageMedia, RankingPage, RankingResult } from "./evidence.ts";
import { IMAGE, LIST_ITEM, sectionsOf } from "./sections.ts";

/** Players whose `<iframe>` is a video. */
const VIDEO_HOST = /(youtube(-nocookie)?\.com|youtu\.be|vimeo\.com|wistia\.(com|net)|loom\.com)/i;

/** A fetched ranking page, parsed once. */
export function readRankingPage(
  html: string,
  result: RankingResult,
  options: { finalUrl?: string; headers?: Headers } = {},
): RankingPage {
  const url = options.finalUrl ?? result.url;
  const { document, limits } = parseHtml(html);
  const page = pageFromDocument(document, { url, headers: options.headers }, limits);
  const main = extractMainContent(document, { url, format: "markdown", includeImages: true });
  return {
    ...result,
    final_url: url,
    page,
    main_text: main.text,
    main_words: main.wordCount,
    main_sections: sectionsOf(main.content),
    media: mediaOf(document, main.content),
  };
}

const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

/**
 * Images, tables and lists of the main content (a logo, an author photo or a sidebar list is
 * not the competitor's media), and the embedded videos of the page.
 */
function mediaOf(root: AnyNode, markdown: string): PageMedia {
  const lines = markdown.split("\n");
  let lists = 0;
  lines.forEach((line, i) => {
    if (LIST_ITEM.test(line) && (i === 0 || !LIST_ITEM.test(lines[i - 1]))) lists++;
  });
  return {
    images: (markdown.match(IMAGE) ?? []).length,
    videos: findAll(
      root,
      (el: Element) =>
        el.name === "video" || (el.name === "iframe" && VIDEO_HOST.test(el.attribs.src ?? "")),
    ).length,
    tables: lines.filter((l) => TABLE_RULE.test(l)).length,
    lists,
  };
}
