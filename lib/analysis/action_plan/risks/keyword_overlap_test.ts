import assert from "node:assert/strict";
import { keywordOverlap } from "./keyword_overlap.ts";
import { facts, node, raised } from "./testing.ts";

Deno.test("[action_plan risks] one keyword aimed at two pages is cannibalization", () => {
  const nodes = [
    node(0, "Refresh guide", { item: { keyword: "SPF record", url: "/spf/" } }),
    node(1, "New SPF post", { item: { keyword: "spf record" } }),
  ];
  const [risk] = raised(keywordOverlap, facts({ nodes }));
  assert.equal(
    risk.risk,
    '2 items target "SPF record" on 2 different pages: possible keyword cannibalization',
  );
});

Deno.test("[action_plan risks] the same page, or pages in two languages, do not compete", () => {
  const same = [
    node(0, "Refresh guide", { item: { keyword: "spf", url: "/spf/" } }),
    node(1, "Add FAQ", { item: { keyword: "spf", url: "/spf" } }),
  ];
  assert.equal(keywordOverlap.decide(facts({ nodes: same })), null);
  const languages = [
    node(0, "Guide", { item: { keyword: "spf", url: "https://x.com/de/spf" } }),
    node(1, "Guide", { item: { keyword: "spf", url: "https://x.com/fr/spf" } }),
  ];
  assert.equal(keywordOverlap.decide(facts({ nodes: languages })), null);
});
