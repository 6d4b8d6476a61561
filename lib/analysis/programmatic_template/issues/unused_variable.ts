import type { IssueRule } from "./types.ts";

/** A declared variable that neither pattern uses. */
export const unusedVariable: IssueRule = {
  id: "unused_variable",
  penalty: 0.1,
  check(ctx) {
    return ctx.declared.filter((v) => !ctx.patternVars.includes(v)).map((v) => ({
      kind: "unused_variable",
      severity: "low",
      detail: `variable "${v}" is declared but used in neither pattern`,
      blocking: false,
    }));
  },
};
