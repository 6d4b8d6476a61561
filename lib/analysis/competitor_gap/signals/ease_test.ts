import assert from "node:assert/strict";
import { SCORING } from "../thresholds.ts";
import { ease } from "./ease.ts";

const ctx = { available: { demand: true, rank: true, ease: true } };

Deno.test("[competitor_gap/signals] ease falls with the median backlinks of the competitors' pages", () => {
  assert.equal(ease.assess({ medianBacklinks: 0 }, ctx, SCORING), 1);
  assert.equal(ease.assess({ medianBacklinks: 9 }, ctx, SCORING), 0.5);
  assert.equal(ease.assess({ medianBacklinks: 99 }, ctx, SCORING), 1 / 3);
});

Deno.test("[competitor_gap/signals] ease drops out without backlink data and is neutral for a topic without it", () => {
  assert.equal(ease.assess({ medianBacklinks: null }, ctx, SCORING), 0.5);
  const none = { available: { ...ctx.available, ease: false } };
  assert.equal(ease.assess({ medianBacklinks: 9 }, none, SCORING), null);
});
