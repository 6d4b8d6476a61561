import assert from "node:assert/strict";
import { facts } from "./testing.ts";
import { staleData } from "./stale_data.ts";

Deno.test("[programmatic_template risks] a yearly source is stale", () => {
  const risk = staleData.decide(
    facts({ sourceFacts: [{ name: "census", freshness_score: 0.3, stale: true }] }),
  );
  assert.equal(risk?.reason, "updated yearly or less: census");
  assert.equal(staleData.decide(facts()), null);
});

Deno.test("[programmatic_template risks] unknown freshness is stale only for time-sensitive data", () => {
  const unknown = [{ name: "sheet", freshness_score: null, stale: false }];
  assert.equal(staleData.decide(facts({ sourceFacts: unknown }))?.value, null);
  assert.equal(staleData.decide(facts({ sourceFacts: unknown, playbook: "glossary" })), null);
});
