import assert from "node:assert/strict";
import { studyNewcomers } from "./study_newcomers.ts";
import { ctx } from "./testing.ts";

Deno.test("[serp_volatility actions] competitor newcomers are studied, the owner's own URLs left out", () => {
  const [action] = studyNewcomers.decide(ctx())!;
  assert.equal(action.reason, "Entered between 2025-03-10 and 2025-03-17: https://rival.com/new");
  assert.equal(studyNewcomers.decide(ctx({ o: { ownerLoss: null } })), null);
});
