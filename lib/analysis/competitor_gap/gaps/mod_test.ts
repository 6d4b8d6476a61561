import assert from "node:assert/strict";
import { coverageOf } from "./fixture.ts";
import { GAP_RULES, gapTypeOf } from "./mod.ts";

Deno.test("[competitor_gap/gaps] at most one gap rule holds for a topic, and none for a well-ranked covered one", () => {
  for (const status of ["none", "partial", "covered"] as const) {
    for (const pageType of ["guide", "service_page"]) {
      for (const ownRank of [null, 5, 35]) {
        for (const bestRank of [null, 2, 30]) {
          const f = { coverage: coverageOf(status, { own_rank: ownRank }), pageType, bestRank };
          const holding = GAP_RULES.filter((r) => r.decide(f) !== null).map((r) => r.id);
          assert.ok(holding.length <= 1, `${JSON.stringify(f)}: ${holding}`);
          assert.equal(gapTypeOf(f), holding[0] ?? null);
        }
      }
    }
  }
  const fine = { coverage: coverageOf("covered", { own_rank: 4 }), pageType: "guide", bestRank: 2 };
  assert.equal(gapTypeOf(fine), null);
});
