import assert from "node:assert/strict";
import { evidenceOf, row, siteOf } from "../testing.ts";
import { noindexStillRanking } from "./noindex_still_ranking.ts";
import { nearDuplicateTitle } from "./near_duplicate_title.ts";

const SITE = () =>
  siteOf([
    row("https://x.com/a", "Blue widgets guide", [["blue widgets", 40, 900, 5]]),
    row("https://x.com/b", "Blue widgets guide", [["blue widgets", 10, 700, 8]], {
      indexable: false,
    }),
  ]);

Deno.test("[cannibalization reasons] a noindexed page that still overlaps and ranks is flagged", () => {
  const site = SITE();
  const pair = evidenceOf(site, 0, 1);
  const before = nearDuplicateTitle.decide(pair)!;
  const [reason] = noindexStillRanking.decide({ ...pair, found: before })!;
  assert.equal(reason.type, "noindex_still_ranking");
  assert.deepEqual(reason.urls, ["https://x.com/b"]);
  assert.match(reason.description, /10 clicks and 700 impressions/);
});

Deno.test("[cannibalization reasons] noindex alone, without an overlap, is no reason", () => {
  const site = SITE();
  assert.equal(noindexStillRanking.decide(evidenceOf(site, 0, 1)), null);
});
