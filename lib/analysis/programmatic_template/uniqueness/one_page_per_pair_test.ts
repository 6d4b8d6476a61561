import assert from "node:assert/strict";
import { ctx } from "./testing.ts";
import { onePagePerPair } from "./one_page_per_pair.ts";

Deno.test("[programmatic_template uniqueness] pairs are one page for comparisons or two keyword variables", () => {
  assert.equal(onePagePerPair.rules(ctx({ playbook: "comparisons" })).length, 1);
  assert.equal(onePagePerPair.rules(ctx({ keywordVars: ["a", "b"] })).length, 1);
  assert.deepEqual(onePagePerPair.rules(ctx()), []);
});
