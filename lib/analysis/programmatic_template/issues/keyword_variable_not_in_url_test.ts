import assert from "node:assert/strict";
import { ctx, found } from "./testing.ts";
import { keywordVariableNotInUrl } from "./keyword_variable_not_in_url.ts";

Deno.test("[programmatic_template issues] a keyword variable the URL lacks blocks the launch", () => {
  const issues = found(
    keywordVariableNotInUrl,
    ctx({ keywordVars: ["city", "service"], urlVars: ["city"] }),
  );
  assert.equal(issues.length, 1);
  assert.equal(issues[0].blocking, true);
  assert.match(issues[0].detail, /^\[service\] changes the keyword but not the URL/);
  assert.equal(keywordVariableNotInUrl.decide(ctx()), null);
});
