import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import type { Serp } from "../../providers/serp_types.ts";
import { domainFilter, passes } from "./domains.ts";
import { searchDepth, type SearchRequest, searchResults, SearchResultSchema } from "./mod.ts";
import { item, organic, organicRun, serpOf } from "./serp_fixtures.ts";

const now = new Date("2026-11-22T12:00:00Z");
const base: SearchRequest = {
  query: "best crm for small business",
  limit: 10,
  location: "United States",
  language: "en",
};

function run(req: Partial<SearchRequest>, serp: Serp | null, provider = "dataforseo" as const) {
  const r = searchResults({ ...base, ...req }, { serp, provider }, now);
  const checked = SearchResultSchema.safeParse(r);
  assert.ok(checked.success, JSON.stringify(checked.error?.issues.slice(0, 3)));
  assertValidNextCalls(r.agent_workflow);
  return r;
}

const mixedHosts = serpOf("crm", [
  organic(1, 1, "www.example.com"),
  organic(2, 2, "blog.example.com"),
  organic(3, 3, "notexample.com"),
  organic(4, 4, "other.org"),
  organic(5, 5, "shop.other.org"),
]);

Deno.test("[search] a domain matches itself and its subdomains, never a longer name", () => {
  const filter = domainFilter(["example.com"], []);
  assert.equal(passes("example.com", filter), true);
  assert.equal(passes("blog.example.com", filter), true);
  assert.equal(passes("notexample.com", filter), false);
  assert.equal(passes("example.com.evil.net", filter), false);
  assert.deepEqual(domainFilter(["WWW.Example.com"], []).include, ["example.com"]);
});

Deno.test("[search] include_domains keeps the domain and its subdomains only", () => {
  const r = run({ include_domains: ["example.com"] }, mixedHosts);
  assert.deepEqual(r.results.map((x) => x.domain), ["example.com", "blog.example.com"]);
  assert.equal(r.filtered_out, 3);
  assert.equal(r.organic_read, 5);
});

Deno.test("[search] exclude_domains drops the domain with its subdomains and keeps Google's positions", () => {
  const r = run({ exclude_domains: ["other.org"] }, mixedHosts);
  assert.deepEqual(r.results.map((x) => [x.domain, x.position]), [
    ["example.com", 1],
    ["blog.example.com", 2],
    ["notexample.com", 3],
  ]);
  assert.equal(r.filtered_out, 2);
  assert.ok(r.agent_workflow.limitations.some((l) => l.includes("Domain filters")));
});

Deno.test("[search] results past the limit are cut and agent_support says so", () => {
  const r = run({ limit: 10 }, serpOf("crm", organicRun(15, 1)));
  assert.equal(r.results.length, 10);
  assert.equal(r.agent_support.truncated, true);
  assert.equal(r.agent_support.citations.length, 10);
  assert.deepEqual(r.agent_support.citations[0], {
    url: "https://result-1.com/page-1",
    title: "Result 1 on result-1.com",
  });
  assert.ok(r.agent_support.token_estimate > 0);
  assert.equal(r.agent_support.freshness.fetched_at, "2026-11-22T09:30:00.000Z");
  const exact = run({ limit: 15 }, serpOf("crm", organicRun(15, 1)));
  assert.equal(exact.agent_support.truncated, false);
});

Deno.test("[search] the depth asked is the limit rounded up to 10, more when filters drop results", () => {
  const none = domainFilter();
  assert.equal(searchDepth(1, none), 10);
  assert.equal(searchDepth(10, none), 10);
  assert.equal(searchDepth(15, none), 20);
  assert.equal(searchDepth(50, none), 50);
  assert.equal(searchDepth(10, domainFilter([], ["a.com"])), 20);
  assert.equal(searchDepth(50, domainFilter([], ["a.com"])), 100);
  assert.equal(searchDepth(5, domainFilter(["a.com"], [])), 100);
});

Deno.test("[search] features are listed apart from the organic results", () => {
  const serp = serpOf("crm", [
    item("paid", 1, { url: "https://ads.example/x", domain: "ads.example", title: "Ad" }),
    item("people_also_ask", 2, { questions: ["What is a CRM?"] }),
    ...organicRun(3, 3),
  ], ["paid", "people_also_ask", "organic", "related_searches"]);
  const r = run({}, serp);
  assert.deepEqual(r.serp_features, ["paid", "people_also_ask", "related_searches"]);
  assert.deepEqual(r.results.map((x) => x.position), [1, 2, 3]);
  assert.equal(r.agent_workflow.decision, "results_found");
});

Deno.test("[search] next calls extract the top result and analyze the query's SERP in its market", () => {
  const r = run({ location: "Germany", language: "de" }, serpOf("crm", organicRun(3, 1)));
  assert.deepEqual(r.agent_support.next_calls.map((c) => [c.endpoint, c.body]), [
    ["/extract", { url: "https://result-1.com/page-1" }],
    ["/analyze/serp", { keyword: base.query, location: "Germany", language: "de" }],
  ]);
  assert.deepEqual(r.agent_workflow.next_calls, r.agent_support.next_calls);
  const long = run({ query: "x ".repeat(150).trim() }, serpOf("crm", organicRun(1, 1)));
  assert.deepEqual(long.agent_support.next_calls.map((c) => c.endpoint), ["/extract"]);
});

Deno.test("[search] no result page is a clear empty result, not an error", () => {
  const r = run({}, null);
  assert.equal(r.found, false);
  assert.deepEqual(r.results, []);
  assert.equal(r.total_results, null);
  assert.equal(r.agent_workflow.decision, "no_results");
  assert.equal(r.agent_support.freshness.fetched_at, now.toISOString());
  assert.deepEqual(r.agent_support.next_calls.map((c) => c.endpoint), ["/analyze/serp"]);
});

Deno.test("[search] filters that drop every result say so and how to widen them", () => {
  const r = run({ include_domains: ["nowhere.net"] }, mixedHosts);
  assert.equal(r.agent_workflow.decision, "all_filtered_out");
  assert.equal(r.agent_workflow.recommended_actions[0].priority, "high");
});

Deno.test("[search] sandbox pages are labelled synthetic with low confidence", () => {
  const r = run({}, serpOf("crm", organicRun(5, 1)), "sandbox" as never);
  assert.equal(r.data_source, "sandbox");
  assert.ok(r.agent_workflow.confidence <= 0.3);
  assert.ok(r.agent_workflow.limitations[0].includes("synthetic"));
  assert.ok(r.markdown_summary.includes("sandbox"));
});

Deno.test("[search] the result is deterministic", () => {
  const a = JSON.stringify(run({}, mixedHosts));
  const b = JSON.stringify(run({}, mixedHosts));
  assert.equal(a, b);
});
