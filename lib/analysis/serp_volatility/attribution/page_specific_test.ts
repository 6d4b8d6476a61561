import assert from "node:assert/strict";
import { attributionOf } from "./mod.ts";
import { pageSpecific } from "./page_specific.ts";
import { CALM_PAIR, OWNER, ownerFacts } from "./testing.ts";

Deno.test("[serp_volatility attribution] an owner's loss in a calm interval is page-specific", () => {
  const o = ownerFacts({ owner: OWNER, ownerLoss: { pair: CALM_PAIR, before: 2, after: 9 } });
  assert.equal(pageSpecific.applies(o), true);
  assert.equal(attributionOf(o).id, "refresh_content");
  assert.equal(pageSpecific.applies(ownerFacts({ owner: OWNER })), false);
});
