import assert from "node:assert/strict";
import { prospect } from "../testing.ts";
import { ownSite } from "./own_site.ts";
import { facts } from "./testing.ts";

Deno.test("[opportunity_finder/exclusions] a subdomain of the target is its own site", () => {
  const p = prospect({ domain: "blog.example.com", domainKey: "blog.example.com" });
  assert.equal(ownSite.decide(facts(p)), "the source is the target's own site");
});

Deno.test("[opportunity_finder/exclusions] another site, or a target that is no domain, is not own", () => {
  assert.equal(ownSite.decide(facts(prospect())), null);
  const p = prospect({ domainKey: "example.com" });
  assert.equal(ownSite.decide(facts(p, { targetKey: null })), null);
});
