import { ISSUE_PENALTIES } from "../thresholds.ts";
import { DECIDES, type IssueRule, issuesOrNull } from "./types.ts";

export const unusedVariable: IssueRule = {
  id: "unused_variable",
  decides: DECIDES,
  when:
    `a declared variable is used in neither pattern: low, penalty ${ISSUE_PENALTIES.unused_variable} per variable`,
  because:
    "the request's variables field lists what the patterns fill; a declared variable no pattern uses is a forgotten placeholder or a pattern missing a part",
  confidence: ISSUE_PENALTIES.unused_variable,
  decide(ctx) {
    return issuesOrNull(
      ctx.declared.filter((v) => !ctx.patternVars.includes(v)).map((v) => ({
        kind: "unused_variable",
        severity: "low",
        detail: `variable "${v}" is declared but used in neither pattern`,
        blocking: false,
      })),
    );
  },
};
