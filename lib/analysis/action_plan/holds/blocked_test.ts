import assert from "node:assert/strict";
import { blocked } from "./blocked.ts";
import { node, state } from "./testing.ts";

Deno.test("[action_plan holds] a blocked item is held back", () => {
  const a = node(0, "A", { status: "blocked" });
  assert.equal(blocked.decide({ node: a, state: state([a]) })?.kind, "blocked");
  const b = node(0, "B");
  assert.equal(blocked.decide({ node: b, state: state([b]) }), null);
});
