/**
 * What a target's channel mix says beyond its footprint type. Google fills the local pack from
 * Business Profiles ("Tips to improve your local ranking on Google": relevance, distance,
 * prominence), so a target taking a fifth or more of its search clicks from the local pack has
 * its Business Profile as one of its main channels, to keep complete and active. Paid clicks are
 * bought (DataForSEO's `paid` etv is estimated ad traffic): a target whose clicks are mostly ads
 * has no organic strength to match, however large its total.
 */
import type { TargetTraffic } from "./result.ts";

/** Local-pack share of the clicks from which the Business Profile is a main channel. */
export const LOCAL_CHANNEL = 0.2;

/** The local-pack share when the Business Profile is a main channel of the target, else null. */
export function localChannelShare(t: Pick<TargetTraffic, "found" | "channel_mix">): number | null {
  const share = t.channel_mix.local_pack ?? 0;
  return t.found && share >= LOCAL_CHANNEL ? share : null;
}
