import assert from "node:assert/strict";
import { checkCannibalization } from "./check_cannibalization.ts";
import { ctx, domain } from "./testing.ts";

Deno.test("[serp_volatility actions] a changed ranking URL of the owner is checked for cannibalization", () => {
  const owner = domain("mine.com", 2, 2, {
    is_owner: true,
    last_url: "https://mine.com/b",
    ranking_url_changed: true,
  });
  const [action] = checkCannibalization.decide(ctx({ o: { owner } }))!;
  assert.equal(action.target, "https://mine.com/b");
  assert.equal(checkCannibalization.decide(ctx()), null);
});
