import assert from "node:assert/strict";
import { timeout } from "./timeouts.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

Deno.test("[timeouts] timeouts of one length fire in order; cancelled ones never fire", async () => {
  const fired: number[] = [];
  const cancels = Array.from({ length: 6 }, (_, i) => timeout(30, () => fired.push(i)));
  cancels[1]();
  cancels[4]();
  await sleep(80);
  assert.deepEqual(fired, [0, 2, 3, 5]);
  cancels[0](); // cancelling after firing is harmless
});

Deno.test("[timeouts] a timeout set later fires later; cancelling all leaves no timer behind", async () => {
  const fired: string[] = [];
  timeout(40, () => fired.push("first"));
  await sleep(20);
  const cancelSecond = timeout(40, () => fired.push("second"));
  await sleep(30); // the first is due, the second is not
  assert.deepEqual(fired, ["first"]);
  cancelSecond();
  // The sanitizer of this test fails if a timer is still pending here.
});

Deno.test("[timeouts] different lengths do not wait for each other", async () => {
  const fired: string[] = [];
  const cancelLong = timeout(10_000, () => fired.push("long"));
  timeout(20, () => fired.push("short"));
  await sleep(60);
  assert.deepEqual(fired, ["short"]);
  cancelLong();
});
