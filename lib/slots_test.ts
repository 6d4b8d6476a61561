import assert from "node:assert/strict";
import { Slots } from "./slots.ts";

Deno.test("[slots] a take naming several holders counts against each share; a release frees all", () => {
  const slots = new Slots(10, 2);
  const a = slots.take(["address 1", "host x"]);
  slots.take(["address 2", "host x"]);
  assert.equal(slots.take(["address 3", "host x"]), "share", "host x holds its two");
  assert.equal(slots.heldBy("address 1"), 1);
  (a as () => void)();
  assert.equal(slots.heldBy("address 1"), 0);
  assert.equal(typeof slots.take(["address 3", "host x"]), "function");
  assert.equal(slots.inFlight, 2);
});
