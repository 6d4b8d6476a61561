import assert from "node:assert/strict";
import { readinessOf } from "./readiness.ts";
import type { Finding } from "./result.ts";

function finding(id: string, severity: Finding["severity"]): Finding {
  return { id, severity, title: id, count: 1, examples: [], why: "w", fix: "f", source: null };
}

Deno.test("[technical qa] readiness: only minor findings can be ready; weights 25/10/3 off 100", () => {
  assert.deepEqual(readinessOf([]), { score: 100, band: "ready", capped_by: null });
  assert.deepEqual(readinessOf([finding("a", "low"), finding("b", "low")]), {
    score: 94,
    band: "ready",
    capped_by: null,
  });
  const lows = Array.from({ length: 6 }, (_, i) => finding(`x${i}`, "low"));
  assert.equal(readinessOf(lows).band, "needs_work");
});

Deno.test("[technical qa] readiness: an important finding is never ready, at most 80", () => {
  const r = readinessOf([finding("snippet_directives", "medium")]);
  assert.equal(r.band, "needs_work");
  assert.equal(r.score, 80);
});

Deno.test("[technical qa] readiness: a critical finding blocks, at most 40, and names itself", () => {
  const r = readinessOf([finding("expected_canonical", "high"), finding("headings", "low")]);
  assert.equal(r.band, "blocked");
  assert.equal(r.score, 40);
  assert.equal(r.capped_by, "expected_canonical");
  const many = Array.from({ length: 6 }, (_, i) => finding(`x${i}`, "high"));
  assert.equal(readinessOf(many).score, 0);
});

Deno.test("[technical qa readiness] a page that answered an error status is blocked even when its only finding is minor", () => {
  const low = { id: "http_status", severity: "low" } as unknown as Finding;
  const r = readinessOf([low], true);
  assert.equal(r.band, "blocked");
  assert.ok(r.score <= 40);
  assert.equal(r.capped_by, "http_status");
  assert.equal(readinessOf([low]).band, "ready");
});
