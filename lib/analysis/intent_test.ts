import assert from "node:assert/strict";
import { classifyIntent } from "./intent.ts";

Deno.test("[intent] intent follows the query's modifiers", () => {
  assert.equal(classifyIntent("buy running shoes").intent, "transactional");
  assert.equal(classifyIntent("best crm software").intent, "commercial");
  assert.equal(classifyIntent("hubspot vs salesforce").intent, "commercial");
  assert.equal(classifyIntent("how to choose a crm").intent, "informational");
  assert.equal(classifyIntent("gmail login").intent, "navigational");
  // A how/why question is informational even when it names a price; "how much" asks a price.
  assert.equal(classifyIntent("how crm pricing works").intent, "informational");
  assert.equal(classifyIntent("why is crm software expensive").intent, "informational");
  assert.equal(classifyIntent("how much does a crm cost").intent, "transactional");
  assert.deepEqual(classifyIntent("crm"), { intent: "informational", signal: null });
});
