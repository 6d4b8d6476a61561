import { ISSUE_PENALTIES } from "../thresholds.ts";
import { DECIDES, type IssueRule, issuesOrNull } from "./types.ts";

export const keywordVariableNotInUrl: IssueRule = {
  id: "keyword_variable_not_in_url",
  decides: DECIDES,
  when:
    `a keyword variable is missing from the URL pattern: high and blocking, penalty ${ISSUE_PENALTIES.keyword_variable_not_in_url} per variable`,
  because:
    "one URL is one page: pages for different keywords rendered to one URL overwrite each other, so only one of them can exist",
  confidence: ISSUE_PENALTIES.keyword_variable_not_in_url,
  decide(ctx) {
    return issuesOrNull(
      ctx.keywordVars.filter((v) => !ctx.urlVars.includes(v)).map((v) => ({
        kind: "keyword_variable_not_in_url",
        severity: "high",
        detail:
          `[${v}] changes the keyword but not the URL, so different keywords would share one URL`,
        blocking: true,
      })),
    );
  },
};
