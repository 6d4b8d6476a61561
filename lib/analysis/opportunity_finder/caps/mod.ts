/**
 * Rules that hold a prospect's priority below what its score gives, each with its reason: the
 * link type decides what a link is worth, not the domain rank. One rule a file.
 */
import type { Scored } from "../score.ts";
import { LEVEL_RANK } from "../thresholds.ts";
import { nofollow } from "./nofollow.ts";
import { platformSource } from "./platform_source.ts";
import type { PriorityCap } from "./types.ts";
import { unverifiedAndUnmatched } from "./unverified_and_unmatched.ts";

export type { PriorityCap } from "./types.ts";

/** The priority caps, in the order their reasons are listed. */
export const PRIORITY_CAPS: readonly PriorityCap[] = [
  platformSource,
  nofollow,
  unverifiedAndUnmatched,
];

/** Applies the priority caps: the lowest cap of the rules that apply wins. */
export function capPriority(s: Scored): Scored {
  let priority = s.priority;
  const reasons: string[] = [];
  for (const rule of PRIORITY_CAPS) {
    const why = rule.decide(s);
    if (!why) continue;
    reasons.push(why);
    if (LEVEL_RANK[rule.cap] < LEVEL_RANK[priority]) priority = rule.cap;
  }
  const capped = priority !== s.priority ? `held at ${priority}: ${reasons.join("; ")}` : null;
  return { ...s, priority, capped };
}
