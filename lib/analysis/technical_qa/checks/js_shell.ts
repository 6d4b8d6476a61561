/**
 * A client-side-rendered shell: the HTML the server sends has scripts and an empty mount point
 * (or a `<noscript>` asking for JavaScript, or a placeholder title), and the title, headings,
 * text and links exist only after JavaScript runs. Google renders JavaScript later and not
 * always (never when the raw HTML says noindex), and follows only `<a href>` links, so the fix is
 * server-side rendering or static pre-rendering (Search Central, *Understand the JavaScript SEO
 * basics*; *Link best practices for Google*). This audit reads the raw HTML; it says so.
 */
import { GOOGLE } from "../sources.ts";
import { type Check, examples, plural } from "./types.ts";

export const jsShell: Check = {
  id: "js_shell",
  severity: "high",
  source: GOOGLE.javascript,
  method:
    "raw HTML with scripts, fewer than 50 visible words and an app sign (empty mount point, <noscript> asking for JavaScript, placeholder title): content only after rendering",
  assess(f) {
    if (f.state.kind !== "shell") return null;
    return {
      title: "The raw HTML is a JavaScript shell: title, text and links exist only after rendering",
      count: 1,
      examples: examples([
        ...f.state.evidence,
        f.state.rendered
          ? `rendered in headless Chromium: ${plural(f.page.word_count, "word")}, ${
            plural(f.page.headings.length, "heading")
          }, ${
            plural(f.page.links.filter((l) => l.crawlable).length, "crawlable link")
          } exist only after JavaScript; the other checks audit the rendered page`
          : "audited on the raw HTML: rendering was not performed, so headings, text and links of the rendered page are not assessed",
      ]),
      why:
        "Google indexes what it can render, later and not always: a page whose raw HTML has no content, title or <a href> links depends entirely on rendering, and a noindex or a homepage canonical in the raw HTML may stop it before rendering.",
      fix:
        "Serve the route's content, title, robots value and canonical in the HTML response: server-side rendering or static pre-rendering of this route; turn elements that navigate by onclick into <a href> links.",
    };
  },
};
