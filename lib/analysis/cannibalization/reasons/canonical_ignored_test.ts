import assert from "node:assert/strict";
import { evidenceOf, row, siteOf } from "../testing.ts";
import { canonicalIgnored } from "./canonical_ignored.ts";

Deno.test("[cannibalization reasons] a canonicalised page still earning on shared queries is flagged", () => {
  const site = siteOf([
    row("https://x.com/shoes", "Shoes", [["red shoes", 50, 1000, 3]]),
    row("https://x.com/shoes?color=red", "Red shoes", [["red shoes", 30, 800, 5]], {
      canonical_url: "https://x.com/shoes",
    }),
  ]);
  const [reason] = canonicalIgnored.decide(evidenceOf(site, 0, 1))!;
  assert.equal(reason.type, "canonical_ignored");
  assert.match(reason.description, /still gets 800 impressions on 1 shared query/);
});

Deno.test("[cannibalization reasons] a canonical with no traffic on shared queries is respected", () => {
  const site = siteOf([
    row("https://x.com/shoes", "Shoes", [["red shoes", 50, 1000, 3]]),
    row("https://x.com/shoes?color=red", "Red shoes", [["shoe sizes", 3, 80, 9]], {
      canonical_url: "https://x.com/shoes",
    }),
  ]);
  assert.equal(canonicalIgnored.decide(evidenceOf(site, 0, 1)), null);
});
