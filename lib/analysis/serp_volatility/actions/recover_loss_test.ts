import assert from "node:assert/strict";
import { recoverLoss } from "./recover_loss.ts";
import { ctx } from "./testing.ts";

Deno.test("[serp_volatility actions] a calm-week loss asks for an indexing check and a refresh", () => {
  const [action] = recoverLoss.decide(ctx())!;
  assert.equal(
    action.action,
    'Check the indexing of https://mine.com/a, then refresh it for "running shoes"',
  );
  assert.match(action.reason, /^mine\.com fell from #2 to #9 between 2025-03-10 and 2025-03-17/);
  assert.equal(recoverLoss.decide(ctx({ o: { ownerLoss: null } })), null);
});
