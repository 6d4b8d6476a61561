import assert from "node:assert/strict";
import { ctx, found } from "./testing.ts";
import { queryStringVariable } from "./query_string_variable.ts";

Deno.test("[programmatic_template issues] a variable in the query string is flagged, one in the path is not", () => {
  assert.equal(found(queryStringVariable, ctx({ urlPattern: "/plumbers?city=[city]" })).length, 1);
  assert.equal(queryStringVariable.decide(ctx({ urlPattern: "/plumbers/[city]?ref=x" })), null);
});
