/**
 * Which targets are like-for-like rivals of the set, read from their traffic footprints.
 *
 * - No data: DataForSEO Labs answers a domain absent from its database with zeros in every
 *   channel (`etv` 0, `count` 0). Zero keywords in every channel means the domain was not found
 *   in its rankings (a new or unindexed site), not that it gets no traffic: it is "no data".
 * - Another kind of site: Google shows the local pack for queries with local intent and fills it
 *   from Business Profiles ("How Google determines local ranking"), so in a set where most
 *   targets earn local-pack clicks the targets are local businesses. A target with no
 *   local-pack and no paid clicks at all and an organic keyword footprint many times the
 *   others' is a publisher, portal or directory covering the topic (it informs, it sells no
 *   local service): a different kind of site, not the benchmark for the businesses. A domain
 *   on the shared platform/marketplace/generalist lists (rivals/set_aside.ts) is set aside too.
 */
import { knownSetAside } from "../rivals/set_aside.ts";
import { median } from "../../toolkit/numbers.ts";

/** The footprint of one target the rule reads. */
export interface Footprint {
  target: string;
  /** Keywords per channel; null for a channel the request left out. */
  keywords: { organic: number; paid: number | null; local_pack: number | null };
  traffic: { local_pack: number | null };
}

/** Thresholds of the rule. */
export const SITE_KIND = {
  /** Share of the other targets with local-pack clicks that makes the set local businesses. */
  localSet: 0.5,
  /** A target's organic keywords at or above this multiple of the others' median: another scale. */
  scale: 10,
};

/** Whether the provider had data for the target: any keyword in any channel. */
export function hasData(f: Pick<Footprint, "keywords">): boolean {
  const k = f.keywords;
  return k.organic + (k.paid ?? 0) + (k.local_pack ?? 0) > 0;
}

/** Why a target is not a like-for-like rival of the others in the set, or null. */
export function notLikeForLike(f: Footprint, set: readonly Footprint[]): string | null {
  const known = knownSetAside(f.target, "keywords");
  if (known) return known.reason;
  const others = set.filter((o) => o.target !== f.target && hasData(o));
  if (others.length < 2 || f.keywords.local_pack === null) return null;
  const local = others.filter((o) => (o.traffic.local_pack ?? 0) > 0).length / others.length;
  const scale = f.keywords.organic / Math.max(1, median(others.map((o) => o.keywords.organic)));
  if (
    local >= SITE_KIND.localSet && f.keywords.local_pack === 0 && (f.keywords.paid ?? 0) === 0 &&
    scale >= SITE_KIND.scale
  ) {
    return `an information site or portal, not a local business like the others: no local-pack or paid clicks while ${
      Math.round(local * 100)
    }% of the others earn local-pack clicks, and ${
      Math.round(scale)
    }x their median organic keywords`;
  }
  return null;
}
