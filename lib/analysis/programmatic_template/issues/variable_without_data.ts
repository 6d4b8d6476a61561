import type { IssueRule } from "./types.ts";

/** A pattern variable no source and no record provides blocks the launch. */
export const variableWithoutData: IssueRule = {
  id: "variable_without_data",
  penalty: 0,
  check(ctx) {
    return ctx.missingVariables.filter((v) => {
      const absent = v.in_sources === false || v.in_records === false;
      return v.in_patterns && absent && v.in_sources !== true && v.in_records !== true;
    }).map((v) => ({
      kind: "variable_without_data",
      severity: "high",
      detail:
        `[${v.variable}] is used in the patterns but no data source field or sample record provides it`,
      blocking: true,
    }));
  },
};
