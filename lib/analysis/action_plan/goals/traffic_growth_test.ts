import assert from "node:assert/strict";
import { trafficGrowth } from "./traffic_growth.ts";

Deno.test("[action_plan goals] traffic growth terms match whole words", () => {
  const found = (text: string) => trafficGrowth.decide({ goal: "traffic_growth", text });
  assert.deepEqual(found("write a new guide on long-tail keywords"), [
    "write",
    "new guide",
    "long-tail",
    "keywords",
  ]);
  assert.equal(found("fix the pricing form"), null);
});
