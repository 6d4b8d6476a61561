/**
 * The fetched page must answer 200 to be indexed (Lighthouse `http-status-code`; Search Central,
 * *HTTP status codes, network and DNS errors, and Google Search*: 4xx and 5xx URLs are not
 * indexed, and 404/410 are the right answer for content that is gone). The fix follows what the
 * status means: a removed item keeps its 404/410, a page that should exist is restored or
 * redirected, a server error is fixed at the server.
 */
import { GOOGLE } from "../sources.ts";
import { type Check, fetchedOnly, type Found } from "./types.ts";
import type { Facts } from "../facts.ts";
import { goneEvidence } from "../page_state.ts";

function fixFor(status: number): string {
  if (status === 404 || status === 410) {
    return `If the content was removed on purpose and nothing replaces it, ${status} is the correct answer: ` +
      "leave it, remove internal links to it and drop it from the sitemap. If an equivalent page exists, " +
      "301-redirect this URL to it; if the page should exist, restore it.";
  }
  if (status >= 500) {
    return "Fix the server error: a 5xx that persists makes Google crawl the site less and drop the URL.";
  }
  if (status === 401 || status === 403) {
    return "If the page is public, serve it without authentication; if it is private, this status keeps it out of Search as intended.";
  }
  return `Answer with the status the content deserves: 200 for a live page, 404/410 for one that is gone.`;
}

/**
 * A removal said on purpose: a 410 (only a server configured to say "gone" sends it), or a 404
 * whose own page says the item is gone or expired. Google drops such a URL from the index, which
 * is the intended outcome, and a 4xx for removed content does not harm the rest of the site.
 */
function removedOnPurpose(f: Facts, status: number): string | null {
  if (status === 410) return "410 Gone";
  if (status !== 404) return null;
  return goneEvidence(f.page, f.main_text);
}

function removal(f: Facts, status: number, evidence: string): Found {
  return {
    title: `The page answered HTTP ${status}: removed on purpose`,
    count: 1,
    severity: "low",
    examples: [`${f.final_url}: ${status}`, evidence],
    why:
      "Google drops the URL from the index, the intended outcome for content removed on purpose; 4xx URLs for removed content do not harm the rest of the site.",
    fix:
      `No repair needed if the removal is intended: keep the ${status}, remove internal links to the URL and drop it from the sitemap. Redirect only if a genuinely equivalent page exists.`,
  };
}

export const httpStatus: Check = {
  id: "http_status",
  severity: "high",
  source: GOOGLE.httpStatus,
  method:
    "the fetched page's HTTP status: 4xx or 5xx is high (not indexed) unless the removal is said on purpose (410, or a 404 whose page says the item is gone: low), any other non-200 low",
  needs: fetchedOnly("a status"),
  assess(f) {
    const status = f.status ?? 200;
    if (status === 200) return null;
    const onPurpose = removedOnPurpose(f, status);
    if (onPurpose) return removal(f, status, onPurpose);
    const failed = status >= 400;
    return {
      title: `The page answered HTTP ${status}`,
      count: 1,
      examples: [`${f.final_url}: ${status}`],
      why: failed
        ? "Google does not index a URL that answers an error status; it is dropped from Search."
        : "Only a 200 page is indexed under its own URL.",
      fix: failed ? fixFor(status) : "Serve the final page with status 200.",
      ...(failed ? {} : { severity: "low" as const }),
    };
  },
};
