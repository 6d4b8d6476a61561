import assert from "node:assert/strict";
import { evidenceOf, row, siteOf } from "../testing.ts";
import { rankingQueries } from "./ranking_queries.ts";

Deno.test("[cannibalization reasons] contested queries carry a share of each page's impressions", () => {
  const site = siteOf([
    row("https://x.com/a", "A", [["crm software", 100, 1000, 4], ["crm demo", 10, 1000, 3]]),
    row("https://x.com/b", "B", [["crm software", 20, 1000, 9]]),
  ]);
  const [reason] = rankingQueries.decide(evidenceOf(site, 0, 1))!;
  assert.equal(reason.type, "shared_ranking_queries");
  assert.equal(reason.strength, 0.7); // 0.7 x max(50%, 100%)
  assert.match(
    reason.description,
    /1 contested ranking query; they carry 50% of .*\/a's impressions and 100% of .*\/b's/,
  );
});

Deno.test("[cannibalization reasons] a query the weaker page barely holds is not contested", () => {
  const site = siteOf([
    row("https://x.com/a", "A", [["crm software", 100, 10000, 4]]),
    row("https://x.com/b", "B", [["crm software", 0, 5, 60], ["crm import", 3, 900, 5]]),
  ]);
  assert.equal(rankingQueries.decide(evidenceOf(site, 0, 1)), null);
});
