import assert from "node:assert/strict";
import { ctx, found } from "./testing.ts";
import { urlVariableNotInKeyword } from "./url_variable_not_in_keyword.ts";

Deno.test("[programmatic_template issues] a URL variable the keyword lacks splits one keyword over pages", () => {
  const issues = found(urlVariableNotInKeyword, ctx({ urlVars: ["city", "id"] }));
  assert.deepEqual(issues.map((i) => [i.kind, i.severity]), [[
    "url_variable_not_in_keyword",
    "medium",
  ]]);
  assert.equal(urlVariableNotInKeyword.decide(ctx()), null);
});
