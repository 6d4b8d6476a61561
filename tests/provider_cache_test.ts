/**
 * The response cache over the app, counted at the fake DataForSEO server: a repeated request
 * costs credits as usual but nothing upstream, `Cache-Control: no-cache` goes upstream, and
 * concurrent identical requests make one upstream call.
 */
import assert from "node:assert/strict";
import { setupOnFake } from "./fakes/provider_harness.ts";
import { startFakeDataForSeo } from "./fakes/dataforseo.ts";
import { balanceOf, runJob, setup } from "./helpers.ts";
import { createApiKey } from "../lib/store/api_keys.ts";
import { createWorkspace } from "../lib/store/workspaces.ts";

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
  // 20 bodies of one key at once: more than the default per-caller body slots.
  const t = await onFake({ MAX_BODIES_PER_CALLER: "32" });
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

Deno.test("[provider cache] workspace B looking up what A looked up an hour earlier sees no sign of A: a miss, fresh, priced, the same shape; one upstream call", async () => {
  const fake = await startFakeDataForSeo();
  const clock = { t: Date.parse("2026-11-25T10:00:00Z") };
  const h = await setup({
    credits: 1000,
    now: () => new Date(clock.t),
    env: {
      DATAFORSEO_LOGIN: fake.login,
      DATAFORSEO_PASSWORD: fake.password,
      DATAFORSEO_BASE_URL: fake.baseUrl,
    },
  });
  try {
    const other = await createWorkspace(h.kv, { name: "b", credits: 1000 });
    const { key: keyB } = await createApiKey(h.kv, { workspaceId: other.id, plan: "pro" });
    const as = (key: string) => async (path: string, body?: unknown) => {
      const res = await h.app.request(`/api/v1${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { "x-api-key": key, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return await res.json();
    };
    const [a, b] = [as(h.key), as(keyB)];
    const alone = await a("/backlinks/summary?sync=true", BODY);
    clock.t += 3_600_000;
    const seen = await b("/backlinks/summary?sync=true", BODY);
    assert.equal(fake.calls(SUMMARY), 1, "the provider was paid once");
    const meta = (r: { meta: Record<string, unknown> }) => ({
      cache: r.meta.cache,
      data_age_seconds: r.meta.data_age_seconds,
      provider_cost_usd: r.meta.provider_cost_usd,
      credits_charged: r.meta.credits_charged,
    });
    assert.deepEqual(meta(seen), meta(alone), "B's answer reads as A's own first one did");
    assert.deepEqual(Object.keys(seen.meta).sort(), Object.keys(alone.meta).sort());
    assert.deepEqual((await b("/usage")).provider_cost_usd.total, COST);
    // Later looks are each workspace's own hits, aged from its own first receipt.
    clock.t += 600_000;
    assert.deepEqual(
      [
        (await b("/backlinks/summary?sync=true", BODY)).meta.data_age_seconds,
        (await a("/backlinks/summary?sync=true", BODY)).meta.data_age_seconds,
      ],
      [600, 4_200],
    );
    assert.equal(fake.calls(SUMMARY), 1);
  } finally {
    await h.close();
    await fake.close();
  }
});
