import assert from "node:assert/strict";
import { buildPages } from "./facts.ts";
import { siblingOf } from "./missing_pages.ts";

const site = buildPages([
  { url: "https://tallyhq.com/", title: "TallyHQ: the simple CRM" },
  { url: "https://tallyhq.com/industries/real-estate", title: "CRM for real estate agents" },
  { url: "https://tallyhq.com/blog/what-is-crm", title: "What is a CRM? A plain guide" },
], "tallyhq.com").pages;

Deno.test("[keyword_map missing pages] a new page continues the series it belongs to", () => {
  assert.deepEqual(siblingOf("crm for dentists", site), {
    prefix: "/industries",
    slug: "dentists",
  });
});

Deno.test("[keyword_map missing pages] one shared word or a top-level page makes no series", () => {
  assert.equal(siblingOf("crm pricing", site), null);
  assert.equal(siblingOf("tallyhq for teams", site), null);
});
