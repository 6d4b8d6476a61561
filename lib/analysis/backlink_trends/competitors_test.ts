import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import { backlinksCompetitors } from "../../operations/backlinks_competitors.ts";
import { backlinksPageIntersection } from "../../operations/backlinks_page_intersection.ts";
import type {
  BacklinksCompetitorsRequest,
  BacklinksPageIntersectionRequest,
  SeoDataProvider,
} from "../../providers/provider.ts";
import { createSandboxProvider } from "../../providers/sandbox.ts";
import { analyzeCompetitors, CompetitorsResultSchema } from "./competitors.ts";
import { analyzePageIntersection, PageIntersectionResultSchema } from "./page_intersection.ts";

const signal = new AbortController().signal;

Deno.test("[backlink competitors] overlap and authority rank the competitors; the target itself is left out", async () => {
  const provider: SeoDataProvider = {
    ...createSandboxProvider(),
    name: "dataforseo",
    backlinksCompetitors: () =>
      Promise.resolve({
        rows: [
          { domain: "acme.com", rank: 90, intersections: 999 },
          { domain: "big.com", rank: 65, intersections: 400 },
          { domain: "niche.io", rank: 20, intersections: 380 },
          { domain: "far.org", rank: 70, intersections: 20 },
        ],
        total_count: 4,
        cost_usd: 0.02,
        provider: "dataforseo",
      }),
  };
  const req = backlinksCompetitors.input.parse({
    target: "acme.com",
  }) as unknown as BacklinksCompetitorsRequest;
  const r = await analyzeCompetitors(req, { provider, signal });
  assert.ok(CompetitorsResultSchema.safeParse(r).success);
  assertValidNextCalls(r.agent_workflow);
  assert.deepEqual(r.competitors.map((c) => [c.domain, c.opportunity_score, c.priority]), [
    ["big.com", 90, "high"],
    ["niche.io", 73, "high"],
    ["far.org", 25, "low"],
  ]);
  assert.deepEqual(r.agent_workflow.next_calls[0].body.targets, ["big.com", "niche.io"]);
});

Deno.test("[backlink page intersection] pages linking to several competitors with followed links come first", async () => {
  const req = backlinksPageIntersection.input.parse({
    targets: ["rival-a.com", "rival-b.com"],
    exclude_targets: ["acme.com"],
    limit: 30,
  }) as unknown as BacklinksPageIntersectionRequest;
  const r = await analyzePageIntersection(req, { provider: createSandboxProvider(), signal });
  assert.ok(PageIntersectionResultSchema.safeParse(r).success);
  assertValidNextCalls(r.agent_workflow);
  assert.ok(r.opportunities.length > 0);
  const order = { high: 0, medium: 1, low: 2 };
  for (let i = 1; i < r.opportunities.length; i++) {
    assert.ok(order[r.opportunities[i - 1].priority] <= order[r.opportunities[i].priority]);
  }
  for (const o of r.opportunities.filter((x) => x.priority === "high")) {
    assert.ok(o.dofollow && o.linked_targets.length >= 2 && o.spam_score <= 30);
  }
});

Deno.test("[backlink competitors] portals, platforms, marketplaces, publications and the owner's namesakes are set aside (fashion PL, pets US, software DE)", async () => {
  const provider: SeoDataProvider = {
    ...createSandboxProvider(),
    name: "dataforseo",
    backlinksCompetitors: () =>
      Promise.resolve({
        rows: [
          { domain: "wp.pl", rank: 88, intersections: 1400 },
          { domain: "facebook.com", rank: 100, intersections: 1300 },
          { domain: "ebay.com", rank: 90, intersections: 900 },
          { domain: "petnews.com", rank: 50, intersections: 400 },
          { domain: "lohnpilot.at", rank: 30, intersections: 350 },
          { domain: "rival-shop.com", rank: 40, intersections: 300 },
          { domain: "lohnsoft.de", rank: 45, intersections: 250 },
        ],
        total_count: 7,
        cost_usd: 0.02,
        provider: "dataforseo",
      }),
  };
  const req = backlinksCompetitors.input.parse({
    target: "lohnpilot.de",
    brand_terms: ["Lohnpilot"],
  }) as unknown as BacklinksCompetitorsRequest;
  const r = await analyzeCompetitors(req, { provider, signal });
  assert.ok(CompetitorsResultSchema.safeParse(r).success);
  const kind = (d: string) => r.competitors.find((c) => c.domain === d)?.set_aside?.kind ?? null;
  assert.deepEqual(
    ["wp.pl", "facebook.com", "ebay.com", "petnews.com", "lohnpilot.at", "rival-shop.com"].map(
      kind,
    ),
    ["portal", "platform", "marketplace", "publication", "namesake", null],
  );
  assert.deepEqual(r.competitors.slice(0, 2).map((c) => c.domain), [
    "rival-shop.com",
    "lohnsoft.de",
  ]);
  const targets = r.agent_workflow.next_calls[0].body.targets as string[];
  assert.deepEqual(targets.sort(), ["lohnsoft.de", "rival-shop.com"]);
  assert.match(r.agent_workflow.summary, /Set aside/);
});
