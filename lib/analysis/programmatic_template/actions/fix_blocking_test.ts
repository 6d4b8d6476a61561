import assert from "node:assert/strict";
import { ctx } from "./testing.ts";
import { fixBlocking } from "./fix_blocking.ts";

Deno.test("[programmatic_template actions] each blocking issue is fixed before launch", () => {
  const blocking = [{
    kind: "url_collisions",
    severity: "high" as const,
    detail: "2 of 20 collide",
    blocking: true,
  }];
  const actions = fixBlocking.actions(ctx({ f: { blocking } }));
  assert.equal(actions[0].action, "Fix before launch: 2 of 20 collide");
  assert.equal(
    actions[0].reason,
    "Blocking url collisions issue: no page should be generated until it is fixed",
  );
  assert.deepEqual(fixBlocking.actions(ctx()), []);
});
