import assert from "node:assert/strict";
import { factsOfHtml, page } from "../testing.ts";
import { metaDescription } from "./meta_description.ts";

const desc = (s: string) => `<meta name="description" content="${s}">`;

Deno.test("[technical qa check] meta_description: missing is medium, too short is low", async () => {
  const missing = metaDescription.assess(await factsOfHtml(page("", "x")));
  assert.equal(missing?.title, "The page has no meta description");
  const short = metaDescription.assess(await factsOfHtml(page(desc("Short."), "x")));
  assert.equal(short?.severity, "low");
  assert.match(short!.title, /too short/);
});

Deno.test("[technical qa check] meta_description: one description of snippet length passes", async () => {
  const text =
    "A practical guide to cutting Kubernetes costs: right-size requests, spot nodes, autoscaling.";
  assert.equal(metaDescription.assess(await factsOfHtml(page(desc(text), "x"))), null);
});
