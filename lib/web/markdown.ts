/**
 * A Markdown page read like an HTML one: rendered with `marked` (CommonMark + GFM) and parsed
 * once by `parsePage`, so every on-page analysis reads one `PageModel` whatever the input form.
 * Markdown has no `<head>`: title tag, meta description, robots, canonical and hreflang stay
 * empty, and analyses say so.
 */
import { Marked } from "marked";
import { type PageModel, parsePage } from "./html.ts";

const renderer = new Marked({ gfm: true, async: false });

/** The HTML of a Markdown document (a document `marked` cannot read is kept as preformatted text). */
export function markdownToHtml(markdown: string): string {
  try {
    return renderer.parse(markdown) as string;
  } catch {
    return `<pre>${markdown.replace(/[<&]/g, (c) => (c === "<" ? "&lt;" : "&amp;"))}</pre>`;
  }
}

/** Markdown cannot mark an image decorative: `![](src)` is an image whose alt was not written. */
export function markdownImageAlts(page: PageModel): PageModel {
  for (const img of page.images) {
    if (img.alt_state === "empty") {
      img.alt = null;
      img.alt_state = "missing";
    }
  }
  return page;
}

/** The page model of a Markdown document (`url` resolves relative links). */
export function pageFromMarkdown(markdown: string, options: { url?: string } = {}): PageModel {
  const page = parsePage(`<html><body>${markdownToHtml(markdown)}</body></html>`, options);
  return markdownImageAlts(page);
}
