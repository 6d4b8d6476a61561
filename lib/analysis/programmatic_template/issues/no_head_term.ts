import { tokens } from "../../text.ts";
import { VARIABLE } from "../values.ts";
import type { IssueRule } from "./types.ts";

/** A keyword pattern of variables only: bare names carry no search intent. */
export const noHeadTerm: IssueRule = {
  id: "no_head_term",
  penalty: 0.3,
  check(ctx) {
    const headWords = tokens(ctx.keywordPattern.replace(VARIABLE, " "));
    if (headWords.length > 0) return [];
    return [{
      kind: "no_head_term",
      severity: "high",
      detail:
        "keyword_pattern has no words besides its variables, so pages target bare names with no search intent",
      blocking: false,
    }];
  },
};
