/**
 * A URL swap: between two snapshots a domain's result changed its URL but kept its place (a
 * migration, a redirect, a new slug). Google ranks the same site for the same need there, so
 * the SERP did not move: the new URL is read as the old one's continuation, and the change is
 * reported as a URL change, not as one result leaving and another entering.
 */
import type { Entry, Prepared } from "./snapshots.ts";
import { URL_SWAP_POSITIONS } from "./thresholds.ts";

/** One domain's URL change at (about) the same position. */
export interface UrlSwap {
  domain: string;
  from: string;
  to: string;
}

/** How many results each domain holds in a snapshot. */
function perDomain(s: Prepared): Map<string, number> {
  const counts = new Map<string, number>();
  for (const e of s.ranked) counts.set(e.domain, (counts.get(e.domain) ?? 0) + 1);
  return counts;
}

/**
 * `b` with each swapped URL keyed as the URL it replaced in `a`, and the swaps: the single
 * result of a domain in `b`, not in `a`, where the domain's single result of `a` is gone from
 * `b`, within `URL_SWAP_POSITIONS` places (a domain with several results is left as it is).
 */
export function withUrlSwaps(a: Prepared, b: Prepared): { b: Prepared; swaps: UrlSwap[] } {
  const [inA, inB] = [perDomain(a), perDomain(b)];
  const single = (domain: string) => inA.get(domain) === 1 && inB.get(domain) === 1;
  const gone = a.ranked.filter((e) => !b.byKey.has(e.key) && single(e.domain));
  const used = new Set<string>();
  const swaps: UrlSwap[] = [];
  const ranked = b.ranked.map((e): Entry => {
    if (a.byKey.has(e.key)) return e;
    const old = gone.find((g) =>
      !used.has(g.key) && g.domain === e.domain &&
      Math.abs(g.position - e.position) <= URL_SWAP_POSITIONS
    );
    if (!old) return e;
    used.add(old.key);
    swaps.push({ domain: e.domain, from: old.url, to: e.url });
    return { ...e, key: old.key };
  });
  if (swaps.length === 0) return { b, swaps };
  return { b: { ...b, ranked, byKey: new Map(ranked.map((e) => [e.key, e])) }, swaps };
}
