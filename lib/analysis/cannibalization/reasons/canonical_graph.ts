/**
 * Canonical graph problems between the two pages (loops, chains, canonicals to a non-indexable
 * page, noindex plus canonical): each confuses which URL Google should index.
 */
import type { ConflictReason } from "../result.ts";
import { STRENGTH } from "../thresholds.ts";
import type { ReasonRule } from "./types.ts";

export const canonicalGraph: ReasonRule = {
  id: "canonical_graph",
  method: {
    canonical_loop: "canonicals that lead back to a page already visited: strength 0.7",
    canonical_chain:
      "a canonical pointing at a page that itself canonicalises elsewhere: strength 0.4; the conflict links the first page to the end of the chain",
    canonical_to_non_indexable: "a canonical pointing at a page marked indexable: false: 0.6",
    noindex_with_canonical:
      "a page marked indexable: false that also canonicalises to another page (mixed signals): 0.2",
  },
  assess(f, ctx, found) {
    const out: ConflictReason[] = [];
    for (const issue of ctx.canonical.get(f.key) ?? []) {
      const chainUrls = issue.chain.map((id) => ctx.pages[id].url);
      const from = ctx.pages[issue.a];
      const to = ctx.pages[issue.b];
      const description = issue.type === "canonical_loop"
        ? `Canonical loop: ${chainUrls.join(" -> ")}`
        : issue.type === "canonical_chain"
        ? `Canonical chain: ${chainUrls.join(" -> ")}; ${from.url} should point straight at the end`
        : issue.type === "canonical_to_non_indexable"
        ? `${from.url} canonicalises to ${to.url}, which is marked non-indexable`
        : `${from.url} is marked non-indexable and also canonicalises to ${to.url} (mixed signals)`;
      if ([...found, ...out].some((r) => r.type === issue.type)) continue;
      out.push({
        type: issue.type,
        strength: STRENGTH[issue.type],
        description,
        keywords: [],
        urls: chainUrls,
      });
    }
    return out;
  },
};
