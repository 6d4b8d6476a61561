/**
 * What the result cannot tell, given the data supplied: one check a line, each returning its
 * sentence or null, in the order they are listed.
 */
import type { Facts } from "./workflow.ts";
import { agree, plural } from "../../toolkit/prose.ts";

type Limitation = (f: Facts) => string | null;

/** The checks, in the order their sentences are listed. */
const LIMITATIONS: readonly Limitation[] = [
  // Always: the analysis reads the supplied data only.
  () =>
    "Uses only the supplied page data: no SERP overlap, content similarity or crawl, so two pages can share keywords yet satisfy different searches (check the live SERP before merging).",
  function withoutQueries(f) {
    const missing = f.pages.filter((p) => p.queries.size === 0).length;
    return missing === 0
      ? null
      : `${missing} of ${plural(f.pages.length, "page")} ${
        agree(missing, "has no ranking_queries; its", "have no ranking_queries; their")
      } conflicts rest on keywords and titles only (add Search Console queries with impressions for a measured view).`;
  },
  function unweightedQueries(f) {
    return f.pages.some((p) => p.queries.size > 0 && !p.allImpressions && !p.allClicks)
      ? "Some ranking queries carry no clicks or impressions; those pairs are compared by query count."
      : null;
  },
  function intentFromUrls(f) {
    return f.pages.every((p) => p.pageType === null) && f.pages.every((p) => p.primary === null)
      ? "No page_type or primary_keyword given: intent is read from URLs and title modifiers only."
      : null;
  },
  function duplicateRows(f) {
    return f.duplicateRows > 0
      ? `${plural(f.duplicateRows, "row")} with an already-listed URL (after normalisation) ${
        agree(f.duplicateRows, "was", "were")
      } merged: first title kept, keyword lists joined, the larger metric kept.`
      : null;
  },
  function relativeUrls(f) {
    return f.siteHost === "" && f.pages.some((p) => p.u.relative)
      ? "Relative URLs could not be made absolute (no `target` and no absolute URL); follow-up calls that need a URL are skipped."
      : null;
  },
  function ignoredQueries(f) {
    const n = f.ignored.length;
    return n === 0
      ? null
      : `${plural(n, "site-wide or brand query")} ${agree(n, "was", "were")} ignored: ${
        f.ignored.slice(0, 5).map((q) => `"${q}"`).join(", ")
      }.`;
  },
  function boilerplate(f) {
    return f.boilerplate.length === 0
      ? null
      : `Title words on more than half of the pages were ignored in title similarity: ${
        f.boilerplate.slice(0, 5).join(", ")
      }.`;
  },
  function focus(f) {
    return f.focus.length === 0
      ? null
      : `focus_keywords restrict the report: ${plural(f.dropped, "conflict")} not about ${
        f.focus.slice(0, 5).map((k) => `"${k}"`).join(", ")
      } ${agree(f.dropped, "was", "were")} left out.`;
  },
  function cappedLists(f) {
    const s = f.summary;
    const cut = [
      s.pages_analysed > s.page_signals_listed &&
      `page_signals ${s.page_signals_listed} of ${s.pages_analysed} (pages in conflict first)`,
      s.remediation_total > s.remediation_listed &&
      `remediation ${s.remediation_listed} of ${s.remediation_total} (in cluster order)`,
    ].filter((x): x is string => typeof x === "string");
    return cut.length === 0
      ? null
      : `Lists capped to keep the response compact: ${cut.join("; ")}.`;
  },
  function cappedConflicts(f) {
    const s = f.summary;
    return s.conflicts_total > s.conflicts_listed
      ? `${s.conflicts_total} conflicts found; the ${s.conflicts_listed} strongest are listed (clusters and remediation use all).`
      : null;
  },
  function canonicalsOutside(f) {
    const outside =
      f.pages.filter((p) =>
        p.canonicalTarget === null && p.canonicalKey !== null && p.canonicalKey !== p.u.key
      ).length;
    return outside === 0
      ? null
      : `${plural(outside, "page")} ${
        agree(outside, "canonicalises to a URL", "canonicalise to URLs")
      } not in the supplied set; ${
        agree(outside, "that target", "those targets")
      } could not be checked.`;
  },
];

/** Every limitation that applies, in order. */
export function limitationsOf(f: Facts): string[] {
  return LIMITATIONS.map((check) => check(f)).filter((x): x is string => x !== null);
}
