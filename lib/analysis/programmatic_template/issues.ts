/** Problems of the keyword and URL patterns and their variables. */
import { tokens } from "../text.ts";
import type { ProgrammaticTemplateInput } from "./input.ts";
import type { Issue } from "./result.ts";
import { HAS_VARIABLE, VARIABLE } from "./values.ts";

export function penaltyOf(issue: Issue): number {
  switch (issue.kind) {
    case "keyword_variable_not_in_url":
      return 0.4;
    case "undeclared_variable":
    case "no_head_term":
      return 0.3;
    case "query_string_variable":
      return 0.2;
    case "url_variable_not_in_keyword":
      return 0.15;
    case "unused_variable":
    case "url_format":
    case "many_variables":
      return 0.1;
    default:
      return 0;
  }
}

export function patternIssues(
  input: ProgrammaticTemplateInput,
  ctx: { declared: string[]; keywordVars: string[]; urlVars: string[]; patternVars: string[] },
): Issue[] {
  const issues: Issue[] = [];
  for (const v of ctx.patternVars) {
    if (!ctx.declared.includes(v)) {
      issues.push({
        kind: "undeclared_variable",
        severity: "high",
        detail: `[${v}] appears in a pattern but not in variables`,
        blocking: false,
      });
    }
  }
  for (const v of ctx.declared) {
    if (!ctx.patternVars.includes(v)) {
      issues.push({
        kind: "unused_variable",
        severity: "low",
        detail: `variable "${v}" is declared but used in neither pattern`,
        blocking: false,
      });
    }
  }
  for (const v of ctx.keywordVars) {
    if (!ctx.urlVars.includes(v)) {
      issues.push({
        kind: "keyword_variable_not_in_url",
        severity: "high",
        detail:
          `[${v}] changes the keyword but not the URL, so different keywords would share one URL`,
        blocking: true,
      });
    }
  }
  for (const v of ctx.urlVars) {
    if (!ctx.keywordVars.includes(v)) {
      issues.push({
        kind: "url_variable_not_in_keyword",
        severity: "medium",
        detail:
          `[${v}] splits URLs the keyword does not tell apart: several pages would target one keyword`,
        blocking: false,
      });
    }
  }
  const queryAt = input.url_pattern.indexOf("?");
  if (queryAt >= 0 && HAS_VARIABLE.test(input.url_pattern.slice(queryAt))) {
    issues.push({
      kind: "query_string_variable",
      severity: "medium",
      detail: "a variable sits in the query string; use path segments for indexable pages",
      blocking: false,
    });
  }
  const staticUrl = input.url_pattern.replace(VARIABLE, "").replace(/^https?:\/\/[^/]+/i, "");
  if (/\s/.test(staticUrl) || /\p{Lu}/u.test(staticUrl) || /_/.test(staticUrl)) {
    issues.push({
      kind: "url_format",
      severity: "low",
      detail:
        "the static part of url_pattern has spaces, capitals or underscores; use lowercase and hyphens",
      blocking: false,
    });
  }
  const headWords = tokens(input.keyword_pattern.replace(VARIABLE, " "));
  if (headWords.length === 0) {
    issues.push({
      kind: "no_head_term",
      severity: "high",
      detail:
        "keyword_pattern has no words besides its variables, so pages target bare names with no search intent",
      blocking: false,
    });
  }
  if (ctx.keywordVars.length >= 3) {
    issues.push({
      kind: "many_variables",
      severity: "medium",
      detail:
        `${ctx.keywordVars.length} variables in keyword_pattern multiply into many low-demand combinations`,
      blocking: false,
    });
  }
  return issues;
}
