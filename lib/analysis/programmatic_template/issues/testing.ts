/** A minimal issue context for the rule tests. */
import assert from "node:assert/strict";
import type { Issue } from "../result.ts";
import type { IssueContext, IssueRule } from "./types.ts";

export function ctx(over: Partial<IssueContext> = {}): IssueContext {
  return {
    keywordPattern: "plumbers in [city]",
    urlPattern: "/plumbers/[city]",
    declared: ["city"],
    keywordVars: ["city"],
    urlVars: ["city"],
    patternVars: ["city"],
    missingVariables: [],
    records: 0,
    urlCollided: 0,
    ...over,
  };
}

/** The issues a rule finds, failing the test when it finds none. */
export function found(rule: IssueRule, c: IssueContext): Issue[] {
  const issues = rule.decide(c);
  assert.ok(issues, `${rule.id} found no issue`);
  return issues;
}
