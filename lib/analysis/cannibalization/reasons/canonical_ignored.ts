/**
 * A canonical Google ignores: the page canonicalised to the other still gets clicks or
 * impressions on their shared queries, so the hint is not being followed.
 */
import { STRENGTH } from "../thresholds.ts";
import type { ReasonRule } from "./types.ts";

export const canonicalIgnored: ReasonRule = {
  id: "canonical_ignored",
  method: {
    canonical_ignored:
      "a page canonicalised to the other still has clicks/impressions on their shared queries: 0.5",
  },
  assess(f) {
    if (!f.direct) return [];
    const { a, b, basis } = f;
    const [from, to] = a.canonicalTarget === b.id ? [a, b] : [b, a];
    const fromShare = from === a ? f.contA : f.contB;
    if (!from.competing || !basis || basis === "count" || fromShare <= 0) return [];
    const contested = f.contestedQueries;
    return [{
      type: "canonical_ignored",
      strength: STRENGTH.canonical_ignored,
      description:
        `${from.url} canonicalises to ${to.url} but still gets ${fromShare} ${basis} on ${contested.length} shared quer${
          contested.length === 1 ? "y" : "ies"
        }: the canonical hint is being ignored`,
      keywords: contested.slice(0, 10).map((q) => q.query),
      urls: [from.url, to.url],
    }];
  },
};
