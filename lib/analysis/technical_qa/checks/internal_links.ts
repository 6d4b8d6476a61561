/** Crawlable links to the site's own pages: none is medium; nofollow on internal links is low. */
import { GOOGLE } from "../sources.ts";
import { type Check, examples, liveOnly, plural } from "./types.ts";

export const internalLinks: Check = {
  id: "internal_links",
  severity: "medium",
  source: GOOGLE.links,
  method:
    "crawlable <a href> to the page's own host: none (medium); internal links marked nofollow (low)",
  needs: liveOnly((f) =>
    f.url === null && f.page.links.every((l) => l.internal === null)
      ? "needs the page URL (url, or target with html/markdown) to tell internal links"
      : null
  ),
  assess(f) {
    const internal = f.page.links.filter((l) => l.crawlable && l.internal === true);
    if (internal.length === 0) {
      return {
        title: "The page links to no other page of the site",
        count: 0,
        examples: [],
        why: "Internal links spread authority and let crawlers find related pages.",
        fix: "Link to 3-5 related pages of the site with descriptive anchors.",
      };
    }
    const nofollow = internal.filter((l) => l.nofollow);
    if (nofollow.length === 0) return null;
    return {
      title: `${plural(nofollow.length, "internal link")} marked nofollow`,
      count: nofollow.length,
      examples: examples(nofollow.map((l) => l.url ?? l.href)),
      why: "nofollow on your own links withholds signals from your own pages.",
      fix: 'Remove rel="nofollow" from internal links.',
      severity: "low",
    };
  },
};
