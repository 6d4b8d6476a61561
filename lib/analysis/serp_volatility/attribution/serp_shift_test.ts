import assert from "node:assert/strict";
import { serpShift } from "./serp_shift.ts";
import { CALM_PAIR, OWNER, ownerFacts } from "./testing.ts";

Deno.test("[serp_volatility attribution] a shifted SERP is investigated; a loss in it is blamed on the shift", () => {
  assert.equal(serpShift.decide(ownerFacts()), null);
  const loss = { pair: CALM_PAIR, before: 2, after: 9 };
  const o = ownerFacts({ owner: OWNER, ownerLoss: loss, shifted: true });
  assert.match(serpShift.decide(o) ?? "", /^The whole SERP moved in that interval/);
});
