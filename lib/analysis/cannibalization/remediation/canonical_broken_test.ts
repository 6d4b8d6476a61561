import assert from "node:assert/strict";
import { judge, row, siteOf } from "../testing.ts";
import { canonicalBroken } from "./canonical_broken.ts";

Deno.test("[cannibalization remediation] a canonical loop is broken by pointing straight at the kept page", () => {
  const site = siteOf([
    row("https://x.com/a", "A", [], { canonical_url: "https://x.com/b" }),
    row("https://x.com/b", "B", [], { canonical_url: "https://x.com/a" }),
  ]);
  const step = canonicalBroken.decide(judge(site, 1, 0));
  assert.equal(step?.action, "canonicalise");
  assert.equal(step?.priority, "high");
  assert.match(step!.reason, /breaks the canonical loop/);
});

Deno.test("[cannibalization remediation] no canonical problem, no canonical fix", () => {
  const site = siteOf([row("https://x.com/a", "Red shoes"), row("https://x.com/b", "Red shoes")]);
  assert.equal(canonicalBroken.decide(judge(site, 1, 0)), null);
});
