import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import { domainRelevantPages } from "../../operations/domain_relevant_pages.ts";
import type {
  PositionMetrics,
  RelevantPageRow,
  RelevantPagesRequest,
} from "../../providers/provider.ts";
import { positions, rowsAnswer, stubContext, US } from "../keyword_rows/testing.ts";
import { pageOpportunity } from "./judge.ts";
import { analyzeRelevantPages, type RelevantPagesInput, RelevantPagesResultSchema } from "./mod.ts";

const page = (path: string, m: Partial<PositionMetrics>): RelevantPageRow => ({
  page: `https://example.com${path}`,
  organic: positions(m),
  paid: null,
});

const PAGES = [
  // Most clicks from top-3 rankings.
  page("/crm", {
    pos_1: 5,
    pos_2_3: 5,
    pos_4_10: 4,
    pos_11_20: 6,
    count: 20,
    etv: 4_000,
    estimated_paid_traffic_cost: 9_000,
  }),
  // Shedding rankings.
  page("/pricing", { pos_4_10: 5, pos_11_20: 5, count: 10, etv: 600, is_lost: 4, is_down: 2 }),
  // Page 2 heavy.
  page("/guide", { pos_2_3: 1, pos_4_10: 6, pos_11_20: 12, pos_21_100: 5, count: 24, etv: 300 }),
  // Broad, deep, shallow.
  page("/blog/glossary", {
    pos_2_3: 1,
    pos_4_10: 2,
    pos_11_20: 2,
    pos_21_100: 40,
    count: 45,
    etv: 80,
  }),
  // Little of anything.
  page("/about", { pos_21_100: 2, count: 2, etv: 1 }),
];

function analyze(body: Record<string, unknown>, rows: RelevantPageRow[], sandbox = false) {
  const input = domainRelevantPages.input.parse({
    target: "example.com",
    ...body,
  }) as unknown as RelevantPagesInput;
  const r = analyzeRelevantPages(input, rowsAnswer(rows, sandbox ? "sandbox" : "dataforseo"), US);
  const check = RelevantPagesResultSchema.safeParse(r);
  assert.ok(check.success, JSON.stringify(check.error?.issues));
  assertValidNextCalls(r.agent_workflow);
  return r;
}

Deno.test("[relevant pages] each page is routed by the first rule that applies", () => {
  const r = analyze({}, PAGES);
  const action = Object.fromEntries(
    r.pages.map((p) => [p.page.replace("https://example.com", ""), p.action]),
  );
  assert.deepEqual(action, {
    "/crm": "protect",
    "/pricing": "recover",
    "/guide": "refresh",
    "/blog/glossary": "expand",
    "/about": "review",
  });
  const crm = r.pages[0];
  assert.equal(crm.top3, 10);
  assert.equal(crm.top3_share, 0.5);
  assert.ok(crm.top3_click_share! >= 0.5);
  assert.deepEqual(r.totals.by_action, {
    recover: 1,
    review: 1,
    protect: 1,
    refresh: 1,
    expand: 1,
    noindex: 0,
    leave: 0,
  });
  assert.equal(r.totals.estimated_traffic, 4_981);
  assert.match(r.agent_workflow.decision, /^(recover|refresh)_first$/);
  assert.match(r.markdown_summary, /United States, English/);
});

Deno.test("[relevant pages] the opportunity grows with keywords within reach", () => {
  const few = pageOpportunity(positions({ pos_4_10: 2, count: 10 }));
  const more = pageOpportunity(positions({ pos_4_10: 8, count: 10 }));
  assert.ok(more > few);
  assert.equal(pageOpportunity(positions({ pos_1: 10, count: 10 })), 0);
});

Deno.test("[relevant pages] sort_by, min_traffic and limit are honoured; lost mode routes to recover", () => {
  const order = (sort_by: string) =>
    analyze({ sort_by }, PAGES).pages.map((p) => p.page.split("/").pop());
  assert.deepEqual(order("keyword_count"), ["glossary", "guide", "crm", "pricing", "about"]);
  assert.equal(order("top3")[0], "crm");
  const opp = analyze({ sort_by: "opportunity" }, PAGES).pages.map((p) => p.opportunity_score);
  assert.deepEqual(opp, [...opp].sort((a, b) => b - a));
  const min = analyze({ min_traffic: 100 }, PAGES);
  assert.equal(min.totals.below_min_traffic, 2);
  assert.ok(min.pages.every((p) => p.estimated_traffic >= 100));
  const many = Array.from(
    { length: 15 },
    (_, i) => page(`/p${i}`, { pos_4_10: 3, count: 5, etv: i }),
  );
  assert.equal(analyze({ limit: 10 }, many).pages.length, 10);
  const lost = analyze({ historical_serp_mode: "lost" }, [PAGES[0], PAGES[2]]);
  assert.ok(lost.pages.every((p) => p.action === "recover"));
});

Deno.test("[relevant pages] no pages is a clear result; sandbox data is labelled", () => {
  const none = analyze({}, [], true);
  assert.equal(none.agent_workflow.decision, "no_pages");
  assert.match(none.agent_workflow.summary, /No ranking pages of example.com/);
  assert.ok(none.agent_workflow.limitations[0].startsWith("Sandbox data: synthetic"));
  assert.ok(none.agent_workflow.confidence <= 0.3);
});

Deno.test("[relevant pages] run asks the provider in the resolved market and answers its output schema", async () => {
  let asked: RelevantPagesRequest | null = null;
  const ctx = stubContext({
    relevantPages: (req) => {
      asked = req;
      return Promise.resolve(rowsAnswer(PAGES));
    },
  });
  const body = domainRelevantPages.input.parse({
    target: "example.com",
    location_code: 2840,
    language: "en",
  });
  const r = await domainRelevantPages.run!(body, ctx);
  assert.deepEqual(asked, {
    location_code: 2840,
    language_code: "en",
    target: "example.com",
    limit: 50,
    min_traffic: 0,
    historical_serp_mode: "live",
    sort_by: "estimated_traffic",
  });
  const check = domainRelevantPages.output!.omit({ meta: true }).safeParse(r);
  assert.ok(check.success, JSON.stringify(check.error?.issues));
  assertValidNextCalls(r.agent_workflow!);
  assert.ok(r.agent_workflow!.next_calls.some((c) => c.body.include_lost === true));
});

Deno.test("[relevant pages] addresses decide first: duplicates, internal search, archives, utility, homepage", () => {
  const r = analyze({}, [
    page("/rezepte/apfelstrudel/drucken/", { pos_4_10: 30, count: 60, etv: 900 }),
    page("/rezepte/apfelstrudel/", { pos_4_10: 30, pos_11_20: 10, count: 50, etv: 300 }),
    page("/?s=apfelstrudel", { pos_4_10: 40, count: 80, etv: 400 }),
    page("/tag/kuchen/page/4/", { pos_11_20: 30, count: 40, etv: 40 }),
    page("/datenschutz/", { pos_1: 2, count: 3, etv: 12 }),
    page("/", { pos_1: 20, pos_4_10: 30, count: 60, etv: 2000 }),
  ]);
  const by = (path: string) => r.pages.find((p) => p.page === `https://example.com${path}`)!;
  const dup = by("/rezepte/apfelstrudel/drucken/");
  assert.equal(dup.page_role, "duplicate");
  assert.equal(dup.action, "review");
  assert.equal(dup.priority, "high");
  assert.equal(dup.duplicate_of, "https://example.com/rezepte/apfelstrudel/");
  assert.match(dup.action_reason, /outranks the page it copies \(900 vs 300/);
  assert.match(by("/rezepte/apfelstrudel/").action_reason, /its duplicate .* outranks it/);
  assert.equal(by("/rezepte/apfelstrudel/").action, "expand");
  assert.equal(by("/?s=apfelstrudel").action, "noindex");
  assert.match(by("/?s=apfelstrudel").action_reason, /apfelstrudel\/ is the page for/);
  assert.equal(by("/tag/kuchen/page/4/").action, "review");
  assert.equal(by("/tag/kuchen/page/4/").priority, "low");
  assert.equal(by("/datenschutz/").action, "leave");
  assert.equal(by("/datenschutz/").priority, "low");
  assert.equal(by("/").action, "protect");
  assert.match(r.agent_workflow.summary, /drucken\/ outranks the page it copies/);
  assert.ok(!r.agent_workflow.recommended_actions.some((a) => a.target?.endsWith("/datenschutz/")));
  assert.ok(r.agent_workflow.next_calls.every((c) => !/drucken|tag\//.test(String(c.body.target))));
});

Deno.test("[relevant pages] a search with no page to answer it asks for one; a losing homepage is recovered", () => {
  const r = analyze({}, [
    page("/search?q=zapatillas+trail", { pos_4_10: 20, count: 30, etv: 200 }),
    page("/", { pos_1: 5, count: 40, is_lost: 15, is_down: 20, etv: 800 }),
  ]);
  assert.match(
    r.pages.find((p) => p.page_role === "internal_search")!.action_reason,
    /no page here answers "zapatillas trail"; make one/,
  );
  assert.equal(r.pages.find((p) => p.page_role === "homepage")!.action, "recover");
});
