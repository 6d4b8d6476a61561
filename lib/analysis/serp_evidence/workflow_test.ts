import assert from "node:assert/strict";
import {
  EVIDENCE_CONFIDENCE,
  evidenceConfidence,
  evidenceDecision,
  THIN_AGREEMENT,
  UNCLEAR_FORMAT,
} from "./workflow.ts";

const outcome = (results: number, pages_read: number, synthetic = false) => ({
  serp: { results, pages_read },
  synthetic,
});

Deno.test("[serp evidence] confidence follows the share of top pages read", () => {
  assert.equal(evidenceConfidence(outcome(0, 0)), EVIDENCE_CONFIDENCE.none);
  assert.equal(evidenceConfidence(outcome(10, 10, true)), EVIDENCE_CONFIDENCE.synthetic);
  assert.equal(evidenceConfidence(outcome(10, 0)), EVIDENCE_CONFIDENCE.serpOnly);
  assert.equal(evidenceConfidence(outcome(10, 10)), EVIDENCE_CONFIDENCE.max);
  assert.equal(evidenceConfidence(outcome(10, 5)), 0.35 + (0.85 - 0.35) * 0.5);
});

Deno.test("[serp evidence] an unclear format lowers the confidence only where the format is judged", () => {
  assert.equal(evidenceConfidence(outcome(10, 10), true), EVIDENCE_CONFIDENCE.max);
  assert.equal(
    evidenceConfidence(outcome(10, 10), false),
    EVIDENCE_CONFIDENCE.max - UNCLEAR_FORMAT,
  );
  assert.equal(evidenceConfidence(outcome(0, 0), false), EVIDENCE_CONFIDENCE.none);
  assert.equal(evidenceConfidence(outcome(10, 10, true), false), EVIDENCE_CONFIDENCE.synthetic);
});

Deno.test("[serp evidence] the evidence decides no_serp and synthetic, else the operation does", () => {
  assert.equal(evidenceDecision(outcome(0, 0, true), "synthetic_x"), "no_serp");
  assert.equal(evidenceDecision(outcome(10, 0, true), "synthetic_x"), "synthetic_x");
  assert.equal(evidenceDecision(outcome(10, 3), "synthetic_x"), null);
});

Deno.test("[serp evidence workflow] pages that share under three sections cap confidence at 0.5", () => {
  assert.equal(evidenceConfidence(outcome(10, 10), true, 0), THIN_AGREEMENT.cap);
  assert.equal(evidenceConfidence(outcome(10, 10), true, 2), THIN_AGREEMENT.cap);
  assert.equal(evidenceConfidence(outcome(10, 10), true, 3), EVIDENCE_CONFIDENCE.max);
  assert.equal(
    evidenceConfidence(outcome(10, 0), true, 0),
    EVIDENCE_CONFIDENCE.serpOnly,
    "no page read: the SERP-only figure",
  );
  assert.equal(evidenceConfidence(outcome(10, 10, true), true, 0), EVIDENCE_CONFIDENCE.synthetic);
});
