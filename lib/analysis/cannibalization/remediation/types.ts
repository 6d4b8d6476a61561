/** What a remediation rule reads and returns. */
import type { Rule } from "../../rule.ts";
import type { Page } from "../pages.ts";
import type { PairResult } from "../pair.ts";
import type { Remediation, RemediationAction } from "../result.ts";

/** Builds a remediation of the judged page with the action's steps. */
export type Make = (
  action: RemediationAction,
  reason: string,
  priority?: "high" | "medium" | "low",
) => Remediation;

/** A page judged against the page kept for it, through their strongest conflict. */
export interface Judged {
  /** The page to remediate. */
  p: Page;
  /** The page kept for it. */
  k: Page;
  /** Their conflict. */
  r: PairResult;
  /** The conflict's reason types. */
  types: ReadonlySet<string>;
  /** The share of `p`'s query demand that is contested, or null without queries. */
  share: number | null;
  make: Make;
}

/**
 * One remediation rule: the page's remediation against the kept page, or null when the rule
 * does not apply; the first rule that decides wins.
 */
export type RemediationRule = Rule<Judged, Remediation>;

/** What every remediation rule decides, the `method` entry that lists them. */
export const DECIDES = "remediation";
