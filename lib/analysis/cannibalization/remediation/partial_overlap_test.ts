import assert from "node:assert/strict";
import { judge, row, siteOf } from "../testing.ts";
import { partialOverlap } from "./partial_overlap.ts";

Deno.test("[cannibalization remediation] a partial overlap is sharpened, not consolidated", () => {
  const site = siteOf([
    row("https://x.com/a", "Dog beds", [], { target_keywords: ["dog beds", "large dog beds"] }),
    row("https://x.com/b", "Dog crates", [], {
      target_keywords: ["dog beds", "dog crates", "crate training", "crate sizes"],
    }),
  ]);
  const step = partialOverlap.decide(judge(site, 1, 0));
  assert.equal(step?.action, "differentiate");
  assert.match(step!.reason, /Overlap is partial/);
});

Deno.test("[cannibalization remediation] the same primary keyword is not a partial overlap", () => {
  const site = siteOf([
    row("https://x.com/a", "Dog beds", [], { primary_keyword: "dog beds" }),
    row("https://x.com/b", "Beds for dogs", [], { primary_keyword: "dog beds" }),
  ]);
  assert.equal(partialOverlap.decide(judge(site, 1, 0)), null);
});
