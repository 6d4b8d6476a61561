/** The method text: how the page is read and scored, and the checks as each states itself. */
import { CHECKS } from "./checks/mod.ts";
import { MAX_ALTERNATES } from "./linked.ts";
import { BANDS, SCORE_CAPS, WEIGHTS } from "./thresholds.ts";

/** How the QA reads the page and decides. */
export function methodOf(): Record<string, unknown> {
  return {
    reading:
      `url: fetched (SSRF-guarded, 10 s, 5 redirects, 5 MiB; HTML content types only) with the host's /robots.txt, the declared canonical and up to ${MAX_ALTERNATES} hreflang alternates; html: parsed as given, relative URLs against target; markdown: headings, links and images read from the text (HTML-only checks are skipped). The page is parsed once; its JSON-LD, Microdata and RDFa are validated with Google's rich-result rules (@adobe/structured-data-validator). The raw HTML is audited: JavaScript is not rendered.`,
    readiness:
      `worst finding first: any high (critical) finding is blocked with a score of at most ${SCORE_CAPS.high}; any medium (important) finding is needs_work with at most ${SCORE_CAPS.medium}; then 100 minus ${WEIGHTS.high} per high, ${WEIGHTS.medium} per medium, ${WEIGHTS.low} per low finding (floor 0); ready >= ${BANDS.ready}, needs_work >= ${BANDS.needs_work}, else blocked`,
    checks: Object.fromEntries(
      CHECKS.map((
        c,
      ) => [c.id, `${c.severity}: ${c.method}${c.source ? ` (Google: ${c.source.title})` : ""}`]),
    ),
  };
}
