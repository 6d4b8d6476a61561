import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import { contentDecayDetect } from "../../operations/content_decay_detect.ts";
import type { KeywordOverviewRequest, RankedKeywordsRequest } from "../../providers/labs_types.ts";
import type { SerpRequest } from "../../providers/serp_types.ts";
import type { SerpHistoryQuery } from "../../store/serp_history.ts";
import { metrics, rowsAnswer, stubContext } from "../keyword_rows/testing.ts";
import { ContentDecayResultSchema } from "./mod.ts";
import { daily, KEYWORD, PAGE } from "./testing.ts";

const fill = (n: number, position: number) => Array(n).fill(position);

/** Today's live SERP with the page at position 9 of 20. */
function liveSerp() {
  return {
    keyword: KEYWORD,
    datetime: "2026-11-22 12:00:30 +00:00",
    check_url: null,
    item_types: ["organic", "people_also_ask"],
    se_results_count: 1000,
    items: Array.from({ length: 20 }, (_, i) => ({
      type: "organic",
      rank_group: i + 1,
      rank_absolute: i + 2,
      title: null,
      url: i === 8 ? `${PAGE}#top` : `https://rival${i}.com/espresso`,
      domain: null,
      description: null,
    })),
  };
}

/** The page's ranked-keywords row: rank 9 now, 3 before the provider's last update. */
function rankedRow() {
  return {
    keyword: metrics("Home Espresso Guide"),
    position: {
      type: "organic",
      rank_group: 9,
      rank_absolute: 10,
      url: PAGE,
      domain: "example.com",
      title: null,
      etv: 12,
      previous_rank_absolute: 4,
      is_new: false,
      is_up: false,
      is_down: true,
    },
    is_lost: false,
  };
}

Deno.test("[content decay] the operation joins stored history, today's SERP and the provider's ranking", async () => {
  const queries: SerpHistoryQuery[] = [];
  const serpRequests: SerpRequest[] = [];
  const rankedRequests: RankedKeywordsRequest[] = [];
  const ctx = {
    ...stubContext({
      serpOrganic: (req: SerpRequest) => {
        serpRequests.push(req);
        return Promise.resolve({ ...rowsAnswer([]), serp: liveSerp() });
      },
      rankedKeywords: (req: RankedKeywordsRequest) => {
        rankedRequests.push(req);
        return Promise.resolve(rowsAnswer([rankedRow()]));
      },
    }),
    serpHistory: (query: SerpHistoryQuery) => {
      queries.push(query);
      return Promise.resolve(daily([...fill(12, 3), ...fill(9, 9)]));
    },
  };
  const input = contentDecayDetect.input.parse({ url: PAGE, keyword: KEYWORD });
  const result = ContentDecayResultSchema.parse(await contentDecayDetect.run!(input, ctx));
  assertValidNextCalls(result.agent_workflow);
  assert.deepEqual(queries, [{
    keyword: KEYWORD,
    location_code: 2840,
    language_code: "en",
    device: "desktop",
    limit: 60,
  }]);
  assert.equal(serpRequests[0].depth, 50);
  assert.equal(rankedRequests[0].target, PAGE);
  const a = result.decay_audit;
  assert.equal(a.trend, "declining");
  assert.equal(a.drop?.date, "2026-11-13");
  assert.equal(a.observations.in_window, 22);
  assert.equal(a.observations.live, 1);
  assert.deepEqual(a.latest, {
    checked_at: "2026-11-22T12:00:30.000Z",
    position: 9,
    depth: 20,
    expected_ctr: 0.03,
    source: "live",
  });
  assert.equal(a.provider_ranking?.movement, "down");
  assert.equal(a.provider_ranking?.previous_rank_absolute, 4);
  assert.equal(a.observations.provider_ranking, true);
  assert.ok(!a.missing.some((m) => m.includes("provider")));
});

Deno.test("[content decay] a failed provider ranking is reported missing, not a failed audit", async () => {
  const ctx = {
    ...stubContext({
      serpOrganic: () => Promise.resolve({ ...rowsAnswer([]), serp: null }),
      rankedKeywords: () => Promise.reject(new Error("upstream said no")),
      keywordOverview: () => Promise.reject(new Error("overview said no")),
    }),
    serpHistory: () => Promise.resolve(daily(fill(10, 3))),
  };
  const input = contentDecayDetect.input.parse({ url: PAGE, keyword: KEYWORD });
  const result = ContentDecayResultSchema.parse(await contentDecayDetect.run!(input, ctx));
  const a = result.decay_audit;
  assert.equal(a.trend, "stable");
  assert.equal(a.provider_ranking, null);
  assert.ok(a.missing.some((m) => m.includes("upstream said no")));
  assert.ok(a.missing.some((m) => m.startsWith("The live SERP check returned no organic results")));
  assert.equal(a.demand, null);
  assert.ok(a.missing.some((m) => m.includes("overview said no")));
});

Deno.test("[content decay] the volumes of the ranked-keywords row are read without another call", async () => {
  let overviewCalls = 0;
  const ctx = {
    ...stubContext({
      serpOrganic: () => Promise.resolve({ ...rowsAnswer([]), serp: liveSerp() }),
      rankedKeywords: () => Promise.resolve(rowsAnswer([rankedRow()])),
      keywordOverview: () => {
        overviewCalls++;
        return Promise.resolve(rowsAnswer([]));
      },
    }),
    serpHistory: () => Promise.resolve(daily(fill(10, 9))),
  };
  const input = contentDecayDetect.input.parse({ url: PAGE, keyword: KEYWORD });
  const a = ContentDecayResultSchema.parse(await contentDecayDetect.run!(input, ctx)).decay_audit;
  assert.equal(overviewCalls, 0);
  assert.equal(a.demand?.source, "ranked_keywords");
  assert.equal(a.demand?.months, 12);
});

Deno.test("[content decay] without a ranked row, the volumes come from one keyword_overview call in the market", async () => {
  const asked: KeywordOverviewRequest[] = [];
  const seasonal = [900, 800, 700, 800, 900, 1000, 1200, 4000, 9000, 6000, 1500, 1000]
    .map((search_volume, i) => ({
      year: i < 2 ? 2026 : 2025,
      month: ((21 - i) % 12) + 1,
      search_volume,
    }));
  const ctx = {
    ...stubContext({
      serpOrganic: () => Promise.resolve({ ...rowsAnswer([]), serp: liveSerp() }),
      rankedKeywords: () => Promise.resolve(rowsAnswer([])),
      keywordOverview: (req: KeywordOverviewRequest) => {
        asked.push(req);
        return Promise.resolve(
          rowsAnswer([metrics("migliori friggitrici ad aria", { monthly_searches: seasonal })]),
        );
      },
    }),
    serpHistory: () => Promise.resolve(daily(fill(10, 9))),
  };
  const input = contentDecayDetect.input.parse({
    url: PAGE,
    keyword: "migliori friggitrici ad aria",
  });
  const a = ContentDecayResultSchema.parse(await contentDecayDetect.run!(input, ctx)).decay_audit;
  assert.deepEqual(asked, [{
    keywords: ["migliori friggitrici ad aria"],
    location_code: 2380,
    language_code: "it",
  }]);
  assert.equal(a.demand?.source, "keyword_overview");
  assert.ok(!a.missing.some((m) => m.startsWith("No monthly search volumes")));
});

Deno.test("[content decay] the registry example runs on the sandbox and answers its schema", async () => {
  const { opContext } = await import("../../../tests/agent_checks.ts");
  const ctx = opContext(new Date("2026-11-22T12:00:00Z"));
  const input = contentDecayDetect.input.parse(contentDecayDetect.example);
  const result = ContentDecayResultSchema.parse(await contentDecayDetect.run!(input, ctx));
  assertValidNextCalls(result.agent_workflow);
  assert.equal(result.decay_audit.data_source, "sandbox");
  assert.ok(result.agent_workflow.confidence <= 0.3);
});
