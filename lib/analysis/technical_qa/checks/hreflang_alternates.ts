/**
 * The hreflang alternates, fetched: each must answer 200 and link back to the page, or Google
 * ignores the pair ("If two pages don't both point to each other, the tags will be ignored");
 * `x-default` is recommended for the fallback page (Search Central, *Tell Google about localized
 * versions of your page*).
 */
import { MAX_ALTERNATES } from "../linked.ts";
import { GOOGLE } from "../sources.ts";
import { sameUrlKey } from "../urls.ts";
import { type Check, examples, fetchedOnly, plural, servedOnly } from "./types.ts";

export const hreflangAlternates: Check = {
  id: "hreflang_alternates",
  severity: "medium",
  source: GOOGLE.hreflang,
  method:
    `each hreflang alternate (up to ${MAX_ALTERNATES}) fetched: an error status, a redirect or no return link to this page`,
  needs: servedOnly(fetchedOnly("alternates to fetch")),
  assess(f) {
    if (!f.url || f.page.hreflang.length === 0) return null;
    const self = new Set([f.url, f.page.canonical].flatMap((u) => u ? [sameUrlKey(u)] : []));
    const serious: string[] = [];
    for (const a of f.linked.filter((l) => l.role === "alternate")) {
      if (a.error !== null) serious.push(`${a.lang} ${a.url} could not be read (${a.error})`);
      else if (a.status !== null && a.status >= 400) {
        serious.push(`${a.lang} ${a.url} answers ${a.status}`);
      } else if (a.redirect_status !== null) {
        serious.push(`${a.lang} ${a.url} redirects to ${a.final_url}`);
      } else if (!a.hreflang.some((h) => h.url && self.has(sameUrlKey(h.url)))) {
        serious.push(`${a.lang} ${a.url} does not link back to this page (no return link)`);
      }
    }
    if (serious.length === 0) return null;
    const langs = [...new Set(f.page.hreflang.map((h) => h.lang))].filter((l) => l !== "x-default");
    return {
      title: `${plural(serious.length, "hreflang alternate")} Google cannot pair with this page`,
      count: serious.length,
      examples: examples(serious),
      why:
        "Google uses an hreflang pair only when both pages answer 200 and point to each other; otherwise the annotations are ignored and the wrong language version may rank.",
      fix:
        `Add reciprocal hreflang annotations on every version (each lists itself and the others: ${
          langs.slice(0, 4).join(", ")
        }), pointing at URLs that answer 200.`,
    };
  },
};
