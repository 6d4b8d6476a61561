import assert from "node:assert/strict";
import { ApiError } from "../errors.ts";
import { type FakeDataForSeo, startFakeDataForSeo } from "../../tests/fakes/dataforseo.ts";
import { createDataForSeoProvider } from "./dataforseo.ts";
import type * as P from "./provider.ts";

const PATH = "/v3/serp/google/organic/live/advanced";
const KEYWORD = "Connect ClickUp to Excel";

/** The adapter pointed at the fake, backoff instant. */
const adapter = (fake: FakeDataForSeo) =>
  createDataForSeoProvider({
    login: fake.login,
    password: fake.password,
    baseUrl: fake.baseUrl,
    sleep: () => Promise.resolve(),
  });

const request = (device: P.SerpRequest["device"], depth: number): P.SerpRequest => ({
  keyword: KEYWORD,
  location_code: 2840,
  language_code: "en",
  device,
  depth,
  ai_overview: device === "mobile",
});

/** One row of the table: the request, the task sent, and what is read back. */
const CASES: {
  name: string;
  req: P.SerpRequest;
  os: string;
  cost: number;
  types: string[];
  organic: number;
}[] = [
  {
    name: "desktop, depth 10",
    req: request("desktop", 10),
    os: "windows",
    cost: 0.002,
    types: ["ai_overview", "organic", "local_pack", "people_also_ask", "related_searches"],
    organic: 4,
  },
  {
    name: "mobile, depth 25: three pages billed",
    req: request("mobile", 25),
    os: "android",
    // Three pages, and the late AI Overview asked for (+$0.002).
    cost: 0.008,
    types: ["ai_overview", "organic", "local_pack", "people_also_ask", "related_searches"],
    organic: 4,
  },
  {
    name: "desktop, depth 2: organic cut to two",
    req: request("desktop", 2),
    os: "windows",
    cost: 0.002,
    types: ["ai_overview", "organic", "local_pack", "people_also_ask", "related_searches"],
    organic: 2,
  },
];

for (const c of CASES) {
  Deno.test(`[dataforseo serp] ${c.name}: the exact task, Basic auth, the page in order`, async () => {
    await using fake = await startFakeDataForSeo();
    const a = await adapter(fake).serpOrganic(c.req);
    assert.equal(fake.calls(PATH), 1);
    assert.equal(fake.requests[0].path, PATH);
    assert.deepEqual(fake.requests[0].body, [{
      keyword: KEYWORD,
      location_code: 2840,
      language_code: "en",
      device: c.req.device,
      os: c.os,
      depth: c.req.depth,
      load_async_ai_overview: c.req.ai_overview,
    }]);
    assert.equal(fake.requests[0].authorization, `Basic ${btoa("fake-login:fake-password")}`);
    assert.deepEqual([a.total_count, a.cost_usd, a.provider], [1, c.cost, "dataforseo"]);
    const serp = a.serp!;
    assert.equal(serp.keyword, KEYWORD);
    assert.equal(serp.datetime, "2024-04-27T02:13:08+00:00");
    assert.match(serp.check_url ?? "", /^https:\/\/www\.google\.com\/search\?q=Connect%20ClickUp/);
    assert.deepEqual([serp.item_types, serp.se_results_count], [c.types, 292000]);
    assert.equal(serp.items.filter((i) => i.type === "organic").length, c.organic);
  });
}

Deno.test("[dataforseo serp] items: organic, local pack, PAA questions, AI Overview sources", async () => {
  await using fake = await startFakeDataForSeo();
  const { serp } = await adapter(fake).serpOrganic(request("desktop", 10));
  const items = serp!.items;
  assert.deepEqual(items.map((i) => [i.type, i.rank_group, i.rank_absolute]), [
    ["ai_overview", 1, 1],
    ["organic", 1, 2],
    ["local_pack", 1, 3],
    ["people_also_ask", 1, 4],
    ["organic", 2, 5],
    ["organic", 3, 6],
    ["organic", 4, 7],
    ["related_searches", 1, 8],
  ]);
  assert.deepEqual(items[0], {
    type: "ai_overview",
    rank_group: 1,
    rank_absolute: 1,
    title: null,
    url: null,
    domain: null,
    description: null,
    references: [
      {
        url: "https://zapier.com/apps/clickup/integrations/excel",
        domain: "zapier.com",
        title: "Connect ClickUp to Excel",
      },
      {
        url: "https://help.clickup.com/hc/en-us/articles/6310551109527-Export-data",
        domain: "help.clickup.com",
        title: "Export data",
      },
    ],
  });
  assert.deepEqual(items[1], {
    type: "organic",
    rank_group: 1,
    rank_absolute: 2,
    title: "Connect your ClickUp to Microsoft Excel integration in 2 ...",
    url: "https://zapier.com/apps/clickup/integrations/excel",
    domain: "zapier.com",
    description:
      "Connect ClickUp and Microsoft Excel to integrate crucial parts of your business. …",
    breadcrumb: "https://zapier.com › apps › clickup › integrations › excel",
  });
  assert.deepEqual([items[2].title, items[2].domain, items[2].url], [
    "Acme Data Consulting",
    "acme.example",
    "https://acme.example/",
  ]);
  assert.deepEqual(items[3].questions, [
    "Can ClickUp export to Excel?",
    "Does ClickUp integrate with Microsoft Office?",
  ]);
  assert.equal(items[3].references, undefined);
});

Deno.test("[dataforseo serp] a null result, or 40102 No Search Results, gives serp: null", async () => {
  await using fake = await startFakeDataForSeo();
  const provider = adapter(fake);
  fake.fail("organic", { kind: "null_result" }, {
    kind: "task",
    code: 40102,
    message: "No Search Results.",
  });
  const empty = await provider.serpOrganic(request("desktop", 10));
  assert.deepEqual(empty, { serp: null, total_count: 0, cost_usd: 0.002, provider: "dataforseo" });
  const none = await provider.serpOrganic(request("desktop", 10));
  assert.deepEqual([none.serp, none.total_count, none.cost_usd], [null, 0, 0]);
});

Deno.test("[dataforseo serp] a refused os is named as our device field", async () => {
  await using fake = await startFakeDataForSeo();
  fake.fail("organic", { kind: "task", code: 40501, message: "Invalid Field: 'os'." });
  const err = await adapter(fake).serpOrganic(request("mobile", 10)).catch((e) => e);
  assert.ok(err instanceof ApiError);
  assert.equal(err.code, "INVALID_PARAMETERS");
  assert.deepEqual((err.details?.issues as { path: string }[]).map((i) => i.path), ["device"]);
});

Deno.test("[dataforseo serp] a retryable failure is retried, then answers", async () => {
  await using fake = await startFakeDataForSeo();
  fake.fail("organic", { kind: "task", code: 40101, message: "Internal SE Server Error." });
  const a = await adapter(fake).serpOrganic(request("desktop", 10));
  assert.equal(a.serp?.items.length, 8);
  assert.equal(fake.calls(PATH), 2);
});
