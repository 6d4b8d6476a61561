/** The SERP evidence step on a stub provider and a stub fetcher: failures are kept, never dropped. */
import assert from "node:assert/strict";
import { opContext } from "../../tests/agent_checks.ts";
import { analyzeSerpEvidence, evidenceLimitations } from "../analysis/serp_evidence/mod.ts";
import { htmlOf, serpOf, type TestPage, words } from "../analysis/serp_evidence/testing.ts";
import type { ResolvedMarket } from "../geo/geo.ts";
import type { SeoDataProvider, SerpAnswer, SerpRequest } from "../providers/provider.ts";
import { fetchError, type WebFetcher } from "../web/fetcher.ts";
import { BodyTooLarge, FetchTimeout, type SafeResponse, UrlRefused } from "../web/safe_fetch.ts";
import { readRankingPage } from "../analysis/serp_evidence/read.ts";
import { ByteLru, createPageCache, withPageCache } from "../web/page_cache.ts";
import { FETCH_CONCURRENCY, gatherSerpEvidence, readOnce } from "./serp_evidence.ts";

const now = new Date("2026-11-22T12:00:00Z");
const market: ResolvedMarket = {
  location: "United States",
  location_code: 2840,
  language: "English",
  language_code: "en",
};

const pages: TestPage[] = Array.from({ length: 12 }, (_, i) => ({
  url: `https://site${i + 1}.example/blog/how-to-plan-a-project`,
  title: `How to Plan a Project (${i + 1})`,
  body: `<h1>How to plan a project</h1><h2>Define the scope</h2><p>${words(400)}</p>`,
}));

/** A provider answering one SERP and recording its requests. */
function stubProvider(answer: Pick<SerpAnswer, "serp" | "provider">) {
  const requests: SerpRequest[] = [];
  const provider = {
    serpOrganic(req: SerpRequest) {
      requests.push(req);
      return Promise.resolve({ ...answer, total_count: 1, cost_usd: 0.002 });
    },
  } as unknown as SeoDataProvider;
  return { provider, requests };
}

/** A fetcher serving `pages`, with the failures the real one throws for sites 2-4 and 5. */
function stubWeb() {
  const fetched: string[] = [];
  const shared: boolean[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const web: WebFetcher = {
    async get(url, field, options) {
      fetched.push(url);
      shared.push((options as { sharedPage?: boolean } | undefined)?.sharedPage === true);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      if (url.includes("site2.")) throw fetchError(field, url, new FetchTimeout(url, 10_000));
      if (url.includes("site3.")) throw fetchError(field, url, new BodyTooLarge(url, 5 << 20));
      if (url.includes("site4.")) {
        throw fetchError(field, url, new UrlRefused(url, "10.0.0.1 is a private address"));
      }
      const page = pages.find((p) => p.url === url)!;
      const pdf = url.includes("site5.");
      const res: SafeResponse = {
        url,
        status: 200,
        headers: new Headers({ "content-type": pdf ? "application/pdf" : "text/html" }),
        body: new TextEncoder().encode(htmlOf(page)),
        redirects: [],
      };
      return res;
    },
  };
  return { web, fetched, shared, maxInFlight: () => maxInFlight };
}

Deno.test("[serp evidence step] fetches the top 10 a few at a time and keeps every failure with its reason", async () => {
  const { provider, requests } = stubProvider({
    serp: serpOf("how to plan a project", pages),
    provider: "dataforseo",
  });
  const { web, fetched, maxInFlight } = stubWeb();
  const progress: number[] = [];
  const ctx = {
    ...opContext(now, web),
    provider,
    progress: (p: number) => Promise.resolve(void progress.push(p)),
  };
  const e = await gatherSerpEvidence(ctx, {
    keyword: "how to plan a project",
    market,
    device: "desktop",
  });
  assert.equal(requests[0].depth, 10);
  assert.equal(requests[0].language_code, "en");
  assert.equal(fetched.length, 10);
  assert.ok(maxInFlight() <= FETCH_CONCURRENCY && maxInFlight() > 1, String(maxInFlight()));
  assert.equal(e.top.length, 10);
  assert.equal(e.pages.length, 6);
  assert.deepEqual(e.failed.map((f) => [f.position, f.reason]), [
    [2, "timeout"],
    [3, "too_large"],
    [4, "refused"],
    [5, "not_html"],
  ]);
  assert.deepEqual(e.pages.map((p) => p.position), [1, 6, 7, 8, 9, 10]);
  // Progress: once after the SERP, once per page, never backwards, ending at 90.
  assert.equal(progress.length, 11);
  assert.deepEqual(progress, [...progress].sort((a, b) => a - b));
  assert.equal(progress.at(-1), 90);
  const lines = evidenceLimitations(e);
  assert.equal(lines.length, 4);
  assert.match(lines[0], /^#2 https:\/\/site2\.example\/.* did not answer in time \(timeout\)/);
  assert.match(lines[2], /refused by the fetch guard \(refused\).*private address/);
  // The analysis completes over the pages that were read.
  const a = analyzeSerpEvidence(e);
  assert.equal(a.pages_read, 6);
  assert.equal(a.headings.find((h) => h.heading === "Define the scope")?.support, 6);
});

Deno.test("[serp evidence step] a sandbox SERP is not fetched and is labelled synthetic", async () => {
  const { provider } = stubProvider({ serp: serpOf("x", pages), provider: "sandbox" });
  const { web, fetched } = stubWeb();
  const e = await gatherSerpEvidence({ ...opContext(now, web), provider }, {
    keyword: "x",
    market,
    device: "mobile",
    maxPages: 5,
  });
  assert.equal(fetched.length, 0);
  assert.equal(e.synthetic, true);
  assert.equal(e.top.length, 5);
  assert.deepEqual(e.pages, []);
  assert.deepEqual(e.failed, []);
  assert.match(evidenceLimitations(e)[0], /synthetic/);
});

Deno.test("[serp evidence step] no SERP from the provider gives clear empty evidence", async () => {
  const { provider } = stubProvider({ serp: null, provider: "dataforseo" });
  const { web, fetched } = stubWeb();
  const e = await gatherSerpEvidence({ ...opContext(now, web), provider }, {
    keyword: "x",
    market,
    device: "desktop",
  });
  assert.equal(fetched.length, 0);
  assert.equal(e.serp, null);
  assert.deepEqual([e.results, e.top, e.pages, e.failed], [[], [], [], []]);
  assert.equal(e.fetched_at, now.toISOString());
  assert.match(evidenceLimitations(e)[0], /no organic results/);
});

Deno.test("[serp evidence step] competitor pages go through the shared page cache: a second operation fetches none again", async () => {
  const { provider } = stubProvider({
    serp: serpOf("how to plan a project", pages),
    provider: "dataforseo",
  });
  const { web, fetched, shared } = stubWeb();
  const cached = withPageCache(web, createPageCache({ ttlSeconds: 3600, maxBytes: 1 << 20 }));
  const gather = () =>
    gatherSerpEvidence({ ...opContext(now, cached), provider }, {
      keyword: "how to plan a project",
      market,
      device: "desktop",
    });
  const first = await gather();
  const second = await gather();
  assert.ok(shared.length > 0 && shared.every(Boolean), "every competitor fetch is marked shared");
  // The six pages read are fetched once; the failures (timeouts, refusals) are tried again.
  const once = fetched.filter((u) => !/site[234]\./.test(u));
  assert.deepEqual(once, [...new Set(once)]);
  assert.equal(fetched.filter((u) => u.includes("site2.")).length, 2);
  assert.deepEqual(second.pages, first.pages);
  assert.deepEqual(second.failed, first.failed);
});

Deno.test("[serp evidence step] a fetched body is read once; the same body again reuses the reading, a copy of its own", () => {
  const memo = new ByteLru<string>(1 << 20);
  let reads = 0;
  const read: typeof readRankingPage = (...args) => (reads++, readRankingPage(...args));
  const response = (html: string, lang = "en"): SafeResponse => ({
    url: pages[0].url,
    status: 200,
    headers: new Headers({ "content-type": "text/html; charset=utf-8", "content-language": lang }),
    body: new TextEncoder().encode(html),
    redirects: [],
  });
  const result = {
    position: 1,
    url: pages[0].url,
    domain: "site1.example",
    title: pages[0].title,
    description: null,
  };
  const a = readOnce(response(htmlOf(pages[0])), result, { memo, read });
  const b = readOnce(response(htmlOf(pages[0])), result, { memo, read });
  assert.equal(reads, 1);
  assert.deepEqual(b, a);
  assert.notEqual(b.page, a.page, "each reader gets its own copy");
  assert.deepEqual(
    a,
    readRankingPage(htmlOf(pages[0]), result, {
      finalUrl: pages[0].url,
      headers: response("").headers,
    }),
  );
  // Another body, or a header the reading depends on, is read again.
  readOnce(response(htmlOf(pages[1])), result, { memo, read });
  readOnce(response(htmlOf(pages[0]), "de"), result, { memo, read });
  assert.equal(reads, 3);
});
