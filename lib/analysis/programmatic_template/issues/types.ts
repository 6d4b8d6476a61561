/** What a pattern-issue rule reads, and the shape of a rule. */
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

/** One check of the patterns: its issues (none when it passes) and its validity penalty. */
export interface IssueRule {
  id: string;
  /** Subtracted from pattern_validity for each issue of this kind. */
  penalty: number;
  check(ctx: IssueContext): Issue[];
}
