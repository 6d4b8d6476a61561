import { ISSUE_PENALTIES, MANY_KEYWORD_VARIABLES } from "../thresholds.ts";
import { DECIDES, type IssueRule } from "./types.ts";

export const manyVariables: IssueRule = {
  id: "many_variables",
  decides: DECIDES,
  when:
    `the keyword pattern has ${MANY_KEYWORD_VARIABLES}+ variables: medium, penalty ${ISSUE_PENALTIES.many_variables}`,
  because:
    "SEO practice: every variable multiplies the pages while demand per combination falls; many pages of little value is what Google's scaled content abuse policy targets (Google Search Central spam policies)",
  confidence: ISSUE_PENALTIES.many_variables,
  decide(ctx) {
    if (ctx.keywordVars.length < MANY_KEYWORD_VARIABLES) return null;
    return [{
      kind: "many_variables",
      severity: "medium",
      detail:
        `${ctx.keywordVars.length} variables in keyword_pattern multiply into many low-demand combinations`,
      blocking: false,
    }];
  },
};
