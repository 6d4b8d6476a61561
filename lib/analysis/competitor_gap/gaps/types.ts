/** The shape of a gap rule. */
import type { Test } from "../../rule.ts";
import type { GapFacts } from "../facts.ts";
import type { GapType } from "../result.ts";

/**
 * A gap rule: whether a topic is this kind of gap (true) or not (null), and the recommended
 * action for a topic of this kind.
 */
export type GapRule = Test<GapFacts> & {
  readonly id: GapType;
  action(g: GapFacts & { head: string }): string;
};

/** What every gap rule decides: the `method` entry that lists them. */
export const DECIDES = "gap_type";
