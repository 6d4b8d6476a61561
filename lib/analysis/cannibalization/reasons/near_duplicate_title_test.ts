import assert from "node:assert/strict";
import { evidenceOf, row, siteOf } from "../testing.ts";
import { nearDuplicateTitle } from "./near_duplicate_title.ts";

Deno.test("[cannibalization reasons] titles of the same words are near duplicates", () => {
  const site = siteOf([
    row("https://x.com/a", "Best running shoes for women"),
    row("https://x.com/b", "Women's best running shoes"),
  ]);
  const [reason] = nearDuplicateTitle.decide(evidenceOf(site, 0, 1))!;
  assert.equal(reason.type, "near_duplicate_title");
  assert.match(reason.description, /100% the same words/);
});

Deno.test("[cannibalization reasons] titles that share one word are not near duplicates", () => {
  const site = siteOf([
    row("https://x.com/a", "Running shoes for women"),
    row("https://x.com/b", "Trail maps of Colorado for running"),
  ]);
  assert.equal(nearDuplicateTitle.decide(evidenceOf(site, 0, 1)), null);
});
