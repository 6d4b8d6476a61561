import assert from "node:assert/strict";
import { takeLostPlace } from "./take_lost_place.ts";
import { ctx, domain } from "./testing.ts";

Deno.test("[serp_volatility actions] a tracked domain's loss is a place to take, or a market move without owner", () => {
  const watched = [domain("rival.com", 1, 6)];
  const [action] = takeLostPlace.decide(ctx({ o: { watched } }))!;
  assert.equal(action.action, "Check whether your page can take the place rival.com lost");
  assert.match(action.reason, /^rival\.com fell from #1 to #6 between 2025-03-10/);
  const [note] = takeLostPlace.decide(ctx({ o: { watched, owner: null } }))!;
  assert.match(note.action, /^Note the market move: rival\.com/);
  assert.equal(takeLostPlace.decide(ctx()), null);
});
