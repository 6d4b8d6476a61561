/**
 * The synthetic link profile of a target: authority, volumes, spam, dofollow and broken shares,
 * all from the target's name, so every operation about one target tells one consistent story.
 * Data is "as of" a fixed date; history starts 2019-01-30 like the real provider's.
 */
import { int, seeded } from "./random.ts";

/** The sandbox's "today". */
export const AS_OF = "2026-11-01T00:00:00+00:00";
/** The first day of backlink history. */
export const HISTORY_START = "2019-01-30";

/** A target's profile. */
export interface Profile {
  /** Authority on the 0-100 scale. */
  rank100: number;
  backlinks: number;
  referringDomains: number;
  referringPages: number;
  spamScore: number;
  dofollowShare: number;
  brokenShare: number;
  lostShare: number;
}

/** The target as a bare host (scheme, www. and path removed). */
export function normalTarget(target: string): string {
  return target.trim().toLowerCase().replace(/^[a-z]+:\/\//, "").replace(/^www\./, "").replace(
    /\/.*$/,
    "",
  );
}

/** The profile of a target. */
export function profileOf(target: string): Profile {
  const r = seeded("profile", normalTarget(target));
  const rank100 = Math.round(8 + 85 * r() ** 1.4);
  const raw = Math.round(10 ** (1.6 + (rank100 / 100) * 4.2 + r() * 0.4));
  const domains = Math.max(1, Math.round(raw / int(r, 4, 40)));
  // Every link of a profile is drawn (graph.ts): the largest profiles are compressed.
  const backlinks = soft(raw, 100_000, 0.6);
  const referringDomains = Math.min(backlinks, soft(domains, 10_000, 0.5));
  return {
    rank100,
    backlinks,
    referringDomains,
    referringPages: Math.max(referringDomains, Math.round(backlinks * (0.5 + r() * 0.4))),
    spamScore: Math.round(60 * r() ** 3),
    dofollowShare: 0.55 + r() * 0.35,
    brokenShare: 0.01 + r() * 0.05,
    lostShare: 0.05 + r() * 0.15,
  };
}

/** `n` above `knee` grown only as `knee * (n / knee) ** power`. */
function soft(n: number, knee: number, power: number): number {
  return n <= knee ? n : Math.round(knee * (n / knee) ** power);
}

/** A rank on the request's scale. */
export function scaled(rank100: number, scale: "one_hundred" | "one_thousand"): number {
  return scale === "one_thousand" ? Math.round(rank100 * 10) : Math.round(rank100);
}
