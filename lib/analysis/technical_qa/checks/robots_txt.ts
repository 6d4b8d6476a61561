/**
 * robots.txt must let Googlebot crawl the page (Lighthouse `is-crawlable`'s robots.txt part),
 * read as Google reads it: the most specific matching rule wins, `*` and `$` are wildcards, and
 * Allow wins a tie (Search Central, *How Google interprets the robots.txt specification*).
 * Internal search results and account, cart and checkout pages are meant to be blocked: for
 * them the block is the documented state, not a problem.
 */
import { urlRole } from "../../understanding/url_role.ts";
import type { Facts } from "../facts.ts";
import { GOOGLE } from "../sources.ts";
import { type Check, servedOnly } from "./types.ts";

/** True when the page is one a site keeps out of Search on purpose (internal search, utility). */
export function blockedOnPurpose(f: Facts): boolean {
  if (!f.url) return false;
  const role = urlRole(f.url).role;
  return role === "internal_search" || (role === "utility" && f.utility);
}

export const robotsTxt: Check = {
  id: "robots_txt",
  severity: "high",
  source: GOOGLE.robotsTxt,
  method:
    "the host's /robots.txt read with robots-parser (longest match, wildcards, Allow on ties): the page URL disallowed for Googlebot; internal search and account pages are blocked on purpose (low)",
  needs: servedOnly(function (f: Facts): string | null {
    if (f.form !== "url") return "needs url: robots.txt is read from the fetched page's host";
    const txt = f.robots_txt;
    if (txt?.error) {
      return `needs a readable robots.txt: ${txt.url} could not be read (${txt.error})`;
    }
    return null;
  }),
  assess(f) {
    if (!f.robots || f.robots.allowed) return null;
    const line = f.robots.line ? ` (line ${f.robots.line})` : "";
    const onPurpose = blockedOnPurpose(f);
    return {
      title: onPurpose
        ? "robots.txt blocks this page, as it should for this kind of page"
        : "robots.txt blocks Googlebot from the page",
      count: 1,
      examples: [`${f.robots_txt!.url}${line} disallows ${f.url}`],
      why: onPurpose
        ? "Internal search results and account pages are meant to stay uncrawled; the block saves crawl budget and keeps them out of Search."
        : "A page Googlebot may not crawl is not read; it can only appear as a bare URL without a snippet.",
      fix: onPurpose
        ? "Keep the block."
        : "Remove or narrow the Disallow rule that matches this URL (a more specific Allow rule also works).",
      ...(onPurpose ? { severity: "low" as const } : {}),
    };
  },
};
