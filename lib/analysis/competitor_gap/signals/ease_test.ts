import assert from "node:assert/strict";
import { ease } from "./ease.ts";

const ctx = { available: { demand: true, rank: true, ease: true } };

Deno.test("[competitor_gap/signals] ease falls with the median backlinks of the competitors' pages", () => {
  assert.equal(ease.decide({ g: { medianBacklinks: 0 }, ctx: ctx }), 1);
  assert.equal(ease.decide({ g: { medianBacklinks: 9 }, ctx: ctx }), 0.5);
  assert.equal(ease.decide({ g: { medianBacklinks: 99 }, ctx: ctx }), 1 / 3);
});

Deno.test("[competitor_gap/signals] ease drops out without backlink data and is neutral for a topic without it", () => {
  assert.equal(ease.decide({ g: { medianBacklinks: null }, ctx: ctx }), 0.5);
  const none = { available: { ...ctx.available, ease: false } };
  assert.equal(ease.decide({ g: { medianBacklinks: 9 }, ctx: none }), null);
});
