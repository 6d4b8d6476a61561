import assert from "node:assert/strict";
import { readinessOf } from "./readiness.ts";
import type { Finding } from "./result.ts";

function finding(id: string, severity: Finding["severity"]): Finding {
  return { id, severity, title: id, count: 1, examples: [], why: "w", fix: "f" };
}

Deno.test("[technical qa] readiness: weights 25/10/3 off 100, bands at 85 and 60, floor 0", () => {
  assert.deepEqual(readinessOf([]), { score: 100, band: "ready", capped_by: null });
  assert.equal(readinessOf([finding("a", "medium"), finding("b", "low")]).band, "ready");
  assert.deepEqual(readinessOf([finding("headings", "high")]), {
    score: 75,
    band: "needs_work",
    capped_by: null,
  });
  const many = Array.from({ length: 6 }, (_, i) => finding(`x${i}`, "high"));
  assert.equal(readinessOf(many).score, 0);
  assert.equal(readinessOf(many).band, "blocked");
});

Deno.test("[technical qa] readiness: a high indexability or canonical finding caps at blocked", () => {
  const r = readinessOf([finding("expected_canonical", "high")]);
  assert.equal(r.score, 75);
  assert.equal(r.band, "blocked");
  assert.equal(r.capped_by, "expected_canonical");
  assert.equal(readinessOf([finding("canonical", "medium")]).band, "ready");
});
