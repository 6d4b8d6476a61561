import type { IssueRule } from "./types.ts";

/** A keyword variable missing from the URL: different keywords would share one URL (blocking). */
export const keywordVariableNotInUrl: IssueRule = {
  id: "keyword_variable_not_in_url",
  penalty: 0.4,
  check(ctx) {
    return ctx.keywordVars.filter((v) => !ctx.urlVars.includes(v)).map((v) => ({
      kind: "keyword_variable_not_in_url",
      severity: "high",
      detail:
        `[${v}] changes the keyword but not the URL, so different keywords would share one URL`,
      blocking: true,
    }));
  },
};
