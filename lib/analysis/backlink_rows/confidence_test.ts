import assert from "node:assert/strict";
import { decisionConfidence, rowsConfidence } from "./confidence.ts";

const row = (priority: "high" | "medium" | "low", signals: string[], spam = 5) => ({
  priority,
  signals,
  backlinks: 200,
  spam_score: spam,
});

Deno.test("[backlink rows] a decision's confidence follows what it rests on", () => {
  // A university's 404 (a stated status code), a law firm's network, a shop's casino page.
  assert.equal(decisionConfidence(row("high", ["page_down"])), 0.9);
  assert.equal(decisionConfidence(row("high", ["link_network"]), 3), 0.65);
  assert.equal(decisionConfidence(row("high", ["link_network"]), 6), 0.8);
  assert.ok(
    decisionConfidence(row("high", ["injected_spam:gambling"], 79)) >
      decisionConfidence(row("high", ["injected_spam:gambling"], 62)),
  );
});

Deno.test("[backlink rows] the rows' confidence mixes coverage and the high decisions", () => {
  const many = Array.from({ length: 25 }, () => row("low", []));
  const stated = rowsConfidence([...many, row("high", ["lost"])]);
  const inferred = rowsConfidence([...many, row("high", ["link_network"])], 3);
  assert.ok(stated > inferred, `${stated} vs ${inferred}`);
  // Two rows and no decision: little seen, little confidence.
  assert.ok(rowsConfidence([row("low", []), row("low", [])]) < 0.55);
  assert.ok(stated <= 0.85);
});
