import assert from "node:assert/strict";
import { overHorizon } from "./over_horizon.ts";
import { facts, node, out, raised } from "./testing.ts";

Deno.test("[action_plan risks] a high-score item beyond the horizon makes it high", () => {
  const nodes = [node(0, "Low"), node(1, "Valuable")];
  const unscheduled = new Map([
    [0, { kind: "capacity" as const, reason: "" }],
    [1, { kind: "capacity" as const, reason: "" }],
  ]);
  const list = [out(0, "Low", 2, 40), out(1, "Valuable", 3, 80)];
  const [risk] = raised(overHorizon, facts({ nodes, unscheduled, unscheduledList: list }));
  assert.equal(risk.severity, "high");
  assert.match(risk.risk, /^2 items \(5 points\) do not fit the 4-week horizon/);
  const low = raised(
    overHorizon,
    facts({ nodes, unscheduled, unscheduledList: [out(0, "Low", 2, 40)] }),
  );
  assert.equal(low[0].severity, "medium");
});

Deno.test("[action_plan risks] items waiting for others are not beyond the horizon", () => {
  const unscheduled = new Map([[0, { kind: "waits" as const, reason: "" }]]);
  const f = facts({ nodes: [node(0, "W")], unscheduled, unscheduledList: [out(0, "W")] });
  assert.equal(overHorizon.decide(f), null);
});
