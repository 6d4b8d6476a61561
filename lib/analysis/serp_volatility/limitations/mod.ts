/** The limitations of the comparison, one a file, in the order they are listed. */
import { allDecisions } from "../../rule.ts";
import type { WorkflowFacts } from "../facts.ts";
import { absentDomains } from "./absent_domains.ts";
import { duplicates } from "./duplicates.ts";
import { fewSnapshots } from "./few_snapshots.ts";
import { future } from "./future.ts";
import { oneLocation } from "./one_location.ts";
import { sameTimes } from "./same_times.ts";
import { shortLists } from "./short_lists.ts";
import { stale } from "./stale.ts";
import type { LimitationRule } from "./types.ts";
import { unevenDepth } from "./uneven_depth.ts";
import { unevenIntervals } from "./uneven_intervals.ts";
import { unparsed } from "./unparsed.ts";
import { unseenFeatures } from "./unseen_features.ts";

export type * from "./types.ts";

/** The limitation rules, in the order their notes are listed. */
export const LIMITATION_RULES: readonly LimitationRule[] = [
  fewSnapshots,
  unseenFeatures,
  oneLocation,
  duplicates,
  unparsed,
  unevenDepth,
  shortLists,
  sameTimes,
  unevenIntervals,
  stale,
  future,
  absentDomains,
];

export function limitationsOf(f: WorkflowFacts): string[] {
  return allDecisions(LIMITATION_RULES, f).flat();
}
