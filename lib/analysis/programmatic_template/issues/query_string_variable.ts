import { HAS_VARIABLE } from "../values.ts";
import type { IssueRule } from "./types.ts";

/** A variable in the URL's query string: indexable pages need path segments. */
export const queryStringVariable: IssueRule = {
  id: "query_string_variable",
  penalty: 0.2,
  check(ctx) {
    const queryAt = ctx.urlPattern.indexOf("?");
    if (queryAt < 0 || !HAS_VARIABLE.test(ctx.urlPattern.slice(queryAt))) return [];
    return [{
      kind: "query_string_variable",
      severity: "medium",
      detail: "a variable sits in the query string; use path segments for indexable pages",
      blocking: false,
    }];
  },
};
