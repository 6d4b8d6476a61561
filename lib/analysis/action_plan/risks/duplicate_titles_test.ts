import assert from "node:assert/strict";
import { duplicateTitles } from "./duplicate_titles.ts";
import { facts, node, raised } from "./testing.ts";

Deno.test("[action_plan risks] titles equal after folding are duplicate work", () => {
  const nodes = [node(0, "Write Guide"), node(1, "write  guide"), node(2, "Other")];
  const [risk] = raised(duplicateTitles, facts({ nodes }));
  assert.equal(risk.severity, "low");
  assert.deepEqual(risk.items, ["Write Guide"]);
  assert.equal(duplicateTitles.decide(facts({ nodes: [node(0, "A"), node(1, "B")] })), null);
});
