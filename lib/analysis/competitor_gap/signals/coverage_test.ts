import assert from "node:assert/strict";
import { SCORING } from "../thresholds.ts";
import { coverage } from "./coverage.ts";

Deno.test("[competitor_gap/signals] coverage is full when every competitor (or three) covers the topic", () => {
  assert.equal(coverage.assess({ competitors: [0, 1, 2] }, { totalCompetitors: 3 }, SCORING), 1);
  const third = coverage.assess({ competitors: [0, 1, 2] }, { totalCompetitors: 15 }, SCORING);
  assert.ok(Math.abs(third - 0.5) < 1e-12, `ln 4 / ln 16 is 0.5, not ${third}`);
  // With fewer than three competitors the scale still runs to three: ln 2 / ln 4.
  const one = coverage.assess({ competitors: [0] }, { totalCompetitors: 1 }, SCORING);
  assert.ok(Math.abs(one - 0.5) < 1e-12, `ln 2 / ln 4 is 0.5, not ${one}`);
});

Deno.test("[competitor_gap/signals] coverage's method quotes its weight and floor", () => {
  assert.equal(
    coverage.method(SCORING),
    "coverage 0.35 = ln(1 + competitors covering) / ln(1 + max(competitors, 3))",
  );
});
