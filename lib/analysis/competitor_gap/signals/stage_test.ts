import assert from "node:assert/strict";
import { stage } from "./stage.ts";

const ctx = {
  totalCompetitors: 1,
  maxDemand: 0,
  available: { demand: false, rank: false, ease: false },
};

Deno.test("[competitor_gap/signals] stage values decision pages most", () => {
  assert.equal(stage.decide({ g: { stage: "awareness" }, ctx: ctx }), 0.5);
  assert.equal(stage.decide({ g: { stage: "consideration" }, ctx: ctx }), 0.75);
  assert.equal(stage.decide({ g: { stage: "decision" }, ctx: ctx }), 1);
  assert.match(stage.when, /^weight 0\.10, .*awareness 0\.5, consideration 0\.75, decision 1$/);
});
