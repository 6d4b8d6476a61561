import type { IssueRule } from "./types.ts";

/** A URL variable missing from the keyword: several pages would target one keyword. */
export const urlVariableNotInKeyword: IssueRule = {
  id: "url_variable_not_in_keyword",
  penalty: 0.15,
  check(ctx) {
    return ctx.urlVars.filter((v) => !ctx.keywordVars.includes(v)).map((v) => ({
      kind: "url_variable_not_in_keyword",
      severity: "medium",
      detail:
        `[${v}] splits URLs the keyword does not tell apart: several pages would target one keyword`,
      blocking: false,
    }));
  },
};
