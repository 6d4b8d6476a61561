import assert from "node:assert/strict";
import { prospect } from "../testing.ts";
import { alreadyLinks } from "./already_links.ts";
import { facts } from "./testing.ts";

Deno.test("[opportunity_finder/exclusions] a source already linking to the target is excluded", () => {
  assert.equal(
    alreadyLinks.decide(facts(prospect({ linksToTarget: true }))),
    "linked_competitors includes the target: it already links to you",
  );
});

Deno.test("[opportunity_finder/exclusions] an existing link that is lost or broken is still worth winning", () => {
  assert.equal(alreadyLinks.decide(facts(prospect({ linksToTarget: true, lost: true }))), null);
  assert.equal(alreadyLinks.decide(facts(prospect({ linksToTarget: true, broken: true }))), null);
});
