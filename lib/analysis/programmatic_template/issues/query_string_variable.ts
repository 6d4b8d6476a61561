import { ISSUE_PENALTIES } from "../thresholds.ts";
import { HAS_VARIABLE } from "../values.ts";
import { DECIDES, type IssueRule } from "./types.ts";

export const queryStringVariable: IssueRule = {
  id: "query_string_variable",
  decides: DECIDES,
  when:
    `a variable sits in the URL's query string: medium, penalty ${ISSUE_PENALTIES.query_string_variable}`,
  because:
    "Google Search Central (URL structure): keep URLs simple and descriptive; URLs with parameters can cause crawling problems, while path segments give each page its own readable URL",
  confidence: ISSUE_PENALTIES.query_string_variable,
  decide(ctx) {
    const queryAt = ctx.urlPattern.indexOf("?");
    if (queryAt < 0 || !HAS_VARIABLE.test(ctx.urlPattern.slice(queryAt))) return null;
    return [{
      kind: "query_string_variable",
      severity: "medium",
      detail: "a variable sits in the query string; use path segments for indexable pages",
      blocking: false,
    }];
  },
};
