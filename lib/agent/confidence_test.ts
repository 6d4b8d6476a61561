import assert from "node:assert/strict";
import { calibrate } from "./confidence.ts";

Deno.test("[confidence] direct evidence keeps the ceiling; guesses scale it down and say so", () => {
  assert.deepEqual(calibrate(0.8, [1, 1, 1], "x"), { confidence: 0.8, strength: 1, caveat: null });
  const thin = calibrate(0.8, [0.3, 0.3, 1], "Most matches rest on one shared word");
  assert.ok(thin.confidence < 0.7, String(thin.confidence));
  assert.match(
    thin.caveat!,
    /^Most matches rest on one shared word: treat this as a first pass\.$/,
  );
  assert.equal(calibrate(0.8, [], "x").confidence, 0.8);
  assert.equal(calibrate(0.1, [0], "x").confidence, 0.2);
});
