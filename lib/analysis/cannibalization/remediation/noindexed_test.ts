import assert from "node:assert/strict";
import { judge, row, siteOf } from "../testing.ts";
import { noindexed } from "./noindexed.ts";

Deno.test("[cannibalization remediation] a non-indexable page keeps its noindex", () => {
  const site = siteOf([
    row("https://x.com/a", "Blue widgets guide", [["blue widgets", 40, 900, 5]]),
    row("https://x.com/b", "Blue widgets guide", [["blue widgets", 10, 700, 8]], {
      indexable: false,
    }),
  ]);
  const step = noindexed.decide(judge(site, 1, 0));
  assert.equal(step?.action, "noindex");
  assert.equal(step?.priority, "medium"); // it still ranks
});

Deno.test("[cannibalization remediation] an indexable page is not the noindex rule's", () => {
  const site = siteOf([
    row("https://x.com/a", "Blue widgets guide"),
    row("https://x.com/b", "Blue widgets guide"),
  ]);
  assert.equal(noindexed.decide(judge(site, 1, 0)), null);
});
