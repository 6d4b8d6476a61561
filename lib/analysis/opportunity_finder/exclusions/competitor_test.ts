import assert from "node:assert/strict";
import { prospect } from "../testing.ts";
import { competitor } from "./competitor.ts";
import { facts } from "./testing.ts";

const rivals = new Set(["rival.com"]);

Deno.test("[opportunity_finder/exclusions] a page on a competitor's site is excluded", () => {
  const p = prospect({ domain: "shop.rival.com", domainKey: "shop.rival.com" });
  const why = competitor.decide(facts(p, { rivals }));
  assert.match(why ?? "", /^shop\.rival\.com is a competitor's site \(rival\.com is named/);
});

Deno.test("[opportunity_finder/exclusions] a competitor's lost or broken link to you is kept", () => {
  const on = { domain: "rival.com", domainKey: "rival.com" };
  assert.equal(competitor.decide(facts(prospect({ ...on, lost: true }), { rivals })), null);
  assert.equal(competitor.decide(facts(prospect({ ...on, broken: true }), { rivals })), null);
  assert.equal(competitor.decide(facts(prospect(), { rivals })), null);
});
