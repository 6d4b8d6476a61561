import assert from "node:assert/strict";
import { createRateLimiter, rateLimitHeaders } from "./rate_limit.ts";
import { openTestStore } from "../tests/store.ts";

Deno.test("[rate_limit] a limit of N lets exactly N of N+k concurrent requests through", async () => {
  const kv = await openTestStore();
  const consume = createRateLimiter(kv, { windowSeconds: 60, now: () => 1_000_000 });
  const decisions = await Promise.all(
    Array.from({ length: 150 }, () => consume("k1", "work", 100)),
  );
  assert.equal(decisions.filter((d) => d.allowed).length, 100);
  assert.ok(decisions.filter((d) => !d.allowed).every((d) => d.remaining === 0 && d.reset >= 1));
  await kv.close();
});

Deno.test("[rate_limit] buckets and keys are counted apart, and a new window starts afresh", async () => {
  const kv = await openTestStore();
  let now = 60_000 * 10;
  const consume = createRateLimiter(kv, { windowSeconds: 60, now: () => now });
  for (let i = 0; i < 3; i++) assert.ok((await consume("k1", "work", 3)).allowed);
  assert.equal((await consume("k1", "work", 3)).allowed, false);
  assert.ok((await consume("k1", "control", 3)).allowed);
  assert.ok((await consume("k2", "work", 3)).allowed);
  now += 60_000;
  const fresh = await consume("k1", "work", 3);
  assert.deepEqual([fresh.allowed, fresh.remaining, fresh.reset], [true, 2, 60]);
  await kv.close();
});

Deno.test("[rate_limit] sequential remaining never increases within a window and reset counts down", async () => {
  const kv = await openTestStore();
  let now = 120_000;
  const consume = createRateLimiter(kv, { windowSeconds: 60, now: () => now });
  const seen = [];
  for (let i = 0; i < 5; i++) {
    seen.push(await consume("k", "work", 10));
    now += 5_000;
  }
  assert.deepEqual(seen.map((d) => d.remaining), [9, 8, 7, 6, 5]);
  assert.deepEqual(seen.map((d) => d.reset), [60, 55, 50, 45, 40]);
  assert.deepEqual(rateLimitHeaders(seen[0], "work"), {
    "RateLimit-Limit": "10",
    "RateLimit-Remaining": "9",
    "RateLimit-Reset": "60",
    "RateLimit-Policy": '"work";q=10;w=60',
  });
  await kv.close();
});

Deno.test("[rate_limit] two limiters on one store count one window (a remembered window is checked)", async () => {
  const kv = await openTestStore();
  const a = createRateLimiter(kv, { windowSeconds: 60, now: () => 1_000_000 });
  const b = createRateLimiter(kv, { windowSeconds: 60, now: () => 1_000_000 });
  // Alternating waves: each limiter's remembered window is stale after the other's commit.
  let allowed = 0;
  for (let wave = 0; wave < 6; wave++) {
    const consume = wave % 2 ? a : b;
    const decisions = await Promise.all(
      Array.from({ length: 10 }, () => consume("k1", "work", 45)),
    );
    allowed += decisions.filter((d) => d.allowed).length;
  }
  assert.equal(allowed, 45);
  await kv.close();
});

Deno.test("[rate_limit] a request of cost n takes n tokens, or none when they do not all fit", async () => {
  const kv = await openTestStore();
  const consume = createRateLimiter(kv, { windowSeconds: 60, now: () => 1_000_000 });
  const batch = await consume("k1", "control", 10, 7);
  assert.deepEqual([batch.allowed, batch.remaining], [true, 3]);
  const tooBig = await consume("k1", "control", 10, 4);
  assert.deepEqual([tooBig.allowed, tooBig.remaining], [false, 3], "refused whole, nothing spent");
  const fits = await consume("k1", "control", 10, 3);
  assert.deepEqual([fits.allowed, fits.remaining], [true, 0]);
  await kv.close();
});
