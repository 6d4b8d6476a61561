import assert from "node:assert/strict";
import { factsOfHtml, page } from "../testing.ts";
import { containsKeyword, keywordPlacement } from "./keyword_placement.ts";

Deno.test("[technical qa check] keyword_placement: a keyword in neither h1 nor title is found", async () => {
  const f = await factsOfHtml(page("<title>Cloud bills</title>", "<h1>Save money</h1>"), {
    keyword: "kubernetes cost",
  });
  assert.ok(keywordPlacement.assess(f));
});

Deno.test("[technical qa check] keyword_placement: in the h1 passes; no keyword is skipped", async () => {
  const f = await factsOfHtml(page("", "<h1>Cutting Kubernetes costs</h1>"), {
    keyword: "kubernetes cost",
  });
  assert.equal(keywordPlacement.assess(f), null);
  assert.equal(keywordPlacement.needs!(await factsOfHtml("x")), "needs keyword");
  assert.ok(containsKeyword("Kubernetes Cost Optimization", "kubernetes cost optimization"));
});
