import assert from "node:assert/strict";
import { SCORING } from "../thresholds.ts";
import { stage } from "./stage.ts";

const ctx = {
  totalCompetitors: 1,
  maxDemand: 0,
  available: { demand: false, rank: false, ease: false },
};

Deno.test("[competitor_gap/signals] stage values decision pages most", () => {
  assert.equal(stage.assess({ stage: "awareness" }, ctx, SCORING), 0.5);
  assert.equal(stage.assess({ stage: "consideration" }, ctx, SCORING), 0.75);
  assert.equal(stage.assess({ stage: "decision" }, ctx, SCORING), 1);
  assert.equal(stage.method(SCORING), "stage 0.10 = awareness 0.5, consideration 0.75, decision 1");
});
