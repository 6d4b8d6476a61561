import assert from "node:assert/strict";
import { blockedItems } from "./blocked_items.ts";
import { facts, node, raised } from "./testing.ts";

Deno.test("[action_plan risks] a blocked item holding back a chain is high", () => {
  const nodes = [
    node(0, "Blocked", { status: "blocked" }),
    node(1, "Waits", { deps: [0] }),
    node(2, "Waits more", { deps: [1] }),
  ];
  const unscheduled = new Map([
    [0, { kind: "blocked" as const, reason: "" }],
    [1, { kind: "waits" as const, reason: "" }],
    [2, { kind: "waits" as const, reason: "" }],
  ]);
  const [risk] = raised(blockedItems, facts({ nodes, order: [0, 1, 2], unscheduled }));
  assert.equal(risk.severity, "high");
  assert.equal(risk.risk, "1 blocked item holds back 2 items that wait for it");
  assert.deepEqual(risk.items, ["Blocked", "Waits", "Waits more"]);
});

Deno.test("[action_plan risks] a lone blocked item of medium priority is medium", () => {
  const nodes = [node(0, "Blocked", { status: "blocked" })];
  const [risk] = raised(blockedItems, facts({ nodes, order: [0] }));
  assert.equal(risk.severity, "medium");
  assert.equal(blockedItems.decide(facts({ nodes: [node(0, "Free")] })), null);
});
