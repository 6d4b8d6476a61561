import assert from "node:assert/strict";
import { ctx, ONE_LOCATION, recommended } from "./testing.ts";
import { uniquePageContent } from "./unique_page_content.ts";

Deno.test("[programmatic_template actions] a doorway risk asks for content only that page has", () => {
  const doorway = { ...ONE_LOCATION, reason: "locations pages that differ only by the place name" };
  assert.equal(recommended(uniquePageContent, ctx({ doorway })).length, 1);
  assert.equal(uniquePageContent.decide(ctx({ doorway, oneLocation: true })), null);
  assert.equal(uniquePageContent.decide(ctx()), null);
});
