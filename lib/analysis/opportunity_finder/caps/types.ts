/** The shape of a priority cap. */
import type { Priority } from "../kinds.ts";
import type { Scored } from "../score.ts";

/** A rule that holds a prospect's priority at `cap` when it applies, with its reason. */
export interface PriorityCap {
  id: string;
  cap: Priority;
  /** Why the cap applies to the scored prospect, or null when it does not. */
  applies: (s: Scored) => string | null;
}
