import assert from "node:assert/strict";
import { SCORING } from "../thresholds.ts";
import { coverageOf } from "./fixture.ts";
import { underperforming } from "./underperforming.ts";

Deno.test("[competitor_gap/gaps] a covered topic ranking beyond 20 where a competitor is top 10 underperforms", () => {
  const at = (ownRank: number | null, bestRank: number | null) => ({
    coverage: coverageOf("covered", { own_rank: ownRank }),
    pageType: "guide",
    bestRank,
  });
  assert.equal(underperforming.assess(at(35, 9), SCORING), true);
  assert.equal(underperforming.assess(at(20, 9), SCORING), false);
  assert.equal(underperforming.assess(at(35, 11), SCORING), false);
  assert.equal(underperforming.assess(at(35, null), SCORING), false);
  assert.equal(underperforming.assess(at(null, 2), SCORING), false);
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
