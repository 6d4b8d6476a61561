import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import { domainRankedKeywords } from "../../operations/domain_ranked_keywords.ts";
import type {
  RankedKeywordRow,
  RankedKeywordsRequest,
  SerpPosition,
} from "../../providers/provider.ts";
import { metrics, rowsAnswer, stubContext, US } from "../keyword_rows/testing.ts";
import {
  analyzeRankedKeywords,
  type RankedKeywordsInput,
  RankedKeywordsResultSchema,
} from "./mod.ts";

function ranking(
  keyword: string,
  rank: number,
  over: {
    volume?: number | null;
    difficulty?: number;
    lost?: boolean;
    pos?: Partial<SerpPosition>;
  } = {},
): RankedKeywordRow {
  return {
    keyword: metrics(keyword, {
      search_volume: over.volume === undefined ? 2_000 : over.volume,
      keyword_difficulty: over.difficulty ?? 30,
    }),
    position: {
      type: "organic",
      rank_group: rank,
      rank_absolute: rank + 1,
      url: `https://example.com/${keyword.replace(/ /g, "-")}`,
      domain: "example.com",
      title: keyword,
      etv: rank <= 3 ? 300 : rank <= 10 ? 60 : 5,
      previous_rank_absolute: rank + 3,
      is_new: false,
      is_up: true,
      is_down: false,
      ...over.pos,
    },
    is_lost: over.lost ?? false,
  };
}

const ROWS = [
  ranking("crm software", 2, { volume: 40_000, difficulty: 80 }),
  ranking("crm pricing", 7),
  ranking("crm for startups", 14, {
    pos: { is_up: false, is_down: true, previous_rank_absolute: 9 },
  }),
  ranking("crm history", 45, {
    volume: 300,
    pos: { is_new: true, is_up: false, previous_rank_absolute: null },
  }),
  ranking("crm demo", 9, { lost: true, pos: { is_up: false } }),
];

function analyze(body: Record<string, unknown>, rows: RankedKeywordRow[], sandbox = false) {
  const input = domainRankedKeywords.input.parse({
    target: "example.com",
    ...body,
  }) as unknown as RankedKeywordsInput;
  const r = analyzeRankedKeywords(input, rowsAnswer(rows, sandbox ? "sandbox" : "dataforseo"), US);
  const check = RankedKeywordsResultSchema.safeParse(r);
  assert.ok(check.success, JSON.stringify(check.error?.issues));
  assertValidNextCalls(r.agent_workflow);
  return r;
}

Deno.test("[ranked keywords] each ranking gets its opportunity type, movement and reachable position", () => {
  const r = analyze({ include_lost: true }, ROWS);
  const by = Object.fromEntries(r.keywords.map((k) => [k.keyword, k]));
  assert.equal(by["crm software"].opportunity_type, "protect");
  assert.equal(by["crm software"].reachable_position, 2);
  assert.equal(by["crm pricing"].opportunity_type, "push_to_top3");
  assert.equal(by["crm pricing"].reachable_position, 3);
  assert.equal(by["crm for startups"].opportunity_type, "push_to_page1");
  assert.deepEqual(by["crm for startups"].movement, {
    status: "down",
    previous_rank: 9,
    change: -6,
  });
  assert.equal(by["crm history"].opportunity_type, "long_shot");
  assert.equal(by["crm history"].movement.status, "new");
  assert.equal(by["crm demo"].opportunity_type, "reclaim");
  assert.equal(by["crm demo"].movement.status, "lost");
  assert.deepEqual(r.totals.by_rank_band, {
    top3: 1,
    pos_4_10: 1,
    pos_11_20: 1,
    pos_21_100: 1,
    lost: 1,
  });
  assert.equal(r.totals.estimated_traffic, 300 + 60 + 5 + 5);
  assert.equal(r.totals.lost_traffic, 60);
  const scores = r.keywords.map((k) => k.opportunity_score);
  assert.deepEqual(scores, [...scores].sort((a, b) => b - a));
  // The decision is the best opportunity that is not already a held top-3 ranking.
  assert.notEqual(r.agent_workflow.decision, "protect");
  assert.match(r.markdown_summary, /United States, English/);
});

Deno.test("[ranked keywords] lost, too-deep and low-volume rows are dropped locally and counted", () => {
  const r = analyze({ max_rank: 20, min_search_volume: 1_000 }, [
    ...ROWS,
    ranking("crm login", 5, { volume: null }),
  ]);
  assert.deepEqual(r.totals.filtered_out, {
    above_max_rank: 1,
    below_min_search_volume: 1,
    lost_not_requested: 1,
  });
  assert.deepEqual(r.keywords.map((k) => k.keyword).sort(), [
    "crm for startups",
    "crm pricing",
    "crm software",
  ]);
});

Deno.test("[ranked keywords] sort_by rank, traffic, volume and cpc; limit cuts after sorting", () => {
  const order = (sort_by: string) => analyze({ sort_by }, ROWS).keywords.map((k) => k.keyword);
  assert.deepEqual(order("rank"), [
    "crm software",
    "crm pricing",
    "crm for startups",
    "crm history",
  ]);
  assert.deepEqual(order("estimated_traffic").slice(0, 2), ["crm software", "crm pricing"]);
  assert.equal(order("search_volume")[0], "crm software");
  const many = Array.from({ length: 30 }, (_, i) => ranking(`crm term ${i}`, i + 1));
  assert.equal(analyze({ sort_by: "rank", limit: 10 }, many).keywords.at(-1)?.rank, 10);
});

Deno.test("[ranked keywords] a page-2 ranking is sent to a refresh brief; the domain to relevant pages", () => {
  const r = analyze({}, [ROWS[0], ROWS[2]]);
  const brief = r.agent_workflow.next_calls.find((c) => c.endpoint === "/content/refresh-brief");
  assert.deepEqual(brief?.body, {
    url: "https://example.com/crm-for-startups",
    keyword: "crm for startups",
    current_rank: 14,
    refresh_goal: "expand_topic_depth",
    location: "United States",
    language: "en",
  });
  assert.ok(r.agent_workflow.next_calls.some((c) => c.endpoint === "/domain/relevant-pages"));
  const page = analyze({ target: "https://www.example.com/blog/" }, [ROWS[1]]);
  const pages = page.agent_workflow.next_calls.find((c) => c.endpoint === "/domain/relevant-pages");
  assert.equal(pages?.body.target, "www.example.com");
});

Deno.test("[ranked keywords] no rankings is a clear result; sandbox data is labelled", () => {
  const none = analyze({}, [], true);
  assert.equal(none.agent_workflow.decision, "no_rankings");
  assert.match(none.agent_workflow.summary, /No rankings of example.com/);
  assert.ok(none.agent_workflow.limitations[0].startsWith("Sandbox data: synthetic"));
  assert.ok(none.agent_workflow.confidence <= 0.3);
  const held = analyze({}, [ROWS[0]]);
  assert.equal(held.agent_workflow.decision, "protect");
});

Deno.test("[ranked keywords] run asks the provider in the resolved market and answers its output schema", async () => {
  let asked: RankedKeywordsRequest | null = null;
  const ctx = stubContext({
    rankedKeywords: (req) => {
      asked = req;
      return Promise.resolve(rowsAnswer(ROWS));
    },
  });
  const body = domainRankedKeywords.input.parse({
    target: "example.com",
    location: "fr",
    language: "fr",
    max_rank: 50,
  });
  const r = await domainRankedKeywords.run!(body, ctx);
  assert.deepEqual(asked, {
    location_code: 2250,
    language_code: "fr",
    target: "example.com",
    limit: 50,
    max_rank: 50,
    min_search_volume: 0,
    include_lost: false,
    sort_by: "opportunity",
  });
  const check = domainRankedKeywords.output!.omit({ meta: true }).safeParse(r);
  assert.ok(check.success, JSON.stringify(check.error?.issues));
  assertValidNextCalls(r.agent_workflow!);
});
