import assert from "node:assert/strict";
import { ctx, found } from "./testing.ts";
import { noHeadTerm } from "./no_head_term.ts";

Deno.test("[programmatic_template issues] a keyword pattern of variables only has no head term", () => {
  assert.equal(
    found(noHeadTerm, ctx({ keywordPattern: "[city] [state]" }))[0].kind,
    "no_head_term",
  );
  assert.equal(noHeadTerm.decide(ctx()), null);
});
