/**
 * Snippet rules that hide the page's text or images in results: `nosnippet`, `max-snippet:0`
 * (no text snippet; the text may not be used as direct input for AI Overviews and AI Mode) and
 * `max-image-preview:none` (no image preview), from the robots meta tag or the X-Robots-Tag
 * header (Search Central, *Robots meta tag, data-nosnippet, and X-Robots-Tag specifications*).
 * A short positive `max-snippet` only trims the snippet (low). `max-image-preview:large` and
 * `max-snippet:-1` are the permissive values and never a finding. The fix lifts the rules, or
 * hides one passage with `data-nosnippet`; it never adds noindex.
 */
import type { RobotsDirectives } from "../../../web/html_robots.ts";
import { GOOGLE } from "../sources.ts";
import { type Check, examples, htmlOnly, servedOnly } from "./types.ts";

/** A `max-snippet` this short or shorter cuts most snippets (Google shows about 150-160 characters). */
const SHORT_SNIPPET = 50;

function restrictions(d: RobotsDirectives): { text: string; hides: boolean }[] {
  const where = d.source === "meta" ? `robots meta tag (${d.agent})` : "X-Robots-Tag header";
  const out: { text: string; hides: boolean }[] = [];
  if (d.nosnippet) {
    out.push({ text: `nosnippet in the ${where}: no text snippet or video preview`, hides: true });
  }
  if (d.max_snippet === 0) {
    out.push({ text: `max-snippet:0 in the ${where}: no text snippet`, hides: true });
  } else if (d.max_snippet !== null && d.max_snippet > 0 && d.max_snippet < SHORT_SNIPPET) {
    out.push({
      text:
        `max-snippet:${d.max_snippet} in the ${where}: snippets cut to ${d.max_snippet} characters`,
      hides: false,
    });
  }
  if (d.max_image_preview === "none") {
    out.push({ text: `max-image-preview:none in the ${where}: no image preview`, hides: true });
  }
  return out;
}

export const snippetDirectives: Check = {
  id: "snippet_directives",
  severity: "medium",
  source: GOOGLE.robotsMeta,
  method:
    "robots meta tags and X-Robots-Tag for all crawlers or Googlebot: nosnippet, max-snippet:0, max-image-preview:none (medium); max-snippet under 50 characters (low)",
  needs: servedOnly(htmlOnly("robots meta tags")),
  assess(f) {
    const all = [...f.page.robots_meta, ...f.page.x_robots_tag]
      .filter((d) => d.agent === "robots" || d.agent === "googlebot")
      .filter((d) => !d.noindex);
    const found = all.flatMap(restrictions);
    if (found.length === 0) return null;
    const hides = found.some((x) => x.hides);
    return {
      title: hides
        ? "Snippet rules hide the page's text or images in search results"
        : "A max-snippet rule cuts the page's snippet short",
      count: found.length,
      examples: examples(found.map((x) => x.text)),
      why:
        "With nosnippet or max-snippet:0 Google shows no text snippet and may not use the page's text as direct input for AI Overviews and AI Mode; with max-image-preview:none it shows no image preview. Results without them draw fewer clicks.",
      fix:
        "Remove these rules, or use the permissive values max-snippet:-1 and max-image-preview:large. If one passage must not appear in snippets (a legal text, say), wrap that passage in data-nosnippet instead of restricting the whole page.",
      ...(hides ? {} : { severity: "low" as const }),
    };
  },
};
