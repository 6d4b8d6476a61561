import assert from "node:assert/strict";
import { judge, row, siteOf } from "../testing.ts";
import { merge } from "./merge.ts";

Deno.test("[cannibalization remediation] a strong overlap with value of its own is merged", () => {
  const site = siteOf([
    row("https://x.com/a", "Sourdough starter", [], { primary_keyword: "sourdough starter" }),
    row("https://x.com/b", "Sourdough starter", [], {
      primary_keyword: "sourdough starter",
      clicks: 90,
      backlinks: 7,
    }),
  ]);
  const step = merge.decide(judge(site, 1, 0));
  assert.equal(step?.action, "merge");
  assert.match(step!.reason, /90 clicks, 7 backlinks/);
  assert.match(step!.steps[1], /301-redirect https:\/\/x.com\/b to https:\/\/x.com\/a/);
});
