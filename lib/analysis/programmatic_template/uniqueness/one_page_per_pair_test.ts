import assert from "node:assert/strict";
import { ctx, written } from "./testing.ts";
import { onePagePerPair } from "./one_page_per_pair.ts";

Deno.test("[programmatic_template uniqueness] pairs are one page for comparisons or two keyword variables", () => {
  assert.equal(written(onePagePerPair, ctx({ playbook: "comparisons" })).length, 1);
  assert.equal(written(onePagePerPair, ctx({ keywordVars: ["a", "b"] })).length, 1);
  assert.equal(onePagePerPair.decide(ctx()), null);
});
