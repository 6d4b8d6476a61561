import assert from "node:assert/strict";
import { facts } from "./testing.ts";
import { doorwayPages } from "./doorway_pages.ts";

Deno.test("[programmatic_template risks] one location behind every page is a high doorway risk", () => {
  const risk = doorwayPages.decide(facts({ playbook: "locations", singleLocation: ["address"] }));
  assert.equal(risk?.level, "high");
  assert.match(risk?.reason ?? "", /^one location \(the same address on every record\)/);
});

Deno.test("[programmatic_template risks] location pages with 3+ unique fields and clean data are low", () => {
  assert.equal(doorwayPages.decide(facts({ playbook: "locations", uniqueCount: 3 }))?.level, "low");
  assert.equal(doorwayPages.decide(facts({ playbook: "personas", uniqueCount: 1 }))?.level, "high");
  assert.equal(doorwayPages.decide(facts({ playbook: "integrations" })), null);
});
