import type { IssueRule } from "./types.ts";

/** A pattern variable that is not declared in `variables`. */
export const undeclaredVariable: IssueRule = {
  id: "undeclared_variable",
  penalty: 0.3,
  check(ctx) {
    return ctx.patternVars.filter((v) => !ctx.declared.includes(v)).map((v) => ({
      kind: "undeclared_variable",
      severity: "high",
      detail: `[${v}] appears in a pattern but not in variables`,
      blocking: false,
    }));
  },
};
