import assert from "node:assert/strict";
import type { ScheduledAction } from "../result.ts";
import { oversizedItems } from "./oversized_items.ts";
import { facts, out, raised } from "./testing.ts";

Deno.test("[action_plan risks] an item over twice the weekly capacity is a high risk", () => {
  const big = { title: "Big", effort: 8, oversized: true } as ScheduledAction;
  const [risk] = raised(
    oversizedItems,
    facts({ capacity: 3, scheduled: [big], unscheduledList: [out(1, "Bigger", 7)] }),
  );
  assert.equal(risk.severity, "high");
  assert.deepEqual(risk.items, ["Big", "Bigger"]);
  assert.match(risk.risk, /largest 8\); each is spread over 3\+ weeks/);
  assert.equal(oversizedItems.decide(facts({ unscheduledList: [out(0, "Small", 2)] })), null);
});
