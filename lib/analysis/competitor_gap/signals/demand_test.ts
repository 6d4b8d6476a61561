import assert from "node:assert/strict";
import { demand } from "./demand.ts";

const known = { demand: true, rank: true, ease: true };

Deno.test("[competitor_gap/signals] demand is the log share of the largest demand among the gaps", () => {
  const ctx = { maxDemand: 2100, available: known };
  assert.equal(demand.decide({ g: { traffic: 2100, volume: null }, ctx: ctx }), 1);
  // The larger of traffic and volume counts.
  assert.equal(
    demand.decide({ g: { traffic: 300, volume: 700 }, ctx: ctx }),
    Math.log1p(700) / Math.log1p(2100),
  );
});

Deno.test("[competitor_gap/signals] demand drops out when no gap has data and is 0 for a topic without it", () => {
  const none = { maxDemand: 0, available: { ...known, demand: false } };
  assert.equal(demand.decide({ g: { traffic: null, volume: null }, ctx: none }), null);
  const some = { maxDemand: 500, available: known };
  assert.equal(demand.decide({ g: { traffic: null, volume: null }, ctx: some }), 0);
  assert.equal(
    demand.decide({ g: { traffic: 0, volume: null }, ctx: { ...some, maxDemand: 0 } }),
    0,
  );
});
