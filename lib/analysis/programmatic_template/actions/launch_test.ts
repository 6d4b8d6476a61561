import assert from "node:assert/strict";
import { ctx, recommended, report } from "./testing.ts";
import { launch } from "./launch.ts";

Deno.test("[programmatic_template actions] a pilot decision launches the pilot; hold launches nothing", () => {
  const [action] = recommended(launch, ctx());
  assert.equal(
    action.action,
    "Launch a pilot of 20 gated pages and measure indexing for 4-6 weeks",
  );
  assert.equal(action.priority, "medium");
  const held = report({ launch_decision: { decision: "hold", reasons: ["blocking"] } });
  assert.equal(launch.decide(ctx({ r: held })), null);
});
