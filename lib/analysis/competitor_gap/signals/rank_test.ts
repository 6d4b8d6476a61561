import assert from "node:assert/strict";
import { rank } from "./rank.ts";

const ctx = { available: { demand: true, rank: true, ease: true } };

Deno.test("[competitor_gap/signals] rank is 1 in the top 3 and falls linearly to 0 at 50", () => {
  assert.equal(rank.decide({ g: { bestRank: 1 }, ctx: ctx }), 1);
  assert.equal(rank.decide({ g: { bestRank: 3 }, ctx: ctx }), 1);
  assert.equal(rank.decide({ g: { bestRank: 9 }, ctx: ctx }), 41 / 47);
  assert.equal(rank.decide({ g: { bestRank: 50 }, ctx: ctx }), 0);
  assert.equal(rank.decide({ g: { bestRank: 80 }, ctx: ctx }), 0);
});

Deno.test("[competitor_gap/signals] rank drops out when no gap has one and is 0 for a topic without one", () => {
  assert.equal(rank.decide({ g: { bestRank: null }, ctx: ctx }), 0);
  const none = { available: { ...ctx.available, rank: false } };
  assert.equal(rank.decide({ g: { bestRank: 2 }, ctx: none }), null);
  assert.match(
    rank.when,
    /^weight 0\.15, .*: 1 for a best competitor rank <= 3, falling linearly to 0 at 50;/,
  );
});
