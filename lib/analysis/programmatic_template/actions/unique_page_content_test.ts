import assert from "node:assert/strict";
import { ctx, ONE_LOCATION } from "./testing.ts";
import { uniquePageContent } from "./unique_page_content.ts";

Deno.test("[programmatic_template actions] a doorway risk asks for content only that page has", () => {
  const doorway = { ...ONE_LOCATION, reason: "locations pages that differ only by the place name" };
  assert.equal(uniquePageContent.actions(ctx({ doorway })).length, 1);
  assert.deepEqual(uniquePageContent.actions(ctx({ doorway, oneLocation: true })), []);
  assert.deepEqual(uniquePageContent.actions(ctx()), []);
});
