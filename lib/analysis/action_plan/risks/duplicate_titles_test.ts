import assert from "node:assert/strict";
import { duplicateTitles } from "./duplicate_titles.ts";
import { facts, node } from "./testing.ts";

Deno.test("[action_plan risks] titles equal after folding are duplicate work", () => {
  const nodes = [node(0, "Write Guide"), node(1, "write  guide"), node(2, "Other")];
  const [risk] = duplicateTitles.assess(facts({ nodes }));
  assert.equal(risk.severity, "low");
  assert.deepEqual(risk.items, ["Write Guide"]);
  assert.deepEqual(duplicateTitles.assess(facts({ nodes: [node(0, "A"), node(1, "B")] })), []);
});
