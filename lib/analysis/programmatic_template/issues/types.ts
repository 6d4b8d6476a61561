/** What a pattern-issue rule reads, and the shape of a rule. */
import type { Rule } from "../../rule.ts";
import type { MissingVariable } from "../data_checks.ts";
import type { Issue } from "../result.ts";

/** The patterns, their variables and the data checks, as the issue rules read them. */
export interface IssueContext {
  keywordPattern: string;
  urlPattern: string;
  declared: string[];
  keywordVars: string[];
  urlVars: string[];
  patternVars: string[];
  missingVariables: MissingVariable[];
  /** Sample records. */
  records: number;
  /** Sample records rendering to a URL another record also renders to. */
  urlCollided: number;
}

/**
 * One check of the patterns: its issues, or null when it passes. Its `confidence` is what the
 * analysis weighs each of its issues by: the penalty subtracted from pattern_validity
 * (`ISSUE_PENALTIES` in `thresholds.ts`).
 */
export type IssueRule = Rule<IssueContext, Issue[]>;

/** What every issue rule decides, the `method` entry that lists them. */
export const DECIDES = "pattern_issues";

/** The issues found, or null when there are none. */
export function issuesOrNull(issues: Issue[]): Issue[] | null {
  return issues.length > 0 ? issues : null;
}
