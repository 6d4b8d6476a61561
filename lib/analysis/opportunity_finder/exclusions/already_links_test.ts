import assert from "node:assert/strict";
import { prospect } from "../testing.ts";
import { alreadyLinks } from "./already_links.ts";
import { ctx } from "./testing.ts";

Deno.test("[opportunity_finder/exclusions] a source already linking to the target is excluded", () => {
  assert.equal(
    alreadyLinks.applies(prospect({ linksToTarget: true }), ctx()),
    "linked_competitors includes the target: it already links to you",
  );
});

Deno.test("[opportunity_finder/exclusions] an existing link that is lost or broken is still worth winning", () => {
  assert.equal(alreadyLinks.applies(prospect({ linksToTarget: true, lost: true }), ctx()), null);
  assert.equal(alreadyLinks.applies(prospect({ linksToTarget: true, broken: true }), ctx()), null);
});
