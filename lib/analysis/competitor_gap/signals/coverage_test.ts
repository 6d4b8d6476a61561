import assert from "node:assert/strict";
import { coverage } from "./coverage.ts";

Deno.test("[competitor_gap/signals] coverage is full when every competitor (or three) covers the topic", () => {
  assert.equal(coverage.decide({ g: { competitors: [0, 1, 2] }, ctx: { totalCompetitors: 3 } }), 1);
  const third = coverage.decide({ g: { competitors: [0, 1, 2] }, ctx: { totalCompetitors: 15 } })!;
  assert.ok(Math.abs(third - 0.5) < 1e-12, `ln 4 / ln 16 is 0.5, not ${third}`);
  // With fewer than three competitors the scale still runs to three: ln 2 / ln 4.
  const one = coverage.decide({ g: { competitors: [0] }, ctx: { totalCompetitors: 1 } })!;
  assert.ok(Math.abs(one - 0.5) < 1e-12, `ln 2 / ln 4 is 0.5, not ${one}`);
});

Deno.test("[competitor_gap/signals] coverage's condition quotes its weight and floor", () => {
  assert.equal(
    coverage.when,
    "weight 0.35, always: ln(1 + competitors covering) / ln(1 + max(competitors, 3))",
  );
  assert.equal(coverage.confidence, 0.35);
});
