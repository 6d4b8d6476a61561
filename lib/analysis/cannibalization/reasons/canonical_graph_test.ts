import assert from "node:assert/strict";
import { evidenceOf, row, siteOf } from "../testing.ts";
import { canonicalGraph } from "./canonical_graph.ts";

Deno.test("[cannibalization reasons] two pages canonicalising to each other form a loop", () => {
  const site = siteOf([
    row("https://x.com/a", "A", [], { canonical_url: "https://x.com/b" }),
    row("https://x.com/b", "B", [], { canonical_url: "https://x.com/a" }),
  ]);
  const [reason] = canonicalGraph.decide(evidenceOf(site, 0, 1))!;
  assert.equal(reason.type, "canonical_loop");
  assert.match(
    reason.description,
    /Canonical loop: https:\/\/x.com\/a -> https:\/\/x.com\/b -> https:\/\/x.com\/a/,
  );
});

Deno.test("[cannibalization reasons] a canonical to a non-indexable page is flagged", () => {
  const site = siteOf([
    row("https://x.com/a", "A", [], { canonical_url: "https://x.com/b" }),
    row("https://x.com/b", "B", [], { indexable: false }),
  ]);
  const types = canonicalGraph.decide(evidenceOf(site, 0, 1))!.map((r) => r.type);
  assert.deepEqual(types, ["canonical_to_non_indexable"]);
});

Deno.test("[cannibalization reasons] a self-referencing canonical is no reason", () => {
  const site = siteOf([
    row("https://x.com/a", "A", [], { canonical_url: "https://x.com/a" }),
    row("https://x.com/b", "B"),
  ]);
  assert.equal(canonicalGraph.decide(evidenceOf(site, 0, 1)), null);
});
