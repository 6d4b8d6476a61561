/** `/search` and `/analyze/serp` end to end through `run`, on a stub provider. */
import assert from "node:assert/strict";
import { assertValidNextCalls, opContext } from "../../../tests/agent_checks.ts";
import { analyzeSerp } from "../../operations/analyze_serp.ts";
import type { Operation } from "../../operations/define.ts";
import { search } from "../../operations/search.ts";
import type { SeoDataProvider, SerpAnswer, SerpRequest } from "../../providers/provider.ts";
import { item, organic, organicRun, serpOf } from "../search/serp_fixtures.ts";

const now = new Date("2026-11-22T12:00:00Z");

/** A provider whose only call is `serpOrganic`, answering `answer` and recording requests. */
function stub(answer: Omit<SerpAnswer, "total_count" | "cost_usd">) {
  const requests: SerpRequest[] = [];
  const provider = {
    name: answer.provider,
    serpOrganic(req: SerpRequest) {
      requests.push(req);
      return Promise.resolve({ ...answer, total_count: 1, cost_usd: 0.002 });
    },
  } as unknown as SeoDataProvider;
  return { provider, requests };
}

/** Parses `body`, runs the operation and checks the result against its output schema. */
async function runOp(op: Operation, body: Record<string, unknown>, provider: SeoDataProvider) {
  const result = await op.run!(op.input.parse(body), { ...opContext(now), provider });
  const checked = op.output!.omit({ meta: true }).safeParse(result);
  assert.ok(checked.success, JSON.stringify(checked.error?.issues.slice(0, 3)));
  assertValidNextCalls(result.agent_workflow!);
  return result as Record<string, unknown> & { agent_workflow: { decision: string } };
}

const page = serpOf("best crm", [
  item("paid", 1, { url: "https://ad.com/", domain: "ad.com" }),
  organic(1, 2, "www.example.com"),
  organic(2, 3, "blog.example.com"),
  ...organicRun(8, 4, 3),
]);

Deno.test("[search op] run asks one desktop SERP in the resolved market and answers the output schema", async () => {
  const { provider, requests } = stub({ serp: page, provider: "dataforseo" });
  const r = await runOp(
    search,
    { query: "best crm", location: "de", language: "German" },
    provider,
  );
  assert.deepEqual(requests, [{
    keyword: "best crm",
    location_code: 2276,
    language_code: "de",
    device: "desktop",
    depth: 10,
    ai_overview: false,
  }]);
  assert.equal((r.results as unknown[]).length, 10);
});

Deno.test("[search op] location_code wins over location, and domain filters read deeper without site:", async () => {
  const { provider, requests } = stub({ serp: page, provider: "dataforseo" });
  const r = await runOp(search, {
    query: "best crm",
    location: "United States",
    location_code: 2826,
    limit: 5,
    include_domains: ["example.com"],
  }, provider);
  assert.equal(requests[0].location_code, 2826);
  assert.equal(requests[0].depth, 100);
  assert.ok(!requests[0].keyword.includes("site:"));
  assert.deepEqual((r.results as { domain: string }[]).map((x) => x.domain), [
    "example.com",
    "blog.example.com",
  ]);
});

Deno.test("[search op] a null SERP answers an empty result", async () => {
  const { provider } = stub({ serp: null, provider: "sandbox" });
  const r = await runOp(search, { query: "nothing here" }, provider);
  assert.equal(r.agent_workflow.decision, "no_results");
});

Deno.test("[analyze-serp op] run asks the device and a deeper page with a target, and answers the output schema", async () => {
  const { provider, requests } = stub({ serp: page, provider: "dataforseo" });
  const r = await runOp(analyzeSerp, {
    keyword: "best crm",
    location: "US",
    device: "mobile",
    target: "https://example.com/",
  }, provider);
  assert.deepEqual(requests, [{
    keyword: "best crm",
    location_code: 2840,
    language_code: "en",
    device: "mobile",
    depth: 30,
    ai_overview: true,
  }]);
  const target = r.target as { found: boolean; position: number };
  assert.deepEqual([target.found, target.position], [true, 1]);
  assert.equal(r.agent_workflow.decision, "organic_top_10");
});

Deno.test("[analyze-serp op] the registry example runs on a stub local SERP and a null SERP", async () => {
  const local = serpOf("plumber near me", [
    item("local_pack", 1, { title: "Joe", domain: "joe.com", url: "https://joe.com/" }),
    ...organicRun(10, 2),
  ]);
  const a = await runOp(
    analyzeSerp,
    analyzeSerp.example,
    stub({ serp: local, provider: "sandbox" }).provider,
  );
  assert.equal(a.agent_workflow.decision, "local_pack_first");
  const b = await runOp(
    analyzeSerp,
    analyzeSerp.example,
    stub({ serp: null, provider: "sandbox" }).provider,
  );
  assert.equal(b.agent_workflow.decision, "no_results");
});
