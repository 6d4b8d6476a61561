import assert from "node:assert/strict";
import { attributionOf } from "./mod.ts";
import { pageSpecific } from "./page_specific.ts";
import { CALM_PAIR, OWNER, ownerFacts } from "./testing.ts";

Deno.test("[serp_volatility attribution] an owner's loss in a calm interval is page-specific", () => {
  const o = ownerFacts({ owner: OWNER, ownerLoss: { pair: CALM_PAIR, before: 2, after: 9 } });
  assert.match(pageSpecific.decide(o) ?? "", /looks page-specific/);
  assert.equal(attributionOf(o).decision, "refresh_content");
  assert.equal(pageSpecific.decide(ownerFacts({ owner: OWNER })), null);
});
