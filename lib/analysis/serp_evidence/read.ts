/**
 * One ranking page read once: the `PageModel`, its main content (the extraction of
 * `lib/web/extract.ts` over the same parsed document) and its media counts. Pure: the HTML
 * comes in; the gathering step fetches it.
 */
import { extractMainContent } from "../../web/extract.ts";
import { type AnyNode, type Element, findAll } from "../../web/extract/dom.ts";
import { pageFromDocument, parseHtml } from "../../web/html.ts";
import type { PageMedia, RankingPage, RankingResult } from "./evidence.ts";
import { sectionsOf } from "./sections.ts";

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
  const main = extractMainContent(document, { url, format: "markdown" });
  return {
    ...result,
    final_url: url,
    page,
    main_text: main.text,
    main_words: main.wordCount,
    main_sections: sectionsOf(main.content),
    media: mediaOf(document, page.images.length),
  };
}

/** Images, embedded videos, tables and lists of a page. */
function mediaOf(root: AnyNode, images: number): PageMedia {
  const count = (test: (el: Element) => boolean) => findAll(root, test).length;
  return {
    images,
    videos: count((el) =>
      el.name === "video" || (el.name === "iframe" && VIDEO_HOST.test(el.attribs.src ?? ""))
    ),
    tables: count((el) => el.name === "table"),
    lists: count((el) => (el.name === "ul" || el.name === "ol") && !insideNav(el)),
  };
}

/** Whether a list sits in navigation, header or footer (menus are not content lists). */
function insideNav(el: Element): boolean {
  for (let p = el.parent; p && "name" in p; p = p.parent) {
    if (p.name === "nav" || p.name === "header" || p.name === "footer") return true;
  }
  return false;
}
