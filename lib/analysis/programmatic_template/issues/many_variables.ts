import type { IssueRule } from "./types.ts";

/** Three or more keyword variables multiply into many low-demand combinations. */
export const manyVariables: IssueRule = {
  id: "many_variables",
  penalty: 0.1,
  check(ctx) {
    if (ctx.keywordVars.length < 3) return [];
    return [{
      kind: "many_variables",
      severity: "medium",
      detail:
        `${ctx.keywordVars.length} variables in keyword_pattern multiply into many low-demand combinations`,
      blocking: false,
    }];
  },
};
