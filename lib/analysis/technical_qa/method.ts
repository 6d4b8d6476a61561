/** The method text: how the page is read and scored, and the checks as each states itself. */
import { CHECKS } from "./checks/mod.ts";
import { BANDS, BLOCKING_CHECKS, WEIGHTS } from "./thresholds.ts";

/** How the QA reads the page and decides. */
export function methodOf(): Record<string, unknown> {
  return {
    reading:
      "url: fetched (SSRF-guarded, 10 s, 5 redirects, 5 MiB; HTML content types only) with the host's /robots.txt; html: parsed as given, relative URLs against target; markdown: headings, links and images read from the text (HTML-only checks are skipped). The page is parsed once.",
    readiness:
      `100 minus ${WEIGHTS.high} per high, ${WEIGHTS.medium} per medium, ${WEIGHTS.low} per low finding (floor 0); ready >= ${BANDS.ready}, needs_work >= ${BANDS.needs_work}, else blocked; a high finding of ${
        [...BLOCKING_CHECKS].join(", ")
      } is blocked whatever the score`,
    checks: Object.fromEntries(CHECKS.map((c) => [c.id, `${c.severity}: ${c.method}`])),
  };
}
