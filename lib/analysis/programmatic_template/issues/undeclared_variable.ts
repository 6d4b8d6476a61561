import { ISSUE_PENALTIES } from "../thresholds.ts";
import { DECIDES, type IssueRule, issuesOrNull } from "./types.ts";

export const undeclaredVariable: IssueRule = {
  id: "undeclared_variable",
  decides: DECIDES,
  when:
    `a pattern variable is not declared in variables: high, penalty ${ISSUE_PENALTIES.undeclared_variable} per variable`,
  because:
    "the request's variables field declares what the records fill; a pattern variable outside it has no declared data, so the pattern and the data disagree",
  confidence: ISSUE_PENALTIES.undeclared_variable,
  decide(ctx) {
    return issuesOrNull(
      ctx.patternVars.filter((v) => !ctx.declared.includes(v)).map((v) => ({
        kind: "undeclared_variable",
        severity: "high",
        detail: `[${v}] appears in a pattern but not in variables`,
        blocking: false,
      })),
    );
  },
};
