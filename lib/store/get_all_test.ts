import assert from "node:assert/strict";
import { getAll, getValues } from "./get_all.ts";

Deno.test("getAll reads more than ten keys in order; getValues skips the missing", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    for (let i = 0; i < 25; i += 2) await kv.set(["n", i], i);
    const keys = Array.from({ length: 25 }, (_, i) => ["n", i]);
    const entries = await getAll<number>(kv, keys);
    assert.equal(entries.length, 25);
    assert.deepEqual(entries.map((e) => e.value), keys.map((_, i) => i % 2 ? null : i));
    assert.deepEqual(await getValues<number>(kv, keys), [
      0,
      2,
      4,
      6,
      8,
      10,
      12,
      14,
      16,
      18,
      20,
      22,
      24,
    ]);
  } finally {
    kv.close();
  }
});
