/**
 * A canonical Google ignores: the page canonicalised to the other still gets clicks or
 * impressions on their shared queries, so the hint is not being followed.
 */
import { EVIDENCE, MAX_REASON_KEYWORDS, STRENGTH } from "../thresholds.ts";
import { DECIDES, type ReasonRule } from "./types.ts";

const TYPE = "canonical_ignored";

export const canonicalIgnored: ReasonRule = {
  id: TYPE,
  decides: DECIDES,
  when:
    `a page canonicalised to the other still has clicks/impressions on their shared queries: strength ${STRENGTH.canonical_ignored}`,
  because:
    "rel=canonical is a strong hint, not a directive, and Google may choose another canonical (Google Search Central, consolidate duplicate URLs): a canonicalised page still earning on the same queries is still indexed and shown",
  confidence: EVIDENCE[TYPE],
  decide({ f }) {
    if (!f.direct) return null;
    const { a, b, basis } = f;
    const [from, to] = a.canonicalTarget === b.id ? [a, b] : [b, a];
    const fromShare = from === a ? f.contA : f.contB;
    if (!from.competing || !basis || basis === "count" || fromShare <= 0) return null;
    const contested = f.contestedQueries;
    return [{
      type: TYPE,
      strength: STRENGTH.canonical_ignored,
      description:
        `${from.url} canonicalises to ${to.url} but still gets ${fromShare} ${basis} on ${contested.length} shared quer${
          contested.length === 1 ? "y" : "ies"
        }: the canonical hint is being ignored`,
      keywords: contested.slice(0, MAX_REASON_KEYWORDS).map((q) => q.query),
      urls: [from.url, to.url],
    }];
  },
};
