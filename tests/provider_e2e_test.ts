/**
 * Every backlink operation over HTTP with `DATAFORSEO_BASE_URL` pointed at the fake DataForSEO
 * server (the configuration a self-hoster sets, no provider injected): a complete result that
 * validates against the operation's `output` schema, the provider's cost in `meta`, and the
 * request body the adapter sent, field by field as the reference gives it.
 */
import assert from "node:assert/strict";
import { assertProviderCost, assertSentOnce, setupOnFake } from "./fakes/provider_harness.ts";
import { operations } from "../lib/operations/mod.ts";

/**
 * The live-call defaults every target-scoped list sends explicitly
 * (docs/providers.md#backlinks-endpoints).
 */
const SCOPE = {
  offset: 0,
  backlinks_status_type: "live",
  include_subdomains: true,
  exclude_internal_backlinks: true,
  rank_scale: "one_hundred",
};

/** Each backlink operation's registry example: the DataForSEO path, body and cost it makes. */
const CASES: { path: string; live: string; body: Record<string, unknown>; cost: number }[] = [
  {
    path: "/backlinks/summary",
    live: "/v3/backlinks/summary/live",
    body: {
      target: "example.com",
      include_subdomains: true,
      include_indirect_links: true,
      exclude_internal_backlinks: true,
      internal_list_limit: 10,
      backlinks_status_type: "live",
      rank_scale: "one_hundred",
    },
    cost: 0.02003,
  },
  {
    path: "/backlinks/list",
    live: "/v3/backlinks/backlinks/live",
    body: {
      target: "example.com",
      limit: 25,
      ...SCOPE,
      mode: "one_per_domain",
      order_by: ["rank,desc"],
    },
    cost: 0.02006,
  },
  {
    path: "/backlinks/anchors",
    live: "/v3/backlinks/anchors/live",
    body: {
      target: "example.com",
      limit: 25,
      ...SCOPE,
      include_indirect_links: true,
      order_by: ["backlinks,desc"],
    },
    cost: 0.02003,
  },
  {
    path: "/backlinks/referring-domains",
    live: "/v3/backlinks/referring_domains/live",
    body: {
      target: "example.com",
      limit: 50,
      ...SCOPE,
      include_indirect_links: true,
      filters: ["rank", ">=", 20],
      order_by: ["rank,desc"],
    },
    cost: 0.02003,
  },
  {
    path: "/backlinks/domain-pages",
    live: "/v3/backlinks/domain_pages/live",
    body: {
      target: "example.com",
      limit: 25,
      ...SCOPE,
      order_by: ["page_summary.referring_domains,desc"],
    },
    cost: 0.02003,
  },
  {
    path: "/backlinks/competitors",
    live: "/v3/backlinks/competitors/live",
    body: {
      target: "example.com",
      limit: 25,
      offset: 0,
      main_domain: true,
      exclude_large_domains: true,
      exclude_internal_backlinks: true,
      rank_scale: "one_hundred",
      order_by: ["intersections,desc"],
    },
    cost: 0.02006,
  },
  {
    path: "/backlinks/new-lost-timeseries",
    live: "/v3/backlinks/timeseries_new_lost_summary/live",
    body: {
      target: "example.com",
      date_from: "2025-01-01",
      group_range: "month",
      include_subdomains: true,
    },
    cost: 0.02006,
  },
  {
    path: "/backlinks/page-intersection",
    live: "/v3/backlinks/page_intersection/live",
    body: {
      targets: { "1": "competitor-one.com", "2": "competitor-two.com" },
      exclude_targets: ["example.com"],
      limit: 25,
      backlinks_status_type: "live",
      include_subdomains: true,
      include_indirect_links: true,
      exclude_internal_backlinks: true,
      intersection_mode: "partial",
      rank_scale: "one_hundred",
      order_by: ["rank,desc"],
    },
    cost: 0.02003,
  },
];

Deno.test("[provider e2e] the table covers every provider-backed backlink operation", () => {
  const backlinkOps = operations.filter((op) => op.provider && op.path.startsWith("/backlinks/"));
  assert.deepEqual(backlinkOps.map((op) => op.path).sort(), CASES.map((c) => c.path).sort());
});

for (const c of CASES) {
  Deno.test(`[provider e2e] ${c.path} on DATAFORSEO_BASE_URL: a schema-valid result and the reference's body`, async () => {
    const { fake, h } = await setupOnFake();
    try {
      const op = operations.find((o) => o.path === c.path)!;
      const res = await h.post(`${c.path}?sync=true`, op.example, { "x-project-id": "acme" });
      const body = await res.json();
      assert.equal(res.status, 200, JSON.stringify(body));
      const parsed = op.output!.safeParse(body);
      assert.ok(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3)));
      assert.equal(body.meta.provider, "dataforseo");
      assert.equal(body.meta.cache, "miss");
      assert.equal(body.meta.data_age_seconds, 0);
      assert.equal(body.meta.provider_cost_usd, c.cost);
      assert.ok(body.agent_workflow.limitations.every((l: string) => !/synthetic/i.test(l)));
      assertSentOnce(fake, c);
      await assertProviderCost(h, c.path, c.cost);
    } finally {
      await h.close();
      await fake.close();
    }
  });
}

Deno.test("[provider e2e] a queued job on the fake carries the same meta: provider, cost, cache", async () => {
  const { fake, h } = await setupOnFake();
  try {
    const res = await h.post("/backlinks/anchors", { target: "example.com" });
    assert.equal(res.status, 202);
    const { job_id } = await res.json();
    await h.services.jobs.waitFor(job_id, 10_000);
    const job = await (await h.get(`/jobs/${job_id}`)).json();
    assert.equal(job.status, "completed", JSON.stringify(job.error));
    assert.equal(job.result.meta.job_id, job_id);
    assert.equal(job.result.meta.provider, "dataforseo");
    assert.equal(job.result.meta.cache, "miss");
    assert.equal(job.result.meta.provider_cost_usd, 0.02003);
    assert.equal(fake.calls("/v3/backlinks/anchors/live"), 1);
  } finally {
    await h.close();
    await fake.close();
  }
});

Deno.test("[provider e2e] a field DataForSEO refuses is a 400 naming our field, and nothing is charged", async () => {
  const { fake, h } = await setupOnFake();
  try {
    fake.fail("referring_domains", {
      kind: "task",
      code: 40501,
      message: "Invalid Field: 'filters'.",
    });
    const res = await h.post("/backlinks/referring-domains?sync=true", {
      target: "example.com",
      min_rank: 20,
    });
    const body = await res.json();
    assert.equal(res.status, 400);
    assert.equal(body.error.code, "INVALID_PARAMETERS");
    assert.equal(body.error.retryable, false);
    assert.deepEqual(body.error.details.issues.map((i: { path: string }) => i.path), ["min_rank"]);
    assert.equal(fake.calls("/v3/backlinks/referring_domains/live"), 1, "a refusal is not retried");
    const usage = await (await h.get("/usage")).json();
    assert.equal(usage.credits_used, 0);
    assert.equal(usage.credits_remaining, 1000);
  } finally {
    await h.close();
    await fake.close();
  }
});
