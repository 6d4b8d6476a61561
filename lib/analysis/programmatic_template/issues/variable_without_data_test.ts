import assert from "node:assert/strict";
import { ctx, found } from "./testing.ts";
import { variableWithoutData } from "./variable_without_data.ts";

Deno.test("[programmatic_template issues] a pattern variable no source or record provides blocks the launch", () => {
  const missing = (in_sources: boolean | null, in_records: boolean | null) => ({
    variable: "city",
    in_patterns: true,
    in_sources,
    in_records,
    empty_in_records: 0,
  });
  const issues = found(variableWithoutData, ctx({ missingVariables: [missing(false, null)] }));
  assert.equal(issues.length, 1);
  assert.equal(issues[0].blocking, true);
  assert.equal(variableWithoutData.decide(ctx({ missingVariables: [missing(false, true)] })), null);
});
