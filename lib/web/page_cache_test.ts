import assert from "node:assert/strict";
import type { WebFetcher } from "./fetcher.ts";
import {
  ByteLru,
  createPageCache,
  keepFor,
  refreshingPages,
  sharedPage,
  withPageCache,
} from "./page_cache.ts";
import type { SafeResponse } from "./safe_fetch.ts";

const HOUR = 3_600_000;
const NOW = Date.parse("2026-11-25T10:00:00Z");

const response = (headers: Record<string, string> = {}, status = 200): SafeResponse => ({
  url: "https://www.example.org/guide",
  status,
  headers: new Headers({ "content-type": "text/html", ...headers }),
  body: new TextEncoder().encode("<h1>Guide</h1>"),
  redirects: [],
});

Deno.test("[page cache] what a shared cache may keep follows the response's own Cache-Control, Expires, Vary and status", () => {
  const cases: [Record<string, string>, number, number][] = [
    [{}, 200, HOUR],
    [{ "cache-control": "public, max-age=600" }, 200, 600_000],
    [{ "cache-control": "max-age=600", age: "100" }, 200, 500_000],
    [{ "cache-control": "max-age=86400" }, 200, HOUR],
    [{ "cache-control": "s-maxage=60, max-age=600" }, 200, 60_000],
    [{ "cache-control": "no-cache" }, 200, 0],
    [{ "cache-control": "No-Store" }, 200, 0],
    [{ "cache-control": "private, max-age=600" }, 200, 0],
    [{ "cache-control": "max-age=0" }, 200, 0],
    [{ expires: new Date(NOW + 120_000).toUTCString() }, 200, 120_000],
    [{ expires: "0" }, 200, 0],
    [{ vary: "Accept-Encoding, *" }, 200, 0],
    [{ vary: "Accept-Encoding" }, 200, HOUR],
    [{}, 404, HOUR],
    [{}, 503, 0],
    [{}, 429, 0],
    [{}, 403, 0],
  ];
  for (const [headers, status, expected] of cases) {
    assert.equal(keepFor(response(headers, status), HOUR, NOW), expected, JSON.stringify(headers));
  }
});

Deno.test("[page cache] the LRU holds at most its bytes, least recently used out first, each entry for its lifetime", () => {
  let t = NOW;
  const lru = new ByteLru<string>(100, () => t);
  lru.set("a", "A", 20);
  lru.set("b", "B", 20);
  lru.set("c", "C", 20, 1_000);
  assert.equal(lru.get("a"), "A"); // a is now the most recently used
  lru.set("d", "D", 25);
  lru.set("e", "E", 25); // 110 bytes: b goes
  assert.deepEqual(["a", "b", "c", "d", "e"].map((k) => lru.get(k)), [
    "A",
    undefined,
    "C",
    "D",
    "E",
  ]);
  assert.equal(lru.bytes, 90);
  t += 1_000;
  assert.equal(lru.get("c"), undefined, "expired");
  assert.equal(lru.bytes, 70);
  lru.set("big", "X", 26); // over a quarter of the cap: not kept
  assert.equal(lru.get("big"), undefined);
  lru.set("a", "A2", 10); // replaced, its bytes counted once
  assert.deepEqual([lru.get("a"), lru.bytes], ["A2", 60]);
});

/** A fetcher answering `answer(url)` after a tick and counting its fetches per URL. */
function countingWeb(answer: (url: string) => SafeResponse | Error = () => response()) {
  const hits = new Map<string, number>();
  const web: WebFetcher = {
    async get(url) {
      hits.set(url, (hits.get(url) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 2));
      const res = answer(url);
      if (res instanceof Error) throw res;
      return { ...res, url };
    },
  };
  return { web, hits };
}

function cachedWeb(answer?: (url: string) => SafeResponse | Error, ttlSeconds = 3_600) {
  const clock = { t: NOW };
  const { web, hits } = countingWeb(answer);
  const cache = createPageCache({ ttlSeconds, maxBytes: 1 << 20, now: () => clock.t });
  return { web: withPageCache(web, cache), hits, clock };
}

const URL_A = "https://www.example.org/guide";
const HTML = { accept: "text/html" };

Deno.test("[page cache] a shared page is fetched once for every caller until the SERP's TTL runs out; other fetches pass through", async () => {
  const { web, hits, clock } = cachedWeb();
  const first = await web.get(URL_A, "ranking result #1", sharedPage(HTML));
  const second = await web.get(`${URL_A}#section`, "ranking result #1", sharedPage(HTML));
  assert.equal(hits.get(URL_A), 1);
  assert.deepEqual([second.status, second.url, second.body], [first.status, first.url, first.body]);
  assert.notEqual(second.headers, first.headers, "headers of its own");
  await web.get(URL_A, "url", HTML); // the page under review: always fetched
  await web.get(URL_A, "url", HTML);
  assert.equal(hits.get(URL_A), 3);
  clock.t += HOUR;
  await web.get(URL_A, "ranking result #1", sharedPage(HTML));
  assert.equal(hits.get(URL_A), 4, "expired with the SERP");
});

Deno.test("[page cache] a page answered no-cache, an error status or a failure is fetched again", async () => {
  const { web, hits } = cachedWeb((url) =>
    url.endsWith("/fresh")
      ? response({ "cache-control": "no-cache" })
      : url.endsWith("/busy")
      ? response({}, 503)
      : new Error("connection reset")
  );
  for (let i = 0; i < 2; i++) {
    await web.get("https://a.example/fresh", "r", sharedPage(HTML));
    await web.get("https://a.example/busy", "r", sharedPage(HTML));
    await assert.rejects(web.get("https://a.example/down", "r", sharedPage(HTML)));
  }
  assert.deepEqual([...hits.values()], [2, 2, 2]);
});

Deno.test("[page cache] concurrent callers of one page share one fetch; a caller alive when the owner's run was cancelled fetches it itself", async () => {
  const { web, hits } = cachedWeb();
  await Promise.all(Array.from({ length: 5 }, () => web.get(URL_A, "r", sharedPage(HTML))));
  assert.equal(hits.get(URL_A), 1);

  const aborted = new AbortController();
  const { web: base, hits: baseHits } = countingWeb();
  let joined = 0;
  const owner: WebFetcher = {
    get: async (url, field, options) => {
      if (!options?.signal?.aborted) return base.get(url, field);
      await new Promise((r) => setTimeout(r, 20)); // the other caller joins meanwhile
      joined = baseHits.get(url) ?? 0;
      throw new Error("aborted");
    },
  };
  const cached = withPageCache(
    owner,
    createPageCache({ ttlSeconds: 3_600, maxBytes: 1 << 20 }),
  );
  const slow: WebFetcher = {
    get: async (url, field, options) => {
      await new Promise((r) => setTimeout(r, 1));
      return cached.get(url, field, options);
    },
  };
  aborted.abort();
  const [cancelled, alive] = await Promise.allSettled([
    cached.get(URL_A, "r", sharedPage({ ...HTML, signal: aborted.signal })),
    slow.get(URL_A, "r", sharedPage(HTML)),
  ]);
  assert.equal(cancelled.status, "rejected");
  assert.equal(alive.status, "fulfilled");
  assert.equal(joined, 0, "the other caller waited for the owner's fetch");
  assert.equal(baseHits.get(URL_A), 1);
});

Deno.test("[page cache] a TTL of 0 (the cache off) fetches every time", async () => {
  const { web, hits } = cachedWeb(undefined, 0);
  await web.get(URL_A, "r", sharedPage(HTML));
  await web.get(URL_A, "r", sharedPage(HTML));
  assert.equal(hits.get(URL_A), 2);
});

Deno.test("[page cache] a run that asked for no-cache fetches the shared pages afresh and leaves the fresh copies for the next", async () => {
  let version = 0;
  const { web, hits } = cachedWeb(() => response({ etag: `"v${++version}"` }));
  await web.get(URL_A, "r", sharedPage(HTML));
  const fresh = await refreshingPages(web).get(URL_A, "r", sharedPage(HTML));
  const next = await web.get(URL_A, "r", sharedPage(HTML));
  assert.equal(hits.get(URL_A), 2);
  assert.deepEqual([fresh.headers.get("etag"), next.headers.get("etag")], ['"v2"', '"v2"']);
  await refreshingPages(web).get(URL_A, "url", HTML); // not shared: passed through as it is
  assert.equal(hits.get(URL_A), 3);
});

Deno.test("[page cache] a workspace's first receipt of a page another fetched takes as long as the fetch did; later reads are immediate", async () => {
  const waits: string[] = [];
  let viewer = "";
  const { web: base } = countingWeb();
  const cache = createPageCache({
    ttlSeconds: 3_600,
    maxBytes: 1 << 20,
    sleep: (ms) => Promise.resolve(void waits.push(`${viewer}:${ms > 0 && ms <= 10_000}`)),
  });
  const web = withPageCache(base, cache);
  const as = (ws: string) => (viewer = ws, web.get(URL_A, "r", sharedPage(HTML, ws)));
  await Promise.all([as("ws_a"), as("ws_b")]); // B joins A's fetch: as long as its own
  await as("ws_a");
  await as("ws_b");
  assert.deepEqual(waits, []);
  await as("ws_c");
  await as("ws_c");
  assert.deepEqual(waits, ["ws_c:true"], "held back once, as long as the fetch took");
});
