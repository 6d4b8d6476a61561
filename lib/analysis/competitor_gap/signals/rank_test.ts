import assert from "node:assert/strict";
import { SCORING } from "../thresholds.ts";
import { rank } from "./rank.ts";

const ctx = { available: { demand: true, rank: true, ease: true } };

Deno.test("[competitor_gap/signals] rank is 1 in the top 3 and falls linearly to 0 at 50", () => {
  assert.equal(rank.assess({ bestRank: 1 }, ctx, SCORING), 1);
  assert.equal(rank.assess({ bestRank: 3 }, ctx, SCORING), 1);
  assert.equal(rank.assess({ bestRank: 9 }, ctx, SCORING), 41 / 47);
  assert.equal(rank.assess({ bestRank: 50 }, ctx, SCORING), 0);
  assert.equal(rank.assess({ bestRank: 80 }, ctx, SCORING), 0);
});

Deno.test("[competitor_gap/signals] rank drops out when no gap has one and is 0 for a topic without one", () => {
  assert.equal(rank.assess({ bestRank: null }, ctx, SCORING), 0);
  const none = { available: { ...ctx.available, rank: false } };
  assert.equal(rank.assess({ bestRank: 2 }, none, SCORING), null);
  assert.equal(
    rank.method(SCORING),
    "rank 0.15 = 1 for a best competitor rank <= 3, falling linearly to 0 at 50",
  );
});
