/**
 * The end-to-end harness for the SERP-driven content operations works through the app: the fake
 * DataForSEO SERP for a keyword lists the corpus server's real pages (rank 1..n), `/extract`
 * really fetches them (counted at the corpus server) and parses them, and every fault route
 * fails through the app's SSRF-guarded fetcher as an analysis will see it.
 */
import assert from "node:assert/strict";
import { operations } from "../lib/operations/mod.ts";
import { CORPUS_DIR, startCorpusServer, titleOf } from "./fakes/corpus_server.ts";
import { type FaultKind, METADATA_URL, startContentHarness } from "./fakes/content_harness.ts";
import { startFakeDataForSeo } from "./fakes/dataforseo.ts";
import { balanceOf, setup } from "./helpers.ts";
import { needsShared } from "./shared.ts";

type Json = Record<string, unknown>;

const KEYWORD = "ways to play video games";

/** Asserts the body validates against the operation's `output` schema. */
function assertValid(path: string, body: unknown) {
  const op = operations.find((o) => o.path === path);
  assert.ok(op?.output, `${path} is not built`);
  const parsed = op.output.safeParse(body);
  assert.ok(parsed.success, `${path}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`);
}

Deno.test("[harness] titleOf reads and decodes a page title", () => {
  assert.equal(
    titleOf("<head><title data-x='1'>\n A &amp; B &#8211; C&#x21; </title>"),
    "A & B – C!",
  );
  assert.equal(titleOf("<p>no title</p>"), "");
});

Deno.test("[harness] the fake SERP override answers one keyword (or *) with the given organic results, real envelope and price", async () => {
  await using fake = await startFakeDataForSeo();
  const organic = [
    { url: "http://127.0.0.1:1/page/1", title: "One", domain: "one.example" },
    { url: "http://127.0.0.1:1/page/2", title: "Two" },
    { url: "http://127.0.0.1:1/page/3", title: "Three" },
  ];
  fake.serp("  Ways To Play ", { organic, paa: ["Is it fun?", "Is it cheap?"] });
  const call = async (keyword: string, depth = 10) => {
    const res = await fetch(`${fake.baseUrl}/v3/serp/google/organic/live/advanced`, {
      method: "POST",
      headers: { authorization: `Basic ${btoa(`${fake.login}:${fake.password}`)}` },
      body: JSON.stringify([{ keyword, depth, location_code: 2840, language_code: "en" }]),
    });
    return await res.json();
  };
  const body = await call("ways to play", 2);
  assert.equal(body.status_code, 20000);
  assert.equal(body.tasks[0].cost, 0.002);
  const result = body.tasks[0].result[0];
  assert.equal(result.keyword, "ways to play");
  const items = result.items as Json[];
  assert.deepEqual(
    items.map((i) => [i.type, i.rank_group, i.rank_absolute, i.url ?? null, i.domain ?? null]),
    [
      ["organic", 1, 1, organic[0].url, "one.example"],
      ["people_also_ask", 1, 2, null, null],
      ["organic", 2, 3, organic[1].url, "127.0.0.1"],
    ],
  );
  assert.deepEqual(
    (items[1].items as Json[]).map((i) => i.title),
    ["Is it fun?", "Is it cheap?"],
  );
  assert.equal(result.items_count, 3);
  assert.deepEqual(result.item_types, ["organic", "people_also_ask"]);
  // Another keyword keeps the stock answer until "*" is set.
  const other = await call("clickup excel");
  assert.equal(
    other.tasks[0].result[0].items[1].url,
    "https://zapier.com/apps/clickup/integrations/excel",
  );
  fake.serp("*", { organic: organic.slice(2) });
  const star = await call("clickup excel");
  assert.deepEqual(star.tasks[0].result[0].items.map((i: Json) => i.url), [organic[2].url]);
  // Faults still play on an overridden keyword.
  fake.fail("organic", { kind: "task", code: 40501, message: "Invalid Field." });
  const failed = await call("ways to play");
  assert.equal(failed.tasks[0].status_code, 40501);
});

Deno.test({
  ...needsShared(
    CORPUS_DIR,
    '[harness] with web: "live": /search lists the corpus URLs, /extract fetches one (counted) and parses it',
  ),
  fn: async () => {
    await using corpus = await startCorpusServer({ pages: 3 });
    await using fake = await startFakeDataForSeo();
    fake.serp(KEYWORD, {
      organic: corpus.pages.map((p) => ({ url: p.url, title: p.title, domain: "127.0.0.1" })),
    });
    const h = await setup({
      credits: 1000,
      env: {
        DATAFORSEO_LOGIN: fake.login,
        DATAFORSEO_PASSWORD: fake.password,
        DATAFORSEO_BASE_URL: fake.baseUrl,
        FETCH_ALLOW_HOSTS: "127.0.0.1",
      },
      web: "live",
    });
    try {
      assert.deepEqual(corpus.pages.map((p) => p.path), ["/page/1", "/page/2", "/page/3"]);
      for (const p of corpus.pages) assert.ok(p.title.length > 0 && p.html.length > 10_000, p.id);

      const res = await h.post("/search?sync=true", { query: KEYWORD, limit: 10 });
      const search = await res.json();
      assert.equal(res.status, 200, JSON.stringify(search).slice(0, 300));
      assertValid("/search", search);
      assert.equal(search.data_source, "dataforseo");
      assert.deepEqual(
        search.results.map((r: Json) => [r.position, r.url, r.title]),
        corpus.pages.map((p, i) => [i + 1, p.url, p.title]),
      );
      assert.equal(fake.calls("/v3/serp/google/organic/live/advanced"), 1);
      // The search reads the SERP only: no page was fetched.
      assert.equal(corpus.requested.length, 0);

      const url = search.results[1].url as string;
      const out = await h.post("/extract?sync=true", { url, format: "text" });
      const extracted = await out.json();
      assert.equal(out.status, 200, JSON.stringify(extracted).slice(0, 300));
      assertValid("/extract", extracted);
      assert.equal(corpus.hits("/page/2"), 1);
      assert.equal(corpus.hits(url), 1);
      assert.equal(corpus.hits("/page/1"), 0);
      const title = extracted.metadata.title as string;
      assert.ok(title.length > 0, "a non-empty title");
      assert.equal(title, corpus.pages[1].title);
    } finally {
      await h.close();
    }
  },
});

/**
 * How each fault route fails through the app's fetcher: status, code, a message fragment, and
 * how many times the route is requested. A timeout is retryable: the sync run fails, then the
 * job runs it again (JOB_MAX_ATTEMPTS=1 here: one more fetch); the others fail at once.
 */
const FAULT_CASES: {
  kind: FaultKind;
  status: number;
  code: string;
  message: RegExp;
  fetches: number;
}[] = [
  {
    kind: "timeout",
    status: 504,
    code: "UPSTREAM_TIMEOUT",
    message: /^url .* did not answer in time/,
    // A fetch that ran out of time is final for the request: not fetched again (lib/web/fetcher.ts).
    fetches: 1,
  },
  {
    kind: "too_large",
    status: 502,
    code: "UPSTREAM_ERROR",
    message: /^url .* exceeds 5242880 bytes/,
    fetches: 1,
  },
  {
    kind: "metadata_redirect",
    status: 400,
    code: "INVALID_PARAMETERS",
    message: /^url .* cannot be fetched: .*metadata.*169\.254\.169\.254/,
    fetches: 1,
  },
  {
    kind: "not_html",
    status: 502,
    code: "UPSTREAM_ERROR",
    message: /^url .* is application\/pdf, not an HTML page/,
    fetches: 1,
  },
  {
    kind: "not_found",
    status: 502,
    code: "UPSTREAM_ERROR",
    message: /^url .* answered 404/,
    fetches: 1,
  },
];

Deno.test({
  ...needsShared(
    CORPUS_DIR,
    "[harness] startContentHarness: the SERP ranks pages and faults; every fault route fails through the app as documented and charges nothing",
  ),
  fn: async () => {
    const faults = FAULT_CASES.map((c) => c.kind);
    await using t = await startContentHarness({
      keyword: KEYWORD,
      pages: 2,
      faults,
      faultRank: 2,
      paa: ["What is the best way to play?"],
      env: { JOB_MAX_ATTEMPTS: "1" },
    });
    assert.equal(t.urls.length, 2 + faults.length);
    assert.equal(t.urls[0], t.corpus.urls[0]);
    assert.deepEqual(t.urls.slice(1, 1 + faults.length), faults.map((k) => t.corpus.faultUrl(k)));
    assert.equal(t.urls.at(-1), t.corpus.urls[1]);

    const res = await t.h.post("/search?sync=true", { query: KEYWORD, limit: 10 });
    const search = await res.json();
    assert.equal(res.status, 200, JSON.stringify(search).slice(0, 300));
    assertValid("/search", search);
    assert.deepEqual(search.results.map((r: Json) => r.url), t.urls);
    assert.ok(search.serp_features.includes("people_also_ask"), search.serp_features);

    const before = await balanceOf(t.h);
    for (const c of FAULT_CASES) {
      const url = t.corpus.faultUrl(c.kind);
      const started = Date.now();
      const out = await t.h.post("/extract?sync=true", { url });
      const body = await out.json();
      assert.equal(out.status, c.status, `${c.kind}: ${JSON.stringify(body)}`);
      assert.equal(body.error.code, c.code, c.kind);
      assert.match(body.error.message, c.message, c.kind);
      assert.equal(t.corpus.hits(url), c.fetches, c.kind);
      if (c.kind === "timeout") {
        // One fetch cut by the harness's 2 s timeout, not the route's 15 s.
        assert.ok(Date.now() - started < 10_000, `${Date.now() - started} ms`);
      }
      if (c.kind === "metadata_redirect") {
        assert.deepEqual(body.error.details.issues.map((i: Json) => i.path), ["url"]);
        assert.ok(body.error.message.includes(METADATA_URL), body.error.message);
      }
    }
    assert.equal(await balanceOf(t.h), before, "failed extractions charge nothing");

    // A real page still extracts after the faults.
    const ok = await t.h.post("/extract?sync=true", { url: t.corpus.urls[0] });
    const page = await ok.json();
    assert.equal(ok.status, 200, JSON.stringify(page).slice(0, 300));
    assert.equal(page.metadata.title, t.corpus.pages[0].title);
    assert.equal(t.corpus.hits("/page/1"), 1);
  },
});
