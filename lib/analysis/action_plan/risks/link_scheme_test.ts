import assert from "node:assert/strict";
import { linkScheme } from "./link_scheme.ts";
import { facts, node, raised } from "./testing.ts";

Deno.test("[action_plan risks] bought links and mass directories are link schemes", () => {
  const nodes = [
    node(0, "Buy 50 backlinks"),
    node(1, "Submit to 100 web directories"),
    node(2, "Reclaim lost links"),
    node(3, "Join a PBN", { status: "done" }),
  ];
  const risks = raised(linkScheme, facts({ nodes }));
  assert.deepEqual(risks.map((r) => r.items[0]), [
    "Buy 50 backlinks",
    "Submit to 100 web directories",
  ]);
  assert.equal(risks[0].severity, "high");
  assert.match(risks[0].risk, /paying for links is a link scheme/);
});
