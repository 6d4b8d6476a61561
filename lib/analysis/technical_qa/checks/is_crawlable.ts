/**
 * The page must not tell search engines not to index it (Lighthouse `is-crawlable`): a robots
 * meta tag or X-Robots-Tag with noindex or none for every crawler or Googlebot, or an
 * `unavailable_after` date that has passed.
 */
import type { RobotsDirectives } from "../../../web/html_robots.ts";
import type { Facts } from "../facts.ts";
import { type Check, examples, htmlOnly } from "./types.ts";

function forGoogle(d: RobotsDirectives): boolean {
  return d.agent === "robots" || d.agent === "googlebot";
}

function expired(d: RobotsDirectives, now: Date): boolean {
  if (!d.unavailable_after) return false;
  const t = Date.parse(d.unavailable_after);
  return !Number.isNaN(t) && t < now.getTime();
}

/** The directives that keep the page out of Google's index. */
export function blockingDirectives(f: Facts): string[] {
  const all = [...f.page.robots_meta, ...f.page.x_robots_tag].filter(forGoogle);
  return all.filter((d) => d.noindex || expired(d, f.now)).map((d) =>
    d.source === "meta"
      ? `<meta name="${d.agent}" content="${d.raw}">`
      : `X-Robots-Tag: ${d.agent === "robots" ? "" : `${d.agent}: `}${d.raw}`
  );
}

export const isCrawlable: Check = {
  id: "is_crawlable",
  severity: "high",
  method:
    "robots meta tags and X-Robots-Tag for all crawlers or Googlebot: noindex, none, or an unavailable_after date in the past",
  needs: htmlOnly("robots meta tags"),
  assess(f) {
    const found = blockingDirectives(f);
    if (found.length === 0) return null;
    return {
      title: "The page tells search engines not to index it",
      count: found.length,
      examples: examples(found),
      why: "A noindex directive removes the page from search results, whatever else is right.",
      fix: "Remove noindex (and none) from the robots meta tag and X-Robots-Tag header.",
    };
  },
};
