import assert from "node:assert/strict";
import { facts, snap } from "./testing.ts";
import { unseenFeatures } from "./unseen_features.ts";

Deno.test("[serp_volatility limitations] SERP features are unseen unless every snapshot lists them", () => {
  assert.match(unseenFeatures.decide(facts())![0], /SERP features, ads and personalisation/);
  const withFeatures = [snap("2025-03-10"), snap("2025-03-17")]
    .map((s) => ({ ...s, serp_features: ["video"] }));
  assert.equal(
    unseenFeatures.decide(facts(withFeatures))![0],
    "Only the supplied snapshots are compared; ads and personalisation are not seen.",
  );
});
