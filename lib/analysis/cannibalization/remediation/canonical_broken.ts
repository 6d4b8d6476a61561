/** A broken canonical (loop, chain, non-indexable target) is fixed by pointing it straight at the kept page. */
import { DECIDES, type RemediationRule } from "./types.ts";

export const canonicalBroken: RemediationRule = {
  id: "canonical_broken",
  decides: DECIDES,
  when:
    "a canonical loop, a canonical chain or a canonical to a non-indexable page: canonicalise, straight at the kept page",
  because:
    "Google follows canonical signals best when they agree and name an indexable URL (Google Search Central, consolidate duplicate URLs); SEO practice: one hop straight at the kept page, leaving no loop, chain or dead end",
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
