import assert from "node:assert/strict";
import { SCORING } from "../thresholds.ts";
import { SIGNALS } from "./mod.ts";

Deno.test("[competitor_gap/signals] the signals follow the weights table, whose weights sum to 1", () => {
  assert.deepEqual(SIGNALS.map((s) => s.id), Object.keys(SCORING.weights));
  const sum = Object.values(SCORING.weights).reduce((a, b) => a + b, 0);
  assert.ok(Math.abs(sum - 1) < 1e-9);
});
