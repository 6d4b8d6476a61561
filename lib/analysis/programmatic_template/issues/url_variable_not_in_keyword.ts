import { ISSUE_PENALTIES } from "../thresholds.ts";
import { DECIDES, type IssueRule, issuesOrNull } from "./types.ts";

export const urlVariableNotInKeyword: IssueRule = {
  id: "url_variable_not_in_keyword",
  decides: DECIDES,
  when:
    `a URL variable is missing from the keyword pattern: medium, penalty ${ISSUE_PENALTIES.url_variable_not_in_keyword} per variable`,
  because:
    "SEO practice: pages the keyword does not tell apart target one query and compete for it (keyword cannibalization); Google Search Central treats such near-identical pages as duplicates to consolidate",
  confidence: ISSUE_PENALTIES.url_variable_not_in_keyword,
  decide(ctx) {
    return issuesOrNull(
      ctx.urlVars.filter((v) => !ctx.keywordVars.includes(v)).map((v) => ({
        kind: "url_variable_not_in_keyword",
        severity: "medium",
        detail:
          `[${v}] splits URLs the keyword does not tell apart: several pages would target one keyword`,
        blocking: false,
      })),
    );
  },
};
