import assert from "node:assert/strict";
import { recordCache } from "./record_cache.ts";
import { openTestStore } from "../../tests/store.ts";

type Rec = { id: string; last_used_at: string | null; revoked_at: string | null };

Deno.test("a record is read once while cached; misses are not cached; forget drops it", async () => {
  const kv = await openTestStore();
  try {
    const cache = recordCache<Rec>(60_000);
    let reads = 0;
    const read = (value: Rec | null) => () => (reads++, Promise.resolve(value));
    const rec: Rec = { id: "a", last_used_at: null, revoked_at: null };
    assert.equal(await cache.get(kv, "none", read(null)), null);
    assert.equal(await cache.get(kv, "none", read(null)), null);
    assert.equal(reads, 2);
    await cache.get(kv, "a", read(rec));
    await cache.get(kv, "a", read(rec));
    assert.equal(reads, 3);
    cache.forget(kv, "a");
    await cache.get(kv, "a", read(rec));
    assert.equal(reads, 4);
  } finally {
    await kv.close();
  }
});

Deno.test("touch writes last_used_at at most once a minute, never on a revoked record", async () => {
  const kv = await openTestStore();
  try {
    const cache = recordCache<Rec>(60_000);
    const key = ["rec", "a"];
    const now = new Date("2026-11-27T10:00:00Z");
    await kv.set(key, { id: "a", last_used_at: null, revoked_at: null });
    const rec = (await cache.get(kv, "a", async () => (await kv.get<Rec>(key)).value))!;
    cache.touch(kv, "a", key, rec, now);
    await new Promise((r) => setTimeout(r, 20));
    assert.equal((await kv.get<Rec>(key)).value!.last_used_at, now.toISOString());
    // The cached copy is marked: a touch within the minute does nothing.
    const cached = (await cache.get(kv, "a", () => Promise.resolve(null)))!;
    assert.equal(cached.last_used_at, now.toISOString());

    await kv.set(key, { id: "a", last_used_at: null, revoked_at: now.toISOString() });
    cache.touch(kv, "a", key, { ...rec, last_used_at: null }, new Date(now.getTime() + 120_000));
    await new Promise((r) => setTimeout(r, 20));
    assert.equal((await kv.get<Rec>(key)).value!.last_used_at, null);
  } finally {
    await kv.close();
  }
});
