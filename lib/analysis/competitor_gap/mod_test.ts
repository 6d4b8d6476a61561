import assert from "node:assert/strict";
import fc from "fast-check";
import {
  assertValidNextCalls,
  checkAnalysisProperties,
  opContext,
} from "../../../tests/agent_checks.ts";
import { contentCompetitorGapMatrix } from "../../operations/content_competitor_gap_matrix.ts";
import { analyzeCompetitorGap, type CompetitorGapInput, CompetitorGapResultSchema } from "./mod.ts";

const NOW = new Date("2026-03-02T09:00:00Z");

/** Parses a request through the operation's own schema (defaults applied), as the route does. */
function parsed(body: Record<string, unknown>): CompetitorGapInput {
  return contentCompetitorGapMatrix.input.parse(body) as unknown as CompetitorGapInput;
}

function gap(body: Record<string, unknown>) {
  return analyzeCompetitorGap(parsed(body), { now: NOW });
}

/** Three rivals, five topics; the site covers two of them and ranks badly for a third. */
const FIXTURE = {
  target: "example.com",
  competitors: [
    {
      domain: "a-rival.com",
      pages: [
        {
          url: "https://a-rival.com/blog/cohort-analysis",
          title: "Cohort analysis: a practical guide",
          traffic: 1000,
          rank: 3,
          backlinks: 9,
        },
        {
          url: "https://a-rival.com/compare/mixpanel-alternatives",
          title: "Best Mixpanel alternatives",
          traffic: 400,
          rank: 5,
          backlinks: 99,
        },
        {
          url: "https://a-rival.com/blog/retention-metrics",
          title: "Retention metrics that matter",
          traffic: 200,
          rank: 8,
        },
      ],
    },
    {
      domain: "b-rival.io",
      pages: [
        {
          url: "https://b-rival.io/guides/cohort-analysis",
          title: "What is cohort analysis?",
          traffic: 600,
          rank: 2,
          backlinks: 9,
        },
        { url: "https://b-rival.io/pricing", title: "Pricing | B Rival" },
        {
          url: "https://b-rival.io/blog/mixpanel-alternatives",
          title: "Mixpanel alternatives for startups",
          traffic: 300,
          rank: 4,
          buyer_stage: "MOFU",
        },
      ],
    },
    {
      domain: "c-rival.co.uk",
      pages: [
        {
          url: "https://c-rival.co.uk/blog/cohort-analysis-guide",
          title: "Cohort Analysis Guide (2024)",
          traffic: 500,
          rank: 6,
        },
        {
          url: "https://c-rival.co.uk/blog/churn-rate",
          title: "How to calculate churn rate",
          traffic: 300,
          rank: 9,
        },
        {
          url: "https://c-rival.co.uk/hub/mixpanel-vs-amplitude",
          title: "Mixpanel vs Amplitude",
          traffic: 100,
        },
      ],
    },
  ],
  own_pages: [
    { url: "https://example.com/blog/retention-metrics", title: "Retention metrics" },
    { url: "/guides/churn", title: "Churn rate: how to calculate it", rank: 35 },
    { url: "https://example.com/mixpanel-vs-amplitude" },
  ],
};

Deno.test("[competitor_gap] the fixture gives the hand-computed opportunities, scores and order", () => {
  const r = gap(FIXTURE);
  assert.deepEqual(r.summary, {
    competitors: 3,
    competitor_pages: 8,
    duplicate_pages: 0,
    excluded_pages: 1,
    own_pages: 3,
    topics: 5,
    covered_topics: 2,
    gap_topics: 3,
    opportunities: 3,
    high_priority: 3,
  });
  // cohort analysis: coverage ln4/ln4 = 1, demand 1 (largest), rank 1 (#2), ease
  // 1/(1+log10(10)) = 0.5, stage 0.5: 100 * (0.35 + 0.30 + 0.15 + 0.05 + 0.05) = 90.
  // mixpanel alternatives: 0.35*ln3/ln4 + 0.30*ln701/ln2101 + 0.15*46/47 + 0.10/3 + 0.10*0.75
  //   = 0.27737 + 0.25696 + 0.14681 + 0.03333 + 0.075 = 78.9.
  // churn rate: 0.35*0.5 + 0.30*ln301/ln2101 + 0.15*41/47 + 0.10*0.5 (no backlinks) + 0.05 = 63.0.
  assert.deepEqual(
    r.opportunities.map((o) => [o.topic, o.priority_score, o.priority, o.gap_type]),
    [
      ["cohort analysis", 90, "high", "missing"],
      ["best mixpanel alternatives", 78.9, "high", "partial"],
      ["how to calculate churn rate", 63, "high", "underperforming"],
    ],
  );
  const [cohort, alternatives, churn] = r.opportunities;
  assert.equal(cohort.competitors_covering, 3);
  assert.equal(cohort.traffic, 2100);
  assert.equal(cohort.best_rank, 2);
  assert.equal(cohort.median_backlinks, 9);
  assert.equal(cohort.page_type, "guide");
  assert.equal(cohort.buyer_stage, "awareness");
  assert.deepEqual(cohort.top_pages.map((p) => p.domain), [
    "a-rival.com",
    "b-rival.io",
    "c-rival.co.uk",
  ]);
  // "Mixpanel alternatives for startups" is folded into the broader alternatives topic.
  assert.equal(alternatives.competitor_pages, 2);
  assert.deepEqual(alternatives.modifiers, ["alternatives"]);
  assert.equal(alternatives.page_type, "alternatives_page");
  assert.equal(alternatives.buyer_stage, "consideration");
  assert.equal(alternatives.traffic, 700);
  // The own "mixpanel vs amplitude" page names Mixpanel but from another angle.
  assert.equal(alternatives.own_coverage.angle_match, false);
  assert.match(
    alternatives.recommended_action,
    /^Create an alternatives page for "best mixpanel alternatives" and link it from/,
  );
  assert.equal(churn.own_coverage.url, "/guides/churn");
  assert.equal(churn.own_coverage.own_rank, 35);
  assert.match(churn.recommended_action, /ranks #35 where competitors rank #9/);
  assert.equal(r.agent_workflow.decision, "build_gap_pages");
  assert.deepEqual(r.covered_topics.map((c) => c.topic).sort(), [
    "mixpanel vs amplitude",
    "retention metrics",
  ]);
});

Deno.test("[competitor_gap] the matrix counts pages, covered topics and gaps per type and stage", () => {
  const r = gap(FIXTURE);
  assert.deepEqual(r.matrix.page_types, [
    "guide",
    "alternatives_page",
    "blog_post",
    "comparison_page",
    "glossary_page",
  ]);
  const cells = r.matrix.cells.map((c) => [
    c.page_type,
    c.buyer_stage,
    c.competitor_pages,
    c.competitors,
    c.covered_topics,
    c.gap_topics,
    c.opportunities,
  ]);
  assert.deepEqual(cells, [
    ["guide", "awareness", 3, 2, 0, 2, 2],
    ["alternatives_page", "consideration", 2, 2, 0, 1, 1],
    ["blog_post", "awareness", 1, 1, 1, 0, 0],
    ["comparison_page", "consideration", 1, 1, 1, 0, 0],
    ["glossary_page", "awareness", 1, 1, 0, 0, 0],
  ]);
  const guide = r.matrix.cells[0];
  assert.deepEqual(guide.top_topics, ["cohort analysis", "how to calculate churn rate"]);
  assert.deepEqual(r.matrix.buyer_stages, ["awareness", "consideration", "decision"]);
});

Deno.test("[competitor_gap] titles follow the page type and use only the topic's words", () => {
  const r = gap(FIXTURE);
  const titles = r.suggested_titles.map((s) => s.titles.map((t) => t.title));
  assert.deepEqual(titles[0], [
    "Cohort Analysis: A Practical Guide",
    "What Is Cohort Analysis? A Complete Guide",
  ]);
  assert.deepEqual(titles[1], [
    "Mixpanel Alternatives: Options Compared",
    "Best Mixpanel Alternatives and How to Choose",
  ]);
  assert.deepEqual(titles[2], [
    "How to Calculate Churn Rate: Step-by-Step Guide",
    "How to Calculate Churn Rate (With Examples)",
  ]);
  for (const s of r.suggested_titles) {
    for (const t of s.titles) {
      assert.equal(t.length, Array.from(t.title).length);
      assert.doesNotMatch(t.title, /\d/, "no invented numbers or years");
    }
  }
});

Deno.test("[competitor_gap] next endpoints: new pages get outline and brief, an owned page gets a refresh brief", () => {
  const r = gap(FIXTURE);
  const [cohort, alternatives, churn] = r.next_endpoints;
  assert.deepEqual(cohort.calls.map((c) => c.endpoint), [
    "/content/serp-outline",
    "/content/brief",
    "/keyword-metrics/overview",
  ]);
  assert.deepEqual(cohort.calls[1].body, {
    keyword: "cohort analysis",
    page_type: "guide",
    target: "example.com",
    language: "en",
    location: "United States",
  });
  assert.equal(alternatives.calls[1].body.page_type, "comparison_page");
  // The relative own URL is joined to the target's origin.
  assert.deepEqual(churn.calls[0], {
    endpoint: "/content/refresh-brief",
    reason: churn.calls[0].reason,
    body: {
      url: "https://example.com/guides/churn",
      keyword: "how to calculate churn rate",
      refresh_goal: "recover_rankings",
      current_rank: 35,
      target: "example.com",
      language: "en",
      location: "United States",
    },
  });
  for (const n of r.next_endpoints) {
    assertValidNextCalls({ ...r.agent_workflow, next_calls: n.calls });
  }
  assertValidNextCalls(r.agent_workflow);
  assert.equal(r.agent_workflow.next_calls[0].endpoint, "/keyword-metrics/overview");
  assert.deepEqual(r.agent_workflow.next_calls[0].body, {
    keywords: ["cohort analysis", "best mixpanel alternatives", "how to calculate churn rate"],
  });
});

Deno.test("[competitor_gap] evidence numbers come from the data", () => {
  const r = gap(FIXTURE);
  const ev = new Map(r.agent_workflow.evidence.map((e) => [e.claim, e.value]));
  assert.equal(ev.get("Competitors analysed"), 3);
  assert.equal(ev.get("Unique competitor pages analysed"), 8);
  assert.equal(ev.get('"cohort analysis": competitor traffic (sum, monthly)'), 2100);
  assert.equal(ev.get('"cohort analysis": competitors covering it'), 3);
  assert.match(r.markdown_summary, /\| Gap topics \| 3 \|/);
  assert.match(r.markdown_summary, /\*\*Top actions\*\*/);
});

Deno.test("[competitor_gap] an own page with the core words but another angle is a partial gap", () => {
  const r = gap({
    target: "example.com",
    competitors: [{
      domain: "rival.com",
      pages: [
        { url: "https://rival.com/mixpanel-alternatives", title: "Mixpanel alternatives" },
        { url: "https://rival.com/lead-scoring-model", title: "Lead scoring model explained" },
      ],
    }],
    own_pages: [
      { url: "/blog/mixpanel-review", title: "Mixpanel review" },
      { url: "/blog/lead-scoring", title: "Lead scoring" },
    ],
  });
  const byTopic = new Map(r.opportunities.map((o) => [o.topic, o]));
  const alternatives = byTopic.get("mixpanel alternatives")!;
  assert.equal(alternatives.gap_type, "partial");
  assert.deepEqual(
    [alternatives.own_coverage.containment, alternatives.own_coverage.angle_match],
    [1, false],
  );
  // Another angle: brief a new page rather than rewrite the review.
  const altCalls = r.next_endpoints.find((n) => n.topic === "mixpanel alternatives")!.calls;
  assert.deepEqual(altCalls.map((c) => c.endpoint), [
    "/content/serp-outline",
    "/content/brief",
    "/keyword-metrics/overview",
  ]);
  // Same angle, two of three terms: expand the existing page.
  const model = byTopic.get("lead scoring model")!;
  assert.equal(model.gap_type, "partial");
  assert.deepEqual([model.own_coverage.containment, model.own_coverage.angle_match], [0.67, true]);
  const modelCalls = r.next_endpoints.find((n) => n.topic === "lead scoring model")!.calls;
  assert.deepEqual(modelCalls[0].body, {
    url: "https://example.com/blog/lead-scoring",
    keyword: "lead scoring model",
    refresh_goal: "expand_topic_depth",
    target: "example.com",
    language: "en",
    location: "United States",
  });
  for (const n of r.next_endpoints) {
    assertValidNextCalls({ ...r.agent_workflow, next_calls: n.calls });
  }
});

Deno.test("[competitor_gap] pricing, comparison and alternatives pages of one product stay separate topics", () => {
  const r = gap({
    competitors: [{
      domain: "rival.com",
      pages: [
        { url: "/mixpanel-pricing", title: "Mixpanel pricing explained" },
        { url: "/mixpanel-alternatives", title: "Mixpanel alternatives" },
        { url: "/mixpanel-vs-amplitude", title: "Mixpanel vs Amplitude" },
        { url: "/email-marketing", title: "Email marketing" },
        { url: "/email", title: "Email" },
      ],
    }],
  });
  assert.deepEqual(r.opportunities.map((o) => o.topic_key).sort(), [
    "amplitud mixpanel|comparison",
    "email market|",
    "email|",
    "mixpanel|alternatives",
    "mixpanel|pricing",
  ]);
  const pricing = r.opportunities.find((o) => o.topic_key === "mixpanel|pricing")!;
  assert.equal(pricing.page_type, "pricing_page");
  assert.equal(pricing.buyer_stage, "decision");
});

Deno.test("[competitor_gap] brand words, navigation and legal pages are not topics", () => {
  const r = gap({
    competitors: [{
      domain: "https://www.hubspot.com",
      pages: [
        { url: "https://www.hubspot.com/products/crm/pricing", title: "HubSpot CRM pricing" },
        { url: "https://www.hubspot.com/about", title: "About us | HubSpot" },
        { url: "https://www.hubspot.com/privacy", title: "Privacy policy" },
        { url: "https://www.hubspot.com/", title: "HubSpot" },
        { url: "https://www.hubspot.com/careers", title: "Careers at HubSpot" },
      ],
    }],
  });
  // A rival's pricing page is the rival's own utility page, not a content gap.
  assert.deepEqual(r.opportunities.map((o) => o.topic), []);
  assert.equal(r.summary.excluded_pages, 5);
  assert.ok(r.agent_workflow.limitations.some((l) => /5 pages were left out/.test(l)));
});

Deno.test("[competitor_gap] the same URL listed twice is merged with its best metrics", () => {
  const r = gap({
    competitors: [{
      domain: "rival.com",
      pages: [
        { url: "https://rival.com/blog/okr-guide", title: "OKR guide", traffic: 100, rank: 9 },
        { url: "https://www.rival.com/blog/okr-guide/", title: "OKR guide", traffic: 300, rank: 4 },
        { url: "/blog/okr-guide", title: "OKR guide (copy)", backlinks: 5 },
      ],
    }],
  });
  assert.equal(r.summary.competitor_pages, 1);
  assert.equal(r.summary.duplicate_pages, 2);
  const [o] = r.opportunities;
  assert.deepEqual([o.traffic, o.best_rank, o.median_backlinks], [300, 4, 5]);
  assert.ok(r.agent_workflow.limitations.some((l) => /2 duplicate page listing/.test(l)));
});

Deno.test("[competitor_gap] a repeated competitor domain is merged and the owner's domain counts as own pages", () => {
  const r = gap({
    target: "https://example.com",
    competitors: [
      { domain: "rival.com", pages: [{ url: "/a", title: "Churn analysis" }] },
      { domain: "www.rival.com", pages: [{ url: "/b", title: "Lead scoring" }] },
      { domain: "blog.example.com", pages: [{ url: "/c", title: "Lead scoring guide" }] },
    ],
  });
  assert.equal(r.summary.competitors, 1);
  assert.equal(r.summary.own_pages, 1);
  assert.deepEqual(r.opportunities.map((o) => o.topic), ["churn analysis"]);
  assert.deepEqual(r.covered_topics.map((c) => c.topic), ["lead scoring"]);
});

Deno.test("[competitor_gap] focus topics filter the gaps and say when none matched", () => {
  const body = {
    competitors: [{
      domain: "rival.com",
      pages: [
        { url: "/a", title: "Product analytics for SaaS" },
        { url: "/b", title: "Cohort analysis" },
        { url: "/c", title: "Funnel analytics tools" },
      ],
    }],
  };
  const filtered = gap({ ...body, focus_topics: ["product analytics", "pricing strategy"] });
  assert.deepEqual(filtered.opportunities.map((o) => o.topic), ["product analytics for SaaS"]);
  assert.equal(filtered.focus?.applied, true);
  assert.deepEqual(filtered.focus?.matched, [{ focus_topic: "product analytics", gap_topics: 1 }]);
  assert.deepEqual(filtered.focus?.unmatched, ["pricing strategy"]);

  // A filter that matches nothing reports nothing and says so; it never falls back to all.
  const none = gap({ ...body, focus_topics: ["email deliverability"] });
  assert.equal(none.focus?.applied, false);
  assert.equal(none.opportunities.length, 0);
  assert.match(none.agent_workflow.summary, /"email deliverability" matched no competitor page/);
});

Deno.test("[competitor_gap] max_opportunities caps the list and says how many qualified", () => {
  const subjects = [
    "budget",
    "hiring",
    "payroll",
    "invoice",
    "roadmap",
    "sprint",
    "backlog",
    "vendor",
    "audit",
    "warehouse",
    "freight",
    "tariff",
  ];
  const pages = subjects.map((w, i) => ({
    url: `/p${i}`,
    title: `${w} planning`,
    traffic: 100 + i,
  }));
  const r = gap({ competitors: [{ domain: "rival.com", pages }], max_opportunities: 5 });
  assert.equal(r.opportunities.length, 5);
  assert.deepEqual(r.opportunities.map((o) => o.rank), [1, 2, 3, 4, 5]);
  // Higher traffic ranks first when everything else ties.
  assert.equal(r.opportunities[0].traffic, 111);
  assert.ok(
    r.agent_workflow.limitations.some((l) => /12 gap topics qualified; only the top 5/.test(l)),
  );
});

Deno.test("[competitor_gap] one competitor with one page and no own pages still yields a sound result", () => {
  const r = gap({
    competitors: [{ domain: "rival.com", pages: [{ url: "/x", title: "Lead scoring" }] }],
  });
  assert.equal(r.opportunities.length, 1);
  // coverage ln2/ln4 = 0.5, stage 0.5: 100 * (0.35*0.5 + 0.1*0.5) / 0.45 = 50.
  assert.equal(r.opportunities[0].priority_score, 50);
  assert.equal(r.opportunities[0].priority, "medium");
  assert.equal(r.agent_workflow.decision, "close_priority_gaps");
  assert.ok(r.agent_workflow.confidence <= 0.5);
  assert.ok(r.agent_workflow.limitations.some((l) => /No own_pages were supplied/.test(l)));
  assert.ok(r.agent_workflow.limitations.some((l) => /Only one competitor/.test(l)));
  assert.ok(CompetitorGapResultSchema.safeParse(r).success);
});

Deno.test("[competitor_gap] when own pages cover everything the decision is no_material_gaps", () => {
  const r = gap({
    competitors: [{ domain: "rival.com", pages: [{ url: "/x", title: "Lead scoring guide" }] }],
    own_pages: [{ url: "/lead-scoring" }],
  });
  assert.equal(r.opportunities.length, 0);
  assert.equal(r.agent_workflow.decision, "no_material_gaps");
  assert.deepEqual(r.agent_workflow.next_calls, []);
  assert.deepEqual(r.matrix.cells.map((c) => [c.page_type, c.covered_topics]), [["guide", 1]]);
});

Deno.test("[competitor_gap] unicode titles, keywords and ranking queries work without keywords too", () => {
  const r = gap({
    competitors: [
      {
        domain: "café-rival.fr",
        pages: [
          { url: "/analyse-de-cohorte", title: "Análisis de cohortes: guía" },
          { url: "/東京", title: "東京 レストラン ガイド" },
          {
            url: "/q",
            title: "Ignored title",
            ranking_queries: [
              { query: "crm für kleine unternehmen", clicks: 5 },
              { query: "best crm", clicks: 40, search_volume: 9000 },
            ],
          },
        ],
      },
      {
        domain: "rival.de",
        pages: [{ url: "/z", title: "Zürich Café Guide", keywords: ["Zürich café"] }],
      },
    ],
    own_pages: [{ url: "/zurich-cafe", title: "Zurich cafes" }],
  });
  const topics = r.opportunities.map((o) => o.topic).sort();
  assert.deepEqual(topics, ["análisis de cohortes", "best crm", "東京 レストラン ガイド"]);
  const crm = r.opportunities.find((o) => o.topic === "best crm")!;
  assert.equal(crm.volume, 9000);
  assert.equal(crm.page_type, "listicle");
  // Ordinary capitalised words are lowercased; acronyms and brand casing (SaaS) are kept.
  assert.deepEqual(r.covered_topics.map((c) => c.topic), ["zürich café"]);
  for (const n of r.next_endpoints) {
    assertValidNextCalls({ ...r.agent_workflow, next_calls: n.calls });
  }
});

Deno.test("[competitor_gap] an unrecognised buyer_stage is inferred and reported", () => {
  const r = gap({
    competitors: [{
      domain: "rival.com",
      pages: [{ url: "/p", title: "Buy lead scoring software", buyer_stage: "retention" }],
    }],
  });
  assert.equal(r.opportunities[0].buyer_stage, "decision");
  assert.ok(
    r.agent_workflow.limitations.some((l) => /1 buyer_stage value was not recognised/.test(l)),
  );
});

Deno.test("[competitor_gap] the same input gives byte-identical output", () => {
  const body = parsed(FIXTURE);
  const one = JSON.stringify(analyzeCompetitorGap(body, { now: NOW }));
  const two = JSON.stringify(analyzeCompetitorGap(structuredClone(body), { now: NOW }));
  const later = JSON.stringify(analyzeCompetitorGap(body, { now: new Date("2030-01-01") }));
  assert.equal(one, two);
  assert.equal(one, later);
});

Deno.test("[competitor_gap] the operation's example runs through its own schema", async () => {
  const op = contentCompetitorGapMatrix;
  const input = op.input.parse(op.example);
  const result = await op.run!(input, opContext(NOW));
  assert.equal(op.id, "content_competitor_gap_matrix");
  assert.ok(CompetitorGapResultSchema.safeParse(result).success);
  assert.ok(result.agent_workflow && result.agent_workflow.evidence.length > 0);
  assertValidNextCalls(result.agent_workflow!);
});

/** A small deterministic PRNG (mulberry32), so the large fixtures are the same on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SUBJECTS = (
  "cohort churn retention funnel activation onboarding analytics dashboard segmentation " +
  "attribution experiment survey revenue forecast pipeline lead scoring email campaign " +
  "newsletter landing conversion checkout invoice billing subscription trial referral loyalty " +
  "webinar podcast chatbot helpdesk ticket sla uptime latency backup migration compliance " +
  "audit payroll hiring"
).split(" ");
const ANGLES = [
  "",
  "",
  "",
  "best ",
  "how to improve ",
  "",
  " alternatives",
  " pricing",
  " template",
];

/** `n` pages of one competitor; topics overlap across rivals as real markets do. */
function bigCompetitor(c: number, n: number, withKeywords: boolean) {
  const rand = prng(c + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  return {
    domain: `rival${c}.com`,
    pages: Array.from({ length: n }, (_, i) => {
      const a = pick(SUBJECTS);
      const b = pick(SUBJECTS);
      const angle = pick(ANGLES);
      const head = angle.startsWith(" ") ? `${a} ${b}${angle}` : `${angle}${a} ${b}`;
      return {
        url: `https://rival${c}.com/blog/${a}-${b}-${i}`,
        title: `${head}: a practical guide`,
        ...(withKeywords ? { keywords: [head, `${b} ${a}`] } : {}),
        traffic: Math.floor(rand() * 5000),
        rank: 1 + Math.floor(rand() * 60),
        backlinks: Math.floor(rand() * 400),
      };
    }),
  };
}

Deno.test("[competitor_gap] ~5,000 realistic pages from 100 competitors with 1,000 own pages complete (time reported, not asserted)", () => {
  const competitors = Array.from({ length: 100 }, (_, c) => bigCompetitor(c, 50, true));
  const own_pages = Array.from({ length: 1000 }, (_, i) => ({
    url: `https://example.com/p/${i}`,
    title: `${SUBJECTS[i % SUBJECTS.length]} ${SUBJECTS[(i * 7) % SUBJECTS.length]} overview`,
  }));
  const input = parsed({ competitors, own_pages, max_opportunities: 100 });
  const started = performance.now();
  const r = analyzeCompetitorGap(input, { now: NOW });
  const ms = performance.now() - started;
  // Reported, not asserted: timings depend on the machine (house rule: benchmarks measure).
  console.log(`    5,000 pages + 1,000 own pages: ${ms.toFixed(0)} ms`);
  // "dashboard dashboard" pages name only a navigation word and are left out.
  assert.equal(r.summary.competitor_pages + r.summary.excluded_pages, 5000);
  assert.equal(r.opportunities.length, 100);
});

Deno.test("[competitor_gap] the schema maximum of 100 competitors x 500 pages completes", () => {
  const competitors = Array.from({ length: 100 }, (_, c) => bigCompetitor(c, 500, false));
  const input = parsed({ competitors });
  const started = performance.now();
  const r = analyzeCompetitorGap(input, { now: NOW });
  const ms = performance.now() - started;
  // Reported, not asserted.
  console.log(`    50,000 pages: ${ms.toFixed(0)} ms`);
  assert.equal(r.summary.competitor_pages + r.summary.excluded_pages, 50_000);
  assert.ok(CompetitorGapResultSchema.safeParse(r).success);
});

const WORDS = [
  "cohort",
  "analysis",
  "churn",
  "rate",
  "best",
  "crm",
  "alternatives",
  "vs",
  "pricing",
  "guide",
  "how to",
  "about",
  "Zürich",
  "東京",
  "the",
  "2024",
  "!!",
  "email",
  "template",
];

const phrase = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 5 })
  .map((w) => w.join(" "));

const page = fc.record({
  url: fc.oneof(
    fc.constantFrom("/", "/blog/a", "/compare/x-vs-y", "/pricing", "/glossary/t"),
    fc.integer({ min: 0, max: 30 }).map((n) => `https://rival.com/p/${n}`),
  ),
  title: phrase,
  keywords: fc.option(fc.array(phrase, { minLength: 1, maxLength: 3 }), { nil: undefined }),
  ranking_queries: fc.option(
    fc.array(
      fc.oneof(
        phrase,
        fc.record({
          query: phrase,
          clicks: fc.option(fc.integer({ min: 0, max: 500 }), { nil: undefined }),
        }),
      ),
      { maxLength: 3 },
    ),
    { nil: undefined },
  ),
  page_type: fc.option(fc.constantFrom("blog", "comparison_page", "tool", "odd type"), {
    nil: undefined,
  }),
  buyer_stage: fc.option(fc.constantFrom("awareness", "bofu", "nonsense"), { nil: undefined }),
  traffic: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
  volume: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
  rank: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
  backlinks: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: undefined }),
}, { requiredKeys: ["url", "title"] });

const gapRequest = fc.record({
  competitors: fc.array(
    fc.record({
      domain: fc.constantFrom("rival.com", "other.io", "example.com", "b-rival.co.uk"),
      pages: fc.array(page, { minLength: 1, maxLength: 6 }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  own_pages: fc.option(
    fc.array(
      fc.record({ url: fc.constantFrom("/a", "https://example.com/b", "c"), title: phrase }, {
        requiredKeys: ["url"],
      }),
      { maxLength: 4 },
    ),
    { nil: undefined },
  ),
  focus_topics: fc.option(fc.array(phrase, { maxLength: 2 }), { nil: undefined }),
  target: fc.option(fc.constantFrom("example.com", "https://example.com/"), { nil: undefined }),
  max_opportunities: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
}, { requiredKeys: ["competitors"] }) as fc.Arbitrary<Record<string, unknown>>;

Deno.test("[competitor_gap] random valid requests never throw, match the schema and are deterministic", async () => {
  await checkAnalysisProperties(contentCompetitorGapMatrix, gapRequest, {
    numRuns: 200,
    now: NOW,
  });
});

Deno.test("[competitor_gap] topics read from titles alone are never high priority", () => {
  const page = (url: string, title: string) => ({ url, title });
  const r = analyzeCompetitorGap(
    {
      competitors: ["a.com", "b.com", "c.com"].map((domain) => ({
        domain,
        pages: [
          page(`https://${domain}/cohort-analysis`, "Cohort analysis guide"),
          page(`https://${domain}/funnel-analysis`, "Funnel analysis guide"),
        ],
      })),
      own_pages: [{ url: "https://example.com/pricing", title: "Pricing" }],
    } as unknown as Parameters<typeof analyzeCompetitorGap>[0],
    { now: new Date("2026-11-22T12:00:00Z") },
  );
  assert.ok(r.opportunities.length > 0);
  assert.ok(
    r.opportunities.every((o) => o.priority !== "high"),
    JSON.stringify(r.opportunities.map((o) => [o.topic, o.priority_score, o.priority])),
  );
});

Deno.test("[competitor_gap] a page only one of several rivals has is held at medium, in three markets", () => {
  // Each market: two rivals; a big topic only the first covers, a smaller one both cover.
  const markets: [string, string, string, string][] = [
    ["isolatie.be", "spouwmuurisolatie premie", "dakisolatie kosten", "nl"],
    ["autoescuela.es", "carnet de moto a2 precio", "test del permiso b", "es"],
    ["poliambulatorio.it", "ecografia addome prezzo", "visita cardiologica", "it"],
  ];
  for (const [target, solo, shared] of markets) {
    const page = (domain: string, slug: string, title: string, traffic: number) => ({
      url: `https://${domain}/${slug}`,
      title,
      traffic,
      rank: 2,
    });
    const r = gap({
      target,
      competitors: [
        {
          domain: "rival-one.com",
          pages: [page("rival-one.com", "a", solo, 5000), page("rival-one.com", "b", shared, 900)],
        },
        { domain: "rival-two.com", pages: [page("rival-two.com", "c", shared, 800)] },
      ],
      own_pages: [{ url: `https://${target}/`, title: "Home" }],
    });
    const by = new Map(r.opportunities.map((o) => [o.topic.toLowerCase(), o]));
    assert.equal(by.get(solo)?.priority, "medium", `${target}: ${solo}`);
    assert.equal(by.get(solo)?.competitors_covering, 1);
    assert.equal(by.get(shared)?.priority, "high", `${target}: ${shared}`);
    // The band orders the list: the shared topic comes first despite its smaller demand.
    assert.equal(r.opportunities[0].topic.toLowerCase(), shared, target);
  }
});

Deno.test("[competitor_gap] one subject worded as a closed compound and its open form is one topic, and own coverage reads both forms", () => {
  const markets: [string, string, string, string, string][] = [
    ["isolatie.be", "Vloerisolatie", "Vloer isoleren", "Spouwmuur isoleren", "Spouwmuurisolatie"],
    ["daemmung.de", "Dachdämmung", "Dach dämmen", "Fassade dämmen", "Fassadendämmung"],
    ["fonsterputs.se", "Fönstertvätt", "Fönster tvätt", "Flytt städning", "Flyttstädning"],
  ];
  for (const [target, closed, open, own, ownClosed] of markets) {
    const r = gap({
      target,
      competitors: [
        {
          domain: "rival-one.com",
          pages: [{ url: "https://rival-one.com/a", title: closed, traffic: 900, rank: 3 }],
        },
        {
          domain: "rival-two.com",
          pages: [{ url: "https://rival-two.com/b", title: open, traffic: 700, rank: 4 }],
        },
        {
          domain: "rival-three.com",
          pages: [{
            url: "https://rival-three.com/c",
            title: ownClosed,
            traffic: 500,
          }],
        },
      ],
      own_pages: [{ url: `https://${target}/own`, title: own }],
    });
    const merged = r.opportunities.filter((o) => o.competitors_covering === 2);
    assert.equal(
      merged.length,
      1,
      `${target}: ${JSON.stringify(r.opportunities.map((o) => o.topic))}`,
    );
    assert.equal(merged[0].competitor_pages, 2);
    // The own page's open form covers the third rival's closed compound.
    assert.ok(
      !r.opportunities.some((o) =>
        o.competitor_domains.includes("rival-three.com") && o.own_coverage.status === "none"
      ),
      target,
    );
  }
});
