/**
 * The checks of the keyword and URL patterns and their variables, one a file, in the order
 * their issues are listed. Each issue lowers pattern_validity by its rule's penalty (the rule's
 * `confidence`, from `ISSUE_PENALTIES`).
 */
import { allDecisions } from "../../rule.ts";
import type { Issue } from "../result.ts";
import { keywordVariableNotInUrl } from "./keyword_variable_not_in_url.ts";
import { manyVariables } from "./many_variables.ts";
import { noHeadTerm } from "./no_head_term.ts";
import { queryStringVariable } from "./query_string_variable.ts";
import type { IssueContext, IssueRule } from "./types.ts";
import { undeclaredVariable } from "./undeclared_variable.ts";
import { unusedVariable } from "./unused_variable.ts";
import { urlCollisions } from "./url_collisions.ts";
import { urlFormat } from "./url_format.ts";
import { urlVariableNotInKeyword } from "./url_variable_not_in_keyword.ts";
import { variableWithoutData } from "./variable_without_data.ts";

export type * from "./types.ts";

/** The rules, in the order their issues are listed. */
export const ISSUE_RULES: readonly IssueRule[] = [
  undeclaredVariable,
  unusedVariable,
  keywordVariableNotInUrl,
  urlVariableNotInKeyword,
  queryStringVariable,
  urlFormat,
  noHeadTerm,
  manyVariables,
  variableWithoutData,
  urlCollisions,
];

/** Every issue of the patterns and their data, rule by rule. */
export function patternIssues(ctx: IssueContext): Issue[] {
  return allDecisions(ISSUE_RULES, ctx).flat();
}

/** What an issue subtracts from pattern_validity. */
export function penaltyOf(issue: Issue): number {
  return ISSUE_RULES.find((rule) => rule.id === issue.kind)?.confidence ?? 0;
}
