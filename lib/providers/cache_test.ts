import assert from "node:assert/strict";
import { type CacheSettings, type CallKey, canonicalJson, createProviderCache } from "./cache.ts";
import { CANONICAL_SERP_DEPTH } from "./cache_serp.ts";
import type { SerpAnswer, SerpRequest } from "./serp_types.ts";
import { openTestStore } from "../../tests/store.ts";

const ON: CacheSettings = {
  enabled: true,
  ttlSeconds: { backlinks: 60, timeseries: 0, keywords: 60, domains: 60, serp: 60 },
};
const KEY: CallKey = {
  provider: "dataforseo",
  call: "backlinksSummary",
  kind: "backlinks",
  request: { target: "example.com", rank_scale: "one_hundred" },
};

/** An upstream that counts its calls and answers `{ n }` with the call's number. */
function counter() {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    call: () => Promise.resolve({ n: ++calls }),
  };
}

async function withCache(
  settings: CacheSettings,
  fn: (cache: ReturnType<typeof createProviderCache>, clock: { t: number }) => Promise<void>,
) {
  const kv = await openTestStore();
  const clock = { t: Date.parse("2026-11-25T10:00:00Z") };
  try {
    await fn(createProviderCache(kv, settings, () => clock.t), clock);
  } finally {
    await kv.close();
  }
}

Deno.test("[provider cache] a second identical call is served from KV with its fetch time", async () => {
  await withCache(ON, async (cache, clock) => {
    const up = counter();
    const first = await cache.fetch(KEY, up.call, false);
    clock.t += 30_000;
    const second = await cache.fetch(KEY, up.call, false);
    assert.equal(up.calls, 1);
    assert.equal(first.source, "upstream");
    assert.equal(second.source, "cache");
    assert.deepEqual(second.answer, { n: 1 });
    assert.equal(second.fetched_at, first.fetched_at);
  });
});

Deno.test("[provider cache] the key ignores field order and undefined fields, not values", async () => {
  await withCache(ON, async (cache) => {
    const up = counter();
    await cache.fetch(KEY, up.call, false);
    const reordered = {
      ...KEY,
      request: { rank_scale: "one_hundred", target: "example.com", x: undefined },
    };
    assert.equal((await cache.fetch(reordered, up.call, false)).source, "cache");
    const other = { ...KEY, request: { target: "example.org", rank_scale: "one_hundred" } };
    assert.equal((await cache.fetch(other, up.call, false)).source, "upstream");
    const otherCall = { ...KEY, call: "backlinksList" };
    assert.equal((await cache.fetch(otherCall, up.call, false)).source, "upstream");
    assert.equal(up.calls, 3);
  });
  assert.equal(
    canonicalJson({ b: [1, { d: 1, c: 2 }], a: null }),
    '{"a":null,"b":[1,{"c":2,"d":1}]}',
  );
});

Deno.test("[provider cache] an answer expires after its kind's TTL; a TTL of 0 is never stored", async () => {
  await withCache(ON, async (cache, clock) => {
    const up = counter();
    await cache.fetch(KEY, up.call, false);
    clock.t += 59_000;
    assert.equal((await cache.fetch(KEY, up.call, false)).source, "cache");
    clock.t += 1_000;
    const after = await cache.fetch(KEY, up.call, false);
    assert.equal(after.source, "upstream");
    assert.deepEqual(after.answer, { n: 2 });
    const series = { ...KEY, call: "backlinksNewLostTimeseries", kind: "timeseries" as const };
    await cache.fetch(series, up.call, false);
    assert.equal((await cache.fetch(series, up.call, false)).source, "upstream");
  });
});

Deno.test("[provider cache] no-cache skips the read but stores the fresh answer for the next caller", async () => {
  await withCache(ON, async (cache) => {
    const up = counter();
    await cache.fetch(KEY, up.call, false);
    const fresh = await cache.fetch(KEY, up.call, true);
    assert.equal(fresh.source, "upstream");
    assert.deepEqual(fresh.answer, { n: 2 });
    const next = await cache.fetch(KEY, up.call, false);
    assert.equal(next.source, "cache");
    assert.deepEqual(next.answer, { n: 2 });
  });
});

Deno.test("[provider cache] disabled, every call goes upstream", async () => {
  await withCache({ ...ON, enabled: false }, async (cache) => {
    const up = counter();
    await cache.fetch(KEY, up.call, false);
    assert.equal((await cache.fetch(KEY, up.call, false)).source, "upstream");
    assert.equal(up.calls, 2);
  });
});

Deno.test("[provider cache] 20 concurrent identical calls make one upstream call", async () => {
  await withCache(ON, async (cache) => {
    let calls = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => release = resolve);
    const upstream = async () => {
      calls++;
      await gate;
      return { n: calls };
    };
    const all = Array.from({ length: 20 }, () => cache.fetch(KEY, upstream, false));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const answers = await Promise.all(all);
    assert.equal(calls, 1);
    assert.equal(answers.filter((a) => a.source === "upstream").length, 1);
    assert.equal(answers.filter((a) => a.source === "shared").length, 19);
    assert.ok(answers.every((a) => (a.answer as { n: number }).n === 1));
  });
});

Deno.test("[provider cache] a failed call is not cached, and the next call tries again", async () => {
  await withCache(ON, async (cache) => {
    let calls = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => release = resolve);
    const failing = async () => {
      calls++;
      await gate;
      throw new Error("upstream down");
    };
    const both = Promise.allSettled([
      cache.fetch(KEY, failing, false),
      cache.fetch(KEY, failing, false),
    ]);
    release();
    assert.ok((await both).every((r) => r.status === "rejected"));
    assert.equal(calls, 1, "the concurrent caller shared the failed call");
    const up = counter();
    assert.equal((await cache.fetch(KEY, up.call, false)).source, "upstream");
    assert.equal(up.calls, 1);
  });
});

Deno.test("[provider cache] a no-cache caller does not take a cached answer from a concurrent reader", async () => {
  await withCache(ON, async (cache) => {
    const up = counter();
    await cache.fetch(KEY, up.call, false);
    const [cached, fresh] = await Promise.all([
      cache.fetch(KEY, up.call, false),
      cache.fetch(KEY, up.call, true),
    ]);
    assert.equal(cached.source, "cache");
    assert.equal(fresh.source, "upstream");
    assert.deepEqual(fresh.answer, { n: 2 });
  });
});

Deno.test("[provider cache] an answer far above KV's 64 KiB value limit round-trips", async () => {
  await withCache(ON, async (cache) => {
    // Random text barely compresses: about 1 MiB gzipped, so more than one commit of chunks.
    const rows = Array.from({ length: 14_000 }, (_, i) => ({
      i,
      url: `https://site-${i}.example/${crypto.randomUUID()}/${crypto.randomUUID()}`,
    }));
    const big = { rows };
    await cache.fetch(KEY, () => Promise.resolve(big), false);
    const again = await cache.fetch(KEY, () => Promise.reject(new Error("not called")), false);
    assert.equal(again.source, "cache");
    assert.deepEqual(again.answer, big);
  });
});

/** A cache whose clock and waits are the test's: a wait moves the clock and is recorded. */
async function withViews(
  fn: (
    cache: ReturnType<typeof createProviderCache>,
    clock: { t: number; waits: number[] },
  ) => Promise<void>,
) {
  const kv = await openTestStore();
  const clock = { t: Date.parse("2026-11-25T10:00:00Z"), waits: [] as number[] };
  const sleep = (ms: number) => {
    clock.waits.push(ms);
    clock.t += ms;
    return Promise.resolve();
  };
  try {
    await fn(createProviderCache(kv, ON, { now: () => clock.t, sleep }), clock);
  } finally {
    await kv.close();
  }
}

/** An upstream that takes `ms` on the test clock. */
function slowCounter(clock: { t: number }, ms: number) {
  const up = counter();
  return {
    get calls() {
      return up.calls;
    },
    call: () => {
      clock.t += ms;
      return up.call();
    },
  };
}

Deno.test("[provider cache] another workspace's entry is a first receipt: upstream, fetched now, as slow as the call was; paid upstream once", async () => {
  await withViews(async (cache, clock) => {
    const up = slowCounter(clock, 800);
    const a = cache.forWorkspace("ws_a");
    const b = cache.forWorkspace("ws_b");
    const first = await a.fetch(KEY, up.call, false);
    assert.equal(first.source, "upstream");
    clock.t += 45_000; // later within the entry's 60 s, B looks up the same target
    const seenByB = await b.fetch(KEY, up.call, false);
    assert.equal(up.calls, 1, "the upstream call is shared");
    assert.deepEqual(seenByB.answer, { n: 1 });
    assert.equal(seenByB.source, "upstream", "no sign that someone fetched it before");
    assert.equal(seenByB.fetched_at, clock.t, "age 0: nothing says when A looked");
    assert.deepEqual(clock.waits, [800], "held as long as A's upstream call took");
    // B's own second look is a hit, aged from B's first receipt; A's still from A's fetch.
    clock.t += 5_000;
    const again = await b.fetch(KEY, up.call, false);
    assert.equal(again.source, "cache");
    assert.equal(again.fetched_at, seenByB.fetched_at);
    const forA = await a.fetch(KEY, up.call, false);
    assert.equal(forA.source, "cache");
    assert.equal(forA.fetched_at, first.fetched_at);
    assert.deepEqual(clock.waits, [800], "a workspace's own hits are not held back");
  });
});

Deno.test("[provider cache] a workspace joining another's call in flight sees a call of its own; one of its own workspace shares it", async () => {
  await withViews(async (cache) => {
    const { promise, resolve } = Promise.withResolvers<{ n: number }>();
    let calls = 0;
    const upstream = () => (calls++, promise);
    const a1 = cache.forWorkspace("ws_a").fetch(KEY, upstream, false);
    const a2 = cache.forWorkspace("ws_a").fetch(KEY, upstream, false);
    const b = cache.forWorkspace("ws_b").fetch(KEY, upstream, false);
    resolve({ n: 1 });
    const [ra1, ra2, rb] = await Promise.all([a1, a2, b]);
    assert.equal(calls, 1);
    assert.deepEqual([ra1.source, ra2.source, rb.source], ["upstream", "shared", "upstream"]);
  });
});

Deno.test("[provider cache] a refreshed entry is a first receipt again for a workspace that saw the old one", async () => {
  await withViews(async (cache, clock) => {
    const up = counter();
    const a = cache.forWorkspace("ws_a");
    const b = cache.forWorkspace("ws_b");
    await a.fetch(KEY, up.call, false);
    await b.fetch(KEY, up.call, false);
    clock.t += 10_000;
    await b.fetch(KEY, up.call, true); // B refreshes: a new entry
    clock.t += 10_000;
    const forA = await a.fetch(KEY, up.call, false);
    assert.deepEqual([forA.source, forA.fetched_at, forA.answer], ["upstream", clock.t, { n: 2 }]);
    assert.equal(up.calls, 2);
  });
});

Deno.test("[provider cache] result pages (which carry their fetch time) are not shared between workspaces", async () => {
  await withViews(async (cache, clock) => {
    const up = counter();
    const serp: CallKey = { ...KEY, call: "serpOrganic", kind: "serp", request: SERP_REQUEST };
    const a = cache.forWorkspace("ws_a");
    await a.fetch(serp, up.call, false);
    clock.t += 10_000;
    const forB = await cache.forWorkspace("ws_b").fetch(serp, up.call, false);
    assert.deepEqual([forB.source, forB.answer, up.calls], ["upstream", { n: 2 }, 2]);
    const again = await a.fetch(serp, up.call, false);
    assert.deepEqual([again.source, again.answer], ["cache", { n: 1 }]);
    assert.deepEqual(clock.waits, [], "B's call was real: nothing to replay");
    // The server's own view (no workspace) reads the shared entries, which the views left alone.
    assert.equal((await cache.fetch(serp, up.call, false)).source, "upstream");
  });
});

// One SERP call per keyword, market and device (`cache_serp.ts`).

const SERP_REQUEST: SerpRequest = {
  keyword: "how to overwinter dahlias",
  location_code: 2826,
  language_code: "en",
  device: "desktop",
  depth: 10,
  ai_overview: false,
};

/** A SERP upstream: `depth` organic results and an AI Overview when asked; records each request. */
function serpUpstream() {
  const asked: SerpRequest[] = [];
  const call = (request: unknown): Promise<SerpAnswer> => {
    const req = request as SerpRequest;
    asked.push(req);
    const organic = Array.from({ length: req.depth }, (_, i) => ({
      type: "organic",
      rank_group: i + 1,
      rank_absolute: i + 2,
      title: `Result ${i + 1}`,
      url: `https://site${i + 1}.example/`,
      domain: `site${i + 1}.example`,
      description: null,
    }));
    const overview = req.ai_overview
      ? [{ ...organic[0], type: "ai_overview", rank_group: 1, rank_absolute: 1, url: null }]
      : [];
    const items = [...overview, ...organic];
    return Promise.resolve({
      serp: {
        keyword: req.keyword,
        datetime: "2026-11-25T10:00:00.000Z",
        check_url: null,
        item_types: [...new Set(items.map((i) => i.type))],
        se_results_count: 1000,
        items,
      },
      total_count: 1,
      cost_usd: 0.002 * Math.ceil(req.depth / 10) + (req.ai_overview ? 0.002 : 0),
      provider: "dataforseo",
    });
  };
  return { asked, call };
}

const serpKey = (request: Partial<SerpRequest>): CallKey => ({
  provider: "dataforseo",
  call: "serpOrganic",
  kind: "serp",
  request: { ...SERP_REQUEST, ...request },
});

const organicCount = (answer: SerpAnswer) =>
  answer.serp?.items.filter((i) => i.type === "organic").length;

Deno.test("[provider cache] every SERP request of a keyword, market and device is one canonical call, cut to the depth asked", async () => {
  await withCache(ON, async (cache) => {
    const up = serpUpstream();
    const ws = cache.forWorkspace("ws_a");
    const search = await ws.fetch(serpKey({ depth: 10 }), up.call, false);
    const analyze = await ws.fetch(serpKey({ depth: 30, ai_overview: true }), up.call, false);
    const decay = await ws.fetch(serpKey({ depth: 50 }), up.call, false);
    assert.deepEqual(up.asked, [{
      ...SERP_REQUEST,
      depth: CANONICAL_SERP_DEPTH,
      ai_overview: true,
    }]);
    assert.deepEqual(
      [search.source, analyze.source, decay.source],
      ["upstream", "cache", "cache"],
    );
    assert.deepEqual(
      [search.answer, analyze.answer, decay.answer].map(organicCount),
      [10, 30, 50],
    );
    assert.equal(search.answer.cost_usd, 0.012, "the one call's price, paid by its caller");
    assert.equal(analyze.fetched_at, search.fetched_at);
    assert.ok(analyze.answer.serp?.items.some((i) => i.type === "ai_overview"));
  });
});

Deno.test("[provider cache] a deeper SERP request goes upstream at its depth and then serves the shallower ones", async () => {
  await withCache(ON, async (cache) => {
    const up = serpUpstream();
    await cache.fetch(serpKey({ depth: 10 }), up.call, false);
    const deep = await cache.fetch(serpKey({ depth: 100 }), up.call, false);
    assert.equal(deep.source, "upstream");
    assert.deepEqual(up.asked.map((r) => r.depth), [CANONICAL_SERP_DEPTH, 100]);
    const shallow = await cache.fetch(serpKey({ depth: 70 }), up.call, false);
    assert.deepEqual([shallow.source, organicCount(shallow.answer)], ["cache", 70]);
    assert.equal(up.asked.length, 2);
  });
});

Deno.test("[provider cache] a SERP answer is shared by the keyword as Google reads it, never across markets or devices", async () => {
  await withCache(ON, async (cache) => {
    const up = serpUpstream();
    await cache.fetch(serpKey({}), up.call, false);
    const spelled = await cache.fetch(
      serpKey({ keyword: "  How to  overwinter Dahlias" }),
      up.call,
      false,
    );
    assert.equal(spelled.source, "cache");
    for (
      const other of [{ device: "mobile" as const }, { location_code: 2840 }, {
        language_code: "de",
      }]
    ) {
      assert.equal((await cache.fetch(serpKey(other), up.call, false)).source, "upstream");
    }
    assert.equal(up.asked.length, 4);
  });
});

Deno.test("[provider cache] with the cache off or a SERP TTL of 0, a SERP request is asked as it is", async () => {
  for (
    const settings of [{ ...ON, enabled: false }, {
      ...ON,
      ttlSeconds: { ...ON.ttlSeconds, serp: 0 },
    }]
  ) {
    await withCache(settings, async (cache) => {
      const up = serpUpstream();
      const got = await cache.fetch(serpKey({ depth: 10 }), up.call, false);
      assert.deepEqual(up.asked, [SERP_REQUEST]);
      assert.deepEqual([got.answer.cost_usd, organicCount(got.answer)], [0.002, 10]);
    });
  }
});

Deno.test("[provider cache] concurrent SERP requests share the canonical call; a deeper one makes its own", async () => {
  await withCache(ON, async (cache) => {
    const up = serpUpstream();
    const [a, b, c] = await Promise.all([
      cache.fetch(serpKey({ depth: 10 }), up.call, false),
      cache.fetch(serpKey({ depth: 30, ai_overview: true }), up.call, false),
      cache.fetch(serpKey({ depth: 100 }), up.call, false),
    ]);
    assert.deepEqual([a.source, b.source, c.source], ["upstream", "shared", "upstream"]);
    assert.deepEqual(up.asked.map((r) => r.depth).sort((x, y) => x - y), [
      CANONICAL_SERP_DEPTH,
      100,
    ]);
    assert.deepEqual([a, b, c].map((f) => organicCount(f.answer)), [10, 30, 100]);
  });
});

Deno.test("[provider cache] no-cache on a SERP request asks the canonical request afresh and replaces the entry", async () => {
  await withCache(ON, async (cache) => {
    const up = serpUpstream();
    await cache.fetch(serpKey({ depth: 10 }), up.call, false);
    const fresh = await cache.fetch(serpKey({ depth: 10 }), up.call, true);
    assert.deepEqual([fresh.source, up.asked.length, up.asked[1].depth], [
      "upstream",
      2,
      CANONICAL_SERP_DEPTH,
    ]);
    assert.equal((await cache.fetch(serpKey({ depth: 50 }), up.call, false)).source, "cache");
  });
});
