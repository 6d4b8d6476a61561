import assert from "node:assert/strict";
import { evidenceOf, row, siteOf } from "../testing.ts";
import { targetKeywords } from "./target_keywords.ts";

Deno.test("[cannibalization reasons] shared target keywords are scored by the smaller list", () => {
  const site = siteOf([
    row("https://x.com/a", "A", [], { target_keywords: ["dog beds", "orthopedic dog beds"] }),
    row("https://x.com/b", "B", [], { target_keywords: ["dog beds", "cat trees", "litter"] }),
  ]);
  const [reason] = targetKeywords.decide(evidenceOf(site, 0, 1))!;
  assert.equal(reason.type, "shared_target_keywords");
  assert.equal(reason.strength, 0.225); // 0.45 x 1/2
  assert.deepEqual(reason.keywords, ["dog beds"]);
});

Deno.test("[cannibalization reasons] target overlap under the threshold is no reason", () => {
  const site = siteOf([
    row("https://x.com/a", "A", [], { target_keywords: ["a b", "c d", "e f", "g h"] }),
    row("https://x.com/b", "B", [], { target_keywords: ["a b", "i j", "k l", "m n"] }),
  ], { sensitivity: "conservative" });
  assert.equal(targetKeywords.decide(evidenceOf(site, 0, 1)), null);
});
