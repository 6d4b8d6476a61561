import assert from "node:assert/strict";
import { ctx } from "./testing.ts";
import { noHeadTerm } from "./no_head_term.ts";

Deno.test("[programmatic_template issues] a keyword pattern of variables only has no head term", () => {
  assert.equal(noHeadTerm.check(ctx({ keywordPattern: "[city] [state]" }))[0].kind, "no_head_term");
  assert.deepEqual(noHeadTerm.check(ctx()), []);
});
