import { tokens } from "../../../toolkit/tokens.ts";
import { ISSUE_PENALTIES } from "../thresholds.ts";
import { VARIABLE } from "../values.ts";
import { DECIDES, type IssueRule } from "./types.ts";

export const noHeadTerm: IssueRule = {
  id: "no_head_term",
  decides: DECIDES,
  when:
    `the keyword pattern has no words besides its variables: high, penalty ${ISSUE_PENALTIES.no_head_term}`,
  because:
    "SEO practice: a bare name ('austin') carries no search intent; the head term ('plumbers in') says what the page offers and what people search for",
  confidence: ISSUE_PENALTIES.no_head_term,
  decide(ctx) {
    const headWords = tokens(ctx.keywordPattern.replace(VARIABLE, " "));
    if (headWords.length > 0) return null;
    return [{
      kind: "no_head_term",
      severity: "high",
      detail:
        "keyword_pattern has no words besides its variables, so pages target bare names with no search intent",
      blocking: false,
    }];
  },
};
