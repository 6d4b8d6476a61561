/**
 * The response cache over the app, counted at the fake DataForSEO server: a repeated request
 * costs credits as usual but nothing upstream, `Cache-Control: no-cache` goes upstream, and
 * concurrent identical requests make one upstream call.
 */
import assert from "node:assert/strict";
import { setupOnFake } from "./fakes/provider_harness.ts";
import { balanceOf, runJob } from "./helpers.ts";

const SUMMARY = "/v3/backlinks/summary/live";
const BODY = { target: "example.com" };
const COST = 0.02003;

async function onFake(env: Record<string, string> = {}) {
  const { fake, h } = await setupOnFake(env);
  const summary = async (headers: Record<string, string> = {}) => {
    const res = await h.post("/backlinks/summary?sync=true", BODY, headers);
    const body = await res.json();
    assert.equal(res.status, 200, JSON.stringify(body));
    return body;
  };
  const close = async () => {
    await h.close();
    await fake.close();
  };
  return { fake, h, summary, close };
}

Deno.test("[provider cache] a repeated request is a hit: no upstream call, credits as usual, no provider cost", async () => {
  const t = await onFake();
  try {
    const first = await t.summary({ "x-project-id": "acme" });
    const second = await t.summary({ "x-project-id": "acme" });
    assert.equal(t.fake.calls(SUMMARY), 1);
    assert.deepEqual(
      [first.meta.cache, first.meta.provider_cost_usd, first.meta.data_age_seconds],
      ["miss", COST, 0],
    );
    assert.equal(second.meta.cache, "hit");
    assert.equal(second.meta.provider_cost_usd, 0);
    assert.ok(second.meta.data_age_seconds >= 0 && second.meta.data_age_seconds < 60);
    assert.equal(second.meta.credits_charged, 5);
    assert.equal(second.meta.provider, "dataforseo");
    assert.deepEqual(
      { ...second, meta: null },
      { ...first, meta: null },
      "the same analysis from the cached answer",
    );
    assert.equal(await balanceOf(t.h), 990);
    const usage = await (await t.h.get("/usage")).json();
    assert.equal(usage.credits_used, 10);
    assert.deepEqual(usage.provider_cost_usd, {
      total: COST,
      by_operation: { "/backlinks/summary": COST },
      by_project: { acme: COST },
    });
  } finally {
    await t.close();
  }
});

Deno.test("[provider cache] Cache-Control: no-cache goes upstream and refreshes the cached answer", async () => {
  const t = await onFake();
  try {
    await t.summary();
    const fresh = await t.summary({ "cache-control": "no-cache" });
    assert.equal(fresh.meta.cache, "miss");
    assert.equal(fresh.meta.provider_cost_usd, COST);
    assert.equal(t.fake.calls(SUMMARY), 2);
    assert.equal((await t.summary()).meta.cache, "hit");
    assert.equal(t.fake.calls(SUMMARY), 2);
    const usage = await (await t.h.get("/usage")).json();
    assert.equal(usage.provider_cost_usd.total, 2 * COST);
  } finally {
    await t.close();
  }
});

Deno.test("[provider cache] 20 concurrent identical requests make one upstream call", async () => {
  const t = await onFake();
  try {
    t.fake.fail("summary", { kind: "slow", ms: 200 });
    const results = await Promise.all(Array.from({ length: 20 }, () => t.summary()));
    assert.equal(t.fake.calls(SUMMARY), 1);
    assert.equal(results.filter((r) => r.meta.cache === "miss").length, 1);
    assert.equal(results.filter((r) => r.meta.cache === "hit").length, 19);
    const costs = results.reduce((sum, r) => sum + r.meta.provider_cost_usd, 0);
    assert.equal(Math.round(costs * 1e6) / 1e6, COST, "the upstream cost is reported once");
    assert.equal(new Set(results.map((r) => JSON.stringify(r.summary))).size, 1);
    assert.equal(await balanceOf(t.h), 1000 - 20 * 5, "every request is charged its credits");
  } finally {
    await t.close();
  }
});

Deno.test("[provider cache] jobs use the cache too, and remember a no-cache request across retries", async () => {
  const t = await onFake();
  try {
    await t.summary();
    const cached = await runJob(t.h, "/backlinks/summary", BODY);
    assert.equal(cached.status, "completed");
    assert.equal(cached.result.meta.cache, "hit");
    assert.equal(t.fake.calls(SUMMARY), 1);
    t.fake.fail(
      "summary",
      ...Array.from({ length: 3 }, () => ({ kind: "http", status: 500 } as const)),
    );
    const fresh = await runJob(t.h, "/backlinks/summary", BODY, { "cache-control": "no-cache" });
    assert.equal(fresh.status, "completed", JSON.stringify(fresh.error));
    assert.equal(fresh.attempts, 2, "the first attempt failed after the adapter's retries");
    assert.equal(fresh.result.meta.cache, "miss");
    assert.equal(t.fake.calls(SUMMARY), 5);
  } finally {
    await t.close();
  }
});

Deno.test("[provider cache] PROVIDER_CACHE=0: every request goes upstream; /status says so", async () => {
  const t = await onFake({ PROVIDER_CACHE: "0", CACHE_TTL_TIMESERIES_SECONDS: "3600" });
  try {
    await t.summary();
    assert.equal((await t.summary()).meta.cache, "miss");
    assert.equal(t.fake.calls(SUMMARY), 2);
    const status = await (await t.h.get("/status")).json();
    assert.deepEqual(status.cache, {
      enabled: false,
      ttl_seconds: {
        backlinks: 86_400,
        timeseries: 3_600,
        keywords: 604_800,
        domains: 86_400,
        serp: 3_600,
      },
    });
    assert.deepEqual(status.provider, { name: "dataforseo", live: true });
  } finally {
    await t.close();
  }
});
