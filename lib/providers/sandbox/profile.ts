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
  const backlinks = Math.round(10 ** (1.6 + (rank100 / 100) * 4.2 + r() * 0.4));
  const referringDomains = Math.max(1, Math.round(backlinks / int(r, 4, 40)));
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

/** A rank on the request's scale. */
export function scaled(rank100: number, scale: "one_hundred" | "one_thousand"): number {
  return scale === "one_thousand" ? Math.round(rank100 * 10) : Math.round(rank100);
}

/** A date (ISO 8601, +00:00) between HISTORY_START and AS_OF, `t` in [0, 1] from old to new. */
export function dateAt(t: number): string {
  const start = Date.parse(`${HISTORY_START}T00:00:00Z`);
  const end = Date.parse(AS_OF);
  const d = new Date(start + Math.max(0, Math.min(1, t)) * (end - start));
  return `${d.toISOString().slice(0, 19)}+00:00`;
}
