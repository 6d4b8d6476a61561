import { ISSUE_PENALTIES } from "../thresholds.ts";
import { DECIDES, type IssueRule, issuesOrNull } from "./types.ts";

export const variableWithoutData: IssueRule = {
  id: "variable_without_data",
  decides: DECIDES,
  when:
    "a pattern variable is provided by no data source field and no sample record (one says it is absent, neither says it is there): high and blocking",
  because:
    "a page cannot be rendered without its pattern variable: the data sources' fields and the sample records are where its values come from",
  confidence: ISSUE_PENALTIES.variable_without_data,
  decide(ctx) {
    return issuesOrNull(
      ctx.missingVariables.filter((v) => {
        const absent = v.in_sources === false || v.in_records === false;
        return v.in_patterns && absent && v.in_sources !== true && v.in_records !== true;
      }).map((v) => ({
        kind: "variable_without_data",
        severity: "high",
        detail:
          `[${v.variable}] is used in the patterns but no data source field or sample record provides it`,
        blocking: true,
      })),
    );
  },
};
