/**
 * A Markdown page read like an HTML one: rendered with `marked` (CommonMark + GFM) and parsed
 * once by `parsePage`, so every on-page analysis reads one `PageModel` whatever the input form.
 * Markdown has no `<head>`: title tag, meta description, robots, canonical and hreflang stay
 * empty, and analyses say so.
 */
import { Marked } from "marked";
import { type PageModel, parsePage } from "./html.ts";

const renderer = new Marked({ gfm: true, async: false });

/** The page model of a Markdown document (`url` resolves relative links). */
export function pageFromMarkdown(markdown: string, options: { url?: string } = {}): PageModel {
  let html = "";
  try {
    html = renderer.parse(markdown) as string;
  } catch {
    html = `<pre>${markdown.replace(/[<&]/g, (c) => (c === "<" ? "&lt;" : "&amp;"))}</pre>`;
  }
  const page = parsePage(`<html><body>${html}</body></html>`, options);
  // Markdown cannot mark an image decorative: `![](src)` is an image whose alt was not written.
  for (const img of page.images) {
    if (img.alt_state === "empty") {
      img.alt = null;
      img.alt_state = "missing";
    }
  }
  return page;
}
