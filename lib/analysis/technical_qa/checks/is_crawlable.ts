/**
 * The page must not tell search engines not to index it (Lighthouse `is-crawlable`): a robots
 * meta tag or X-Robots-Tag with noindex or none for every crawler or Googlebot, or an
 * `unavailable_after` date that has passed. Google obeys the most restrictive of the meta tag
 * and the header, so an `index` meta tag never cancels a header `noindex`; the fix is made where
 * the directive lives (Search Central, *Robots meta tag ... specifications*). While robots.txt
 * blocks the page, Google never reads the noindex (*Block Search indexing with noindex*).
 * Pages sites keep out on purpose (a thank-you or order confirmation, login, cart, internal
 * search results) are where noindex is the documented tool: reported low, with nothing to fix.
 */
import type { RobotsDirectives } from "../../../web/html_robots.ts";
import type { Facts } from "../facts.ts";
import { GOOGLE } from "../sources.ts";
import { type Check, examples, htmlOnly, servedOnly } from "./types.ts";
import { blockedOnPurpose } from "./robots_txt.ts";

function forGoogle(d: RobotsDirectives): boolean {
  return d.agent === "robots" || d.agent === "googlebot";
}

function expired(d: RobotsDirectives, now: Date): boolean {
  if (!d.unavailable_after) return false;
  const t = Date.parse(d.unavailable_after);
  return !Number.isNaN(t) && t < now.getTime();
}

/** Directives of the served HTML and, for a rendered page, of the rendered DOM too. */
function blocking(f: Facts): RobotsDirectives[] {
  const pages = f.raw_page ? [f.raw_page, f.page] : [f.page];
  const all = pages.flatMap((p) => [...p.robots_meta, ...p.x_robots_tag]).filter(forGoogle);
  const found = all.filter((d) => d.noindex || expired(d, f.now));
  return found.filter((d, i) => found.findIndex((x) => describe(x) === describe(d)) === i);
}

function describe(d: RobotsDirectives): string {
  return d.source === "meta"
    ? `<meta name="${d.agent}" content="${d.raw}">`
    : `X-Robots-Tag: ${d.agent === "robots" ? "" : `${d.agent}: `}${d.raw}`;
}

/** The directives that keep the page out of Google's index. */
export function blockingDirectives(f: Facts): string[] {
  return blocking(f).map(describe);
}

function fixFor(f: Facts, found: RobotsDirectives[]): string {
  if (f.kept_out && !(f.robots && !f.robots.allowed)) {
    return `Nothing to change: keep the noindex on this ${f.kept_out} page, and keep the page crawlable (a robots.txt block would hide the noindex from Google).`;
  }
  if (f.robots && !f.robots.allowed) {
    return blockedOnPurpose(f)
      ? "Nothing to change while the page should stay out of Search: robots.txt already blocks it, so Google never reads this noindex."
      : "Decide what the page is for: to have it indexed, remove the robots.txt rule and the noindex; to keep it out, keep one of them (Google cannot read a noindex on a page robots.txt blocks).";
  }
  const header = found.some((d) => d.source === "header");
  const meta = found.some((d) => d.source === "meta");
  const parts: string[] = [];
  if (header) {
    parts.push(
      "Remove noindex from the X-Robots-Tag HTTP response header: the server or CDN rule that adds it (the HTML's robots meta tag does not override the header)",
    );
  }
  if (meta) {
    parts.push(
      f.state.kind === "shell"
        ? "Send the route's real robots value (or no robots meta tag) in the HTML the server sends: Google may not render a page whose raw HTML says noindex, so JavaScript that changes it cannot be relied on"
        : "Remove noindex from the robots meta tag in the HTML",
    );
  }
  return `${parts.join("; ")}.`;
}

export const isCrawlable: Check = {
  id: "is_crawlable",
  severity: "high",
  source: GOOGLE.robotsMeta,
  method:
    "robots meta tags and X-Robots-Tag for all crawlers or Googlebot: noindex, none, or an unavailable_after date in the past (the most restrictive wins)",
  needs: servedOnly(htmlOnly("robots meta tags")),
  assess(f) {
    const found = blocking(f);
    if (found.length === 0) return null;
    const header = found.some((d) => d.source === "header");
    const metaIndex = header && f.page.robots_meta.some((d) => forGoogle(d) && !d.noindex);
    const onPurpose = (f.robots !== null && !f.robots.allowed && blockedOnPurpose(f)) ||
      f.kept_out !== null;
    return {
      title: f.kept_out
        ? `Kept out of Search with noindex, as a ${f.kept_out} page should be`
        : header
        ? "The X-Robots-Tag HTTP header tells search engines not to index the page"
        : "The page tells search engines not to index it",
      count: found.length,
      examples: examples([
        ...found.map(describe),
        ...(metaIndex ? ["the robots meta tag says index, but the header's noindex wins"] : []),
      ]),
      why:
        "A noindex directive removes the page from search results, whatever else is right; where the meta tag and the header disagree, Google applies the more restrictive one.",
      fix: fixFor(f, found),
      ...(onPurpose ? { severity: "low" as const } : {}),
    };
  },
};
