/** A minimal issue context for the rule tests. */
import type { IssueContext } from "./types.ts";

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
