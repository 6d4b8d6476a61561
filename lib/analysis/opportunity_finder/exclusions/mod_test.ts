import assert from "node:assert/strict";
import { prospect } from "../testing.ts";
import { EXCLUSION_RULES, screen } from "./mod.ts";
import { ctx } from "./testing.ts";

Deno.test("[opportunity_finder/exclusions] rules are asked in order: spam, own site, competitor, already links", () => {
  assert.deepEqual(EXCLUSION_RULES.map((r) => r.id), [
    "spam",
    "own_site",
    "competitor",
    "already_links",
  ]);
});

Deno.test("[opportunity_finder/exclusions] the first rule decides; the rest are candidates", () => {
  const own = prospect({ index: 0, domainKey: "example.com", spam: 90 });
  const kept = prospect({ index: 1 });
  const { candidates, excluded } = screen([own, kept], ctx());
  assert.deepEqual(candidates, [kept]);
  assert.deepEqual(excluded.map((e) => [e.index, e.code]), [[0, "spam"]]);
});
