import assert from "node:assert/strict";
import { ctx, recommended } from "./testing.ts";
import { fixBlocking } from "./fix_blocking.ts";

Deno.test("[programmatic_template actions] each blocking issue is fixed before launch", () => {
  const blocking = [{
    kind: "url_collisions",
    severity: "high" as const,
    detail: "2 of 20 collide",
    blocking: true,
  }];
  const actions = recommended(fixBlocking, ctx({ f: { blocking } }));
  assert.equal(actions[0].action, "Fix before launch: 2 of 20 collide");
  assert.equal(
    actions[0].reason,
    "Blocking url collisions issue: no page should be generated until it is fixed",
  );
  assert.equal(fixBlocking.decide(ctx()), null);
});
