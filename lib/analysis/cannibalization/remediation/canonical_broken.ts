/** A broken canonical (loop, chain, non-indexable target) is fixed by pointing it straight at the kept page. */
import type { RemediationRule } from "./types.ts";

export const canonicalBroken: RemediationRule = {
  id: "canonical_broken",
  method: "canonical loop/chain/non-indexable target -> canonicalise",
  decide({ p, k, types, make }) {
    const loop = types.has("canonical_loop");
    const chain = types.has("canonical_chain");
    if (!loop && !chain && !types.has("canonical_to_non_indexable")) return null;
    const what = loop
      ? "breaks the canonical loop"
      : chain
      ? "replaces the canonical chain with one hop"
      : "stops pointing the canonical at a non-indexable page";
    return make(
      "canonicalise",
      `Pointing ${p.url}'s canonical straight at ${k.url} ${what}`,
      "high",
    );
  },
};
