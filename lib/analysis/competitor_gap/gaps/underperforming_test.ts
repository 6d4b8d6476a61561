import assert from "node:assert/strict";
import { coverageOf } from "./fixture.ts";
import { underperforming } from "./underperforming.ts";

Deno.test("[competitor_gap/gaps] a covered topic ranking beyond 20 where a competitor is top 10 underperforms", () => {
  const at = (ownRank: number | null, bestRank: number | null) => ({
    coverage: coverageOf("covered", { own_rank: ownRank }),
    pageType: "guide",
    bestRank,
  });
  assert.equal(underperforming.decide(at(35, 9)), true);
  assert.equal(underperforming.decide(at(20, 9)), null);
  assert.equal(underperforming.decide(at(35, 11)), null);
  assert.equal(underperforming.decide(at(35, null)), null);
  assert.equal(underperforming.decide(at(null, 2)), null);
});

Deno.test("[competitor_gap/gaps] an underperforming page is improved, with both ranks in the action", () => {
  const f = {
    coverage: coverageOf("covered", { url: "/guides/churn", own_rank: 35 }),
    pageType: "guide",
    bestRank: 9,
    head: "churn rate",
  };
  assert.equal(
    underperforming.action(f),
    'Improve /guides/churn for "churn rate": it ranks #35 where competitors rank #9',
  );
});
