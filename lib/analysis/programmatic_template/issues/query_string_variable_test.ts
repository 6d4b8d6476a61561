import assert from "node:assert/strict";
import { ctx } from "./testing.ts";
import { queryStringVariable } from "./query_string_variable.ts";

Deno.test("[programmatic_template issues] a variable in the query string is flagged, one in the path is not", () => {
  assert.equal(queryStringVariable.check(ctx({ urlPattern: "/plumbers?city=[city]" })).length, 1);
  assert.deepEqual(queryStringVariable.check(ctx({ urlPattern: "/plumbers/[city]?ref=x" })), []);
});
