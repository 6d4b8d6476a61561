import assert from "node:assert/strict";
import { ctx, recommended, report } from "./testing.ts";
import { refreshData } from "./refresh_data.ts";

Deno.test("[programmatic_template actions] stale data gets a refresh schedule", () => {
  const stale = {
    risk: "stale_data",
    level: "medium" as const,
    reason: "updated yearly or less: census",
    value: 1,
  };
  const r = report({ scale_risk: { level: "medium", risks: [stale] } });
  assert.equal(recommended(refreshData, ctx({ r }))[0].reason, "updated yearly or less: census");
  assert.equal(refreshData.decide(ctx({ r, oneLocation: true })), null);
});
