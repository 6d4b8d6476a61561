import assert from "node:assert/strict";
import { ctx, written } from "./testing.ts";
import { conditionalSections } from "./conditional_sections.ts";

Deno.test("[programmatic_template uniqueness] sections render only when filled, on every template", () => {
  const rules = written(conditionalSections, ctx({ uniqueFields: [] }));
  assert.equal(rules.length, 1);
  assert.equal(rules[0].why, "empty sections make every thin page look the same");
});
