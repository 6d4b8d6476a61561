import assert from "node:assert/strict";
import { prospect } from "../testing.ts";
import { competitor } from "./competitor.ts";
import { ctx } from "./testing.ts";

const rivals = new Set(["rival.com"]);

Deno.test("[opportunity_finder/exclusions] a page on a competitor's site is excluded", () => {
  const p = prospect({ domain: "shop.rival.com", domainKey: "shop.rival.com" });
  const why = competitor.applies(p, ctx({ rivals }));
  assert.match(why ?? "", /^shop\.rival\.com is a competitor's site \(rival\.com is named/);
});

Deno.test("[opportunity_finder/exclusions] a competitor's lost or broken link to you is kept", () => {
  const on = { domain: "rival.com", domainKey: "rival.com" };
  assert.equal(competitor.applies(prospect({ ...on, lost: true }), ctx({ rivals })), null);
  assert.equal(competitor.applies(prospect({ ...on, broken: true }), ctx({ rivals })), null);
  assert.equal(competitor.applies(prospect(), ctx({ rivals })), null);
});
