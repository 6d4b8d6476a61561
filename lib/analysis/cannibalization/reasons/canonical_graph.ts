/**
 * Canonical graph problems between the two pages (loops, chains, canonicals to a non-indexable
 * page, noindex plus canonical): each confuses which URL Google should index.
 */
import type { CanonicalIssue } from "../canonical.ts";
import type { Context } from "../facts.ts";
import type { ConflictReason } from "../result.ts";
import { EVIDENCE, STRENGTH } from "../thresholds.ts";
import { DECIDES, type ReasonRule } from "./types.ts";

const TYPES: readonly CanonicalIssue["type"][] = [
  "canonical_loop",
  "canonical_chain",
  "canonical_to_non_indexable",
  "noindex_with_canonical",
];

export const canonicalGraph: ReasonRule = {
  id: "canonical_graph",
  decides: DECIDES,
  when:
    `canonicals that lead back to a page already visited (canonical_loop, strength ${STRENGTH.canonical_loop}); a canonical pointing at a page that itself canonicalises elsewhere (canonical_chain, ${STRENGTH.canonical_chain}; the conflict links the first page to the end of the chain); a canonical pointing at a page marked indexable: false (canonical_to_non_indexable, ${STRENGTH.canonical_to_non_indexable}); a page marked indexable: false that also canonicalises to another page (noindex_with_canonical, mixed signals, ${STRENGTH.noindex_with_canonical})`,
  because:
    "Google weighs canonical signals together and follows them best when they agree (Google Search Central, consolidate duplicate URLs); noindex beside rel=canonical is a contradictory signal (Google's John Mueller); SEO practice: a canonical points in one hop at an indexable URL, which a loop or a chain does not",
  // The weakest of the four canonical facts' evidence (today they weigh alike).
  confidence: Math.min(...TYPES.map((type) => EVIDENCE[type])),
  decide({ f, ctx, found }) {
    const out: ConflictReason[] = [];
    for (const issue of ctx.canonical.get(f.key) ?? []) {
      if ([...found, ...out].some((r) => r.type === issue.type)) continue;
      out.push({
        type: issue.type,
        strength: STRENGTH[issue.type],
        description: describe(issue, ctx),
        keywords: [],
        urls: issue.chain.map((id) => ctx.pages[id].url),
      });
    }
    return out.length > 0 ? out : null;
  },
};

/** The issue in words, naming its URLs. */
function describe(issue: CanonicalIssue, ctx: Context): string {
  const chainUrls = issue.chain.map((id) => ctx.pages[id].url);
  const from = ctx.pages[issue.a];
  const to = ctx.pages[issue.b];
  switch (issue.type) {
    case "canonical_loop":
      return `Canonical loop: ${chainUrls.join(" -> ")}`;
    case "canonical_chain":
      return `Canonical chain: ${
        chainUrls.join(" -> ")
      }; ${from.url} should point straight at the end`;
    case "canonical_to_non_indexable":
      return `${from.url} canonicalises to ${to.url}, which is marked non-indexable`;
    case "noindex_with_canonical":
      return `${from.url} is marked non-indexable and also canonicalises to ${to.url} (mixed signals)`;
  }
}
