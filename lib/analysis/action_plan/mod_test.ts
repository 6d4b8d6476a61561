import assert from "node:assert/strict";
import fc from "fast-check";
import {
  assertValidNextCalls,
  checkAnalysisProperties,
  opContext,
  propertySeed,
} from "../../../tests/agent_checks.ts";
import { contentActionPlan } from "../../operations/content_action_plan.ts";
import { type ActionPlanInput, ActionPlanResultSchema, buildActionPlan } from "./mod.ts";

/** A Wednesday: week 1 starts on Monday 2025-05-12. */
const NOW = new Date("2025-05-07T15:00:00Z");

/** Parses a request through the operation's own schema (defaults applied), as the route does. */
function parsed(body: Record<string, unknown>): ActionPlanInput {
  return contentActionPlan.input.parse(body) as ActionPlanInput;
}

function plan(body: Record<string, unknown>, now = NOW) {
  return buildActionPlan(parsed(body), { now });
}

Deno.test("[action_plan] the example plan matches the hand-computed schedule", () => {
  const r = plan(contentActionPlan.example);
  // audit: 100 * (0.35*0.6 + 0.25*1 + 0.2*0.7 + 0.2/sqrt(2)) = 74.1; refresh: 78.5; spf: 42.5
  assert.deepEqual(
    r.scheduled_actions.map((a) => [a.title, a.week, a.start_date, a.assignee, a.score]),
    [
      ["Audit decaying blog posts", 1, "2025-05-12", "Ana", 74.1],
      ["Refresh the email deliverability guide", 1, "2025-05-12", "Ben", 78.5],
      ["Write a comparison page for SPF vs DKIM", 2, "2025-05-19", "Ana", 42.5],
    ],
  );
  assert.deepEqual(r.scheduled_actions[1].depends_on, ["Audit decaying blog posts"]);
  assert.deepEqual(r.weekly_buckets.map((b) => [b.week, b.start_date, b.load, b.remaining]), [
    [1, "2025-05-12", 5, 1],
    [2, "2025-05-19", 4, 2],
    [3, "2025-05-26", 0, 6],
    [4, "2025-06-02", 0, 6],
  ]);
  assert.equal(r.plan_start, "2025-05-12");
  assert.equal(r.plan_end, "2025-06-08");
  assert.deepEqual(r.unscheduled, []);
  assert.deepEqual(r.risk_register, []);
  assert.deepEqual(r.capacity_summary.done_skipped, ["Consolidate old newsletter posts"]);
  assert.equal(r.capacity_summary.total_capacity, 24);
  assert.equal(r.capacity_summary.scheduled_effort, 9);
  assert.equal(r.capacity_summary.utilization_percent, 37.5);
  assert.deepEqual(r.capacity_summary.by_assignee, [
    { assignee: "Ana", items: 2, effort: 6 },
    { assignee: "Ben", items: 1, effort: 3 },
  ]);
  assert.equal(r.agent_workflow.decision, "execute_plan");
  assert.deepEqual(r.agent_workflow.next_calls.map((c) => [c.endpoint, c.body]), [
    ["/content/refresh-brief", {
      url: "https://example.com/guides/email-deliverability",
      keyword: "email deliverability",
      target: "example.com",
      refresh_goal: "recover_rankings",
      language: "en",
      location: "United States",
    }],
    ["/content/brief", {
      keyword: "spf vs dkim",
      target: "example.com",
      language: "en",
      location: "United States",
    }],
  ]);
  assertValidNextCalls(r.agent_workflow);
  assert.match(r.markdown_summary, /\| 1 \| 2025-05-12 \| 5\/6 \| Audit decaying blog posts;/);
});

Deno.test("[action_plan] a single-item plan schedules it in week 1 with defaults", () => {
  const r = plan({ items: [{ title: "Fix title tags" }] });
  assert.equal(r.capacity_summary.weeks, 5);
  assert.equal(r.capacity_summary.weekly_capacity, 5);
  assert.equal(r.scheduled_actions.length, 1);
  const [only] = r.scheduled_actions;
  // 100 * (0.35*0.5 + 0.25*0.6 + 0.2*0.5 + 0.2*0.5) = 52.5, 1 point assumed
  assert.deepEqual(
    [only.week, only.effort, only.effort_assumed, only.score, only.assignee],
    [1, 1, true, 52.5, null],
  );
  assert.deepEqual(r.risk_register.map((x) => [x.kind, x.severity]), [
    ["missing_estimates", "medium"],
  ]);
  assert.equal(r.agent_workflow.decision, "execute_plan");
  assert.deepEqual(r.agent_workflow.next_calls, []);
});

Deno.test("[action_plan] a dependency cycle goes to the risk register and the plan still schedules", () => {
  const r = plan({
    items: [
      { title: "A", effort: 1, dependencies: ["C"] },
      { title: "B", effort: 1, dependencies: ["A"] },
      { title: "C", effort: 1, dependencies: ["B"] },
      { title: "D", effort: 1, dependencies: ["C"] },
    ],
  });
  const cycle = r.risk_register.find((x) => x.kind === "dependency_cycle");
  assert.ok(cycle);
  assert.equal(cycle.severity, "high");
  assert.deepEqual(cycle.items, ["A", "B", "C"]);
  assert.equal(r.scheduled_actions.length, 4);
  assert.deepEqual(r.scheduled_actions.find((a) => a.title === "D")?.depends_on, ["C"]);
  assert.deepEqual(r.scheduled_actions.find((a) => a.title === "A")?.depends_on, []);
  assert.equal(r.agent_workflow.decision, "fix_dependencies");
  assert.equal(r.agent_workflow.recommended_actions[0].priority, "high");
});

Deno.test("[action_plan] an unknown or self dependency is a risk, not a crash", () => {
  const r = plan({
    items: [
      {
        title: "Publish the guide",
        effort: 2,
        dependencies: ["Nonexistent step", "publish the GUIDE"],
      },
      { title: "Promote the guide", effort: 1, dependencies: ["Publish the guide"] },
    ],
  });
  const unknown = r.risk_register.find((x) => x.kind === "unknown_dependency");
  assert.equal(unknown?.severity, "medium");
  assert.match(unknown!.risk, /"Nonexistent step" \(in "Publish the guide"\)/);
  assert.deepEqual(r.risk_register.find((x) => x.kind === "self_dependency")?.items, [
    "Publish the guide",
  ]);
  assert.deepEqual(r.scheduled_actions.map((a) => [a.title, a.week, a.depends_on]), [
    ["Publish the guide", 1, []],
    ["Promote the guide", 1, ["Publish the guide"]],
  ]);
});

Deno.test("[action_plan] with capacity 1, a big item spills over four weeks and the next does not fit", () => {
  const r = plan({
    weekly_capacity: 1,
    horizon_days: 28,
    items: [
      { title: "Big rewrite", effort: 3, impact_score: 90, priority: "high" },
      { title: "Medium task", effort: 2 },
      { title: "Quick fix", effort: 0.5, impact_score: 80, priority: "high" },
    ],
  });
  // Scores: quick 83.0, big 78.0, medium 56.6. The rewrite fills week 1's free half point,
  // weeks 2 and 3, and half of week 4: no week is loaded past capacity.
  assert.deepEqual(
    r.scheduled_actions.map((a) => [a.title, a.week, a.end_week, a.score, a.oversized]),
    [
      ["Quick fix", 1, 1, 83, false],
      ["Big rewrite", 1, 4, 78, true],
    ],
  );
  assert.deepEqual(r.weekly_buckets.map((b) => [b.load, b.over_capacity]), [
    [1, false],
    [1, false],
    [1, false],
    [0.5, false],
  ]);
  assert.equal(r.unscheduled.length, 1);
  assert.equal(r.unscheduled[0].title, "Medium task");
  assert.match(r.unscheduled[0].reason, /Spills over \(effort 2 > weekly capacity 1\)/);
  const oversized = r.risk_register.find((x) => x.kind === "oversized_items");
  assert.deepEqual([oversized?.severity, oversized?.items], ["high", [
    "Big rewrite",
    "Medium task",
  ]]);
  assert.match(oversized!.risk, /spread over 3\+ weeks/);
  assert.equal(r.risk_register.find((x) => x.kind === "over_horizon")?.severity, "medium");
  assert.equal(r.agent_workflow.decision, "rescope_plan");
});

Deno.test("[action_plan] unicode titles resolve dependencies across case and normalization", () => {
  const r = plan({
    team: ["Zoë", "李"],
    items: [
      {
        title: "Leitfaden für Käufer schreiben",
        effort: 2,
        dependencies: ["ÜBERARBEITEN: PREISSEITE 💶".normalize("NFD")],
      },
      { title: "Überarbeiten: Preisseite 💶", effort: 2 },
      { id: "研究", title: "キーワード調査", effort: 1, keyword: "キーワード" },
      {
        title: "記事を書く | Teil 2",
        effort: 1,
        dependencies: ["研究"],
        keyword: "キーワード 調査",
      },
    ],
  });
  assert.deepEqual(r.risk_register.filter((x) => x.kind.endsWith("dependency")), []);
  const byTitle = new Map(r.scheduled_actions.map((a) => [a.title, a]));
  assert.deepEqual(byTitle.get("Leitfaden für Käufer schreiben")?.depends_on, [
    "Überarbeiten: Preisseite 💶",
  ]);
  assert.deepEqual(byTitle.get("記事を書く | Teil 2")?.depends_on, ["キーワード調査"]);
  assert.deepEqual(r.scheduled_actions.map((a) => a.assignee), ["Zoë", "李", "Zoë", "李"]);
  assert.match(r.markdown_summary, /記事を書く \\\| Teil 2/);
  assertValidNextCalls(r.agent_workflow);
});

Deno.test("[action_plan] a low-score prerequisite of a high-value item goes first", () => {
  const r = plan({
    weekly_capacity: 2,
    items: [
      { title: "Medium item", priority: "medium", impact_score: 50, effort: 2 },
      {
        title: "High value item",
        priority: "high",
        impact_score: 90,
        effort: 2,
        dependencies: ["Prerequisite"],
      },
      { title: "Prerequisite", priority: "low", impact_score: 10, effort: 2 },
    ],
  });
  // Prerequisite scores 33.9 but inherits 80.6 from what waits on it; medium item scores 56.6.
  assert.deepEqual(r.scheduled_actions.map((a) => [a.title, a.week, a.score]), [
    ["Prerequisite", 1, 33.9],
    ["High value item", 2, 80.6],
    ["Medium item", 3, 56.6],
  ]);
});

Deno.test("[action_plan] done items are skipped and blocked items hold back what waits on them", () => {
  const r = plan({
    items: [
      { title: "Done audit", status: "done", effort: 3 },
      { title: "Use the audit", effort: 1, dependencies: ["Done audit"] },
      { title: "Blocked by legal", status: "blocked", effort: 1 },
      { title: "Publish after legal", effort: 1, dependencies: ["Blocked by legal"] },
      { title: "Promote after publish", effort: 1, dependencies: ["Publish after legal"] },
    ],
  });
  assert.deepEqual(r.scheduled_actions.map((a) => [a.title, a.depends_on]), [[
    "Use the audit",
    [],
  ]]);
  assert.deepEqual(r.unscheduled.map((u) => [u.title, u.reason]), [
    ["Blocked by legal", "Status is blocked; remove the blocker, then re-plan."],
    ["Publish after legal", 'Waits for "Blocked by legal", which is not scheduled.'],
    ["Promote after publish", 'Waits for "Publish after legal", which is not scheduled.'],
  ]);
  const blocked = r.risk_register.find((x) => x.kind === "blocked_items");
  assert.deepEqual([blocked?.severity, blocked?.items], [
    "high",
    ["Blocked by legal", "Publish after legal", "Promote after publish"],
  ]);
  assert.deepEqual(r.capacity_summary.done_skipped, ["Done audit"]);
  assert.equal(r.capacity_summary.open_items, 4);
  assert.equal(r.agent_workflow.decision, "fix_dependencies");
});

Deno.test("[action_plan] items beyond the horizon are unscheduled, ties kept in input order", () => {
  const r = plan({
    horizon_days: 7,
    weekly_capacity: 5,
    items: ["One", "Two", "Three", "Four"].map((title) => ({ title, effort: 2 })),
  });
  assert.deepEqual(r.scheduled_actions.map((a) => a.title), ["One", "Two"]);
  assert.deepEqual(r.unscheduled.map((u) => u.title), ["Three", "Four"]);
  assert.match(r.unscheduled[0].reason, /Does not fit the 1-week horizon/);
  const over = r.risk_register.find((x) => x.kind === "over_horizon");
  assert.match(over!.mitigation, /about 8 points\/week/);
  assert.equal(r.agent_workflow.decision, "rescope_plan");
  const unscheduledEvidence = r.agent_workflow.evidence.find((e) =>
    e.claim === "Effort points left unscheduled"
  );
  assert.equal(unscheduledEvidence?.value, 4);
});

Deno.test("[action_plan] week 1 starts on the Monday on or after the request date", () => {
  const body = { items: [{ title: "x" }] };
  assert.equal(plan(body, new Date("2025-05-12T23:59:59Z")).plan_start, "2025-05-12");
  assert.equal(plan(body, new Date("2025-05-11T00:00:00Z")).plan_start, "2025-05-12");
  assert.equal(plan(body, new Date("2025-05-13T00:00:00Z")).plan_start, "2025-05-19");
  const r = plan({ ...body, horizon_days: 30 }, new Date("2025-05-12T08:00:00Z"));
  assert.equal(r.weekly_buckets.length, 5);
  assert.equal(r.plan_end, "2025-06-15");
});

Deno.test("[action_plan] the team is assigned round-robin in schedule order", () => {
  const r = plan({
    team: ["Ana", "Ben", "Cy"],
    items: ["a", "b", "c", "d"].map((title) => ({ title, effort: 1 })),
  });
  assert.deepEqual(r.scheduled_actions.map((a) => a.assignee), ["Ana", "Ben", "Cy", "Ana"]);
  assert.deepEqual(r.capacity_summary.by_assignee.map((x) => [x.assignee, x.items]), [
    ["Ana", 2],
    ["Ben", 1],
    ["Cy", 1],
  ]);
});

Deno.test("[action_plan] two items aiming one keyword at different pages flag cannibalization", () => {
  const r = plan({
    target: "example.com",
    items: [
      { title: "Refresh CRM guide", keyword: "CRM software", url: "/guides/crm" },
      { title: "New CRM landing page", keyword: "crm  software" },
    ],
  });
  const overlap = r.risk_register.find((x) => x.kind === "keyword_overlap");
  assert.deepEqual(overlap?.items, ["Refresh CRM guide", "New CRM landing page"]);
  // The site-relative URL joins the owner's site for the refresh brief.
  assert.deepEqual(r.agent_workflow.next_calls.map((c) => c.body), [
    {
      url: "https://example.com/guides/crm",
      keyword: "CRM software",
      target: "example.com",
      language: "en",
      location: "United States",
    },
    { keyword: "crm  software", target: "example.com", language: "en", location: "United States" },
  ]);
  assertValidNextCalls(r.agent_workflow);
});

Deno.test("[action_plan] the schema applies defaults and refuses out-of-range values", () => {
  const ok = parsed({ items: [{ title: "x" }] });
  assert.deepEqual([ok.horizon_days, ok.weekly_capacity, ok.items[0].status], [30, 5, "todo"]);
  const bad = [
    { items: [] },
    { items: [{ title: "x", priority: 1 }] },
    { items: [{ title: "x", effort: 0 }] },
    { items: [{ title: "x", impact_score: 101 }] },
    { items: [{ title: "x" }], horizon_days: 6 },
    { items: [{ title: "x" }], weekly_capacity: 0 },
    { items: [{ title: "x" }], goal: "fame" },
    { items: [{ title: "x" }], sprint: true },
  ];
  for (const body of bad) {
    assert.equal(contentActionPlan.input.safeParse(body).success, false, JSON.stringify(body));
  }
});

Deno.test("[action_plan] the same input gives byte-identical output", () => {
  const body = parsed(contentActionPlan.example);
  const one = JSON.stringify(buildActionPlan(body, { now: NOW }));
  const two = JSON.stringify(buildActionPlan(structuredClone(body), { now: NOW }));
  assert.equal(one, two);
});

Deno.test("[action_plan] 200 tangled items never throw and never precede their dependencies", () => {
  const statuses = ["todo", "todo", "todo", "in_progress", "done", "blocked"] as const;
  const priorities = ["high", "medium", "low"] as const;
  const items = Array.from({ length: 200 }, (_, i) => ({
    id: `i${i}`,
    title: i % 17 === 0
      ? "Duplicate title"
      : `Item ${i} – übersicht ${"x".repeat(i % 3 === 0 ? 250 : 5)}`,
    keyword: i % 4 === 0 ? `kw ${i % 9}` : undefined,
    url: i % 8 === 0 ? `https://example.com/p${i}` : undefined,
    priority: priorities[i % 3],
    impact_score: (i * 37) % 101,
    effort: 0.5 + ((i * 13) % 80) / 2,
    status: statuses[i % 6],
    dependencies: Array.from(
      { length: i % 5 },
      (_, k) =>
        k === 3 ? `missing-${i}` : k === 2 ? "Duplicate title" : `i${(i * 7 + k * 31) % 200}`,
    ),
  }));
  const body = {
    items,
    team: ["a", "b", "c"],
    weekly_capacity: 40,
    horizon_days: 90,
    goal: "traffic_growth",
  };
  const r = plan(body);
  const accounted = r.scheduled_actions.length + r.unscheduled.length +
    r.capacity_summary.done_skipped.length;
  assert.equal(accounted, 200);
  const week = new Map(r.scheduled_actions.map((a) => [a.index, a.week]));
  for (const a of r.scheduled_actions) {
    for (const dep of a.depends_on) {
      const depWeeks = r.scheduled_actions.filter((x) => x.title === dep).map((x) => x.week);
      assert.ok(depWeeks.some((w) => w <= a.week), `${a.title} before ${dep}`);
    }
    assert.ok(week.get(a.index)! >= 1 && week.get(a.index)! <= 13);
  }
  for (const b of r.weekly_buckets) {
    assert.ok(b.load <= b.capacity || b.items.length === 1, `week ${b.week} overloaded`);
  }
  assert.ok(r.risk_register.some((x) => x.kind === "unknown_dependency"));
  assert.ok(r.risk_register.some((x) => x.kind === "ambiguous_dependency"));
  assert.equal(JSON.stringify(plan(body)), JSON.stringify(r));
  assertValidNextCalls(r.agent_workflow);
});

Deno.test("[action_plan] the operation's example runs through its own schema", async () => {
  const input = contentActionPlan.input.parse(contentActionPlan.example);
  const ctx = opContext(NOW);
  const result = await contentActionPlan.run!(input, ctx);
  assert.equal(contentActionPlan.id, "content_action_plan");
  assert.equal(contentActionPlan.cost, 2);
  assert.equal(contentActionPlan.provider, false);
  assert.ok(Array.isArray(result.scheduled_actions));
  assert.ok(typeof result.markdown_summary === "string");
});

/**
 * Titles and ids from small pools, so items collide: duplicate titles, case and NFKC
 * variants, ids that equal other items' titles; dependencies drawn from the same pools make
 * cycles, self references, ambiguous and unknown references.
 */
const TITLES = [
  "Audit decaying blog posts",
  "audit DECAYING blog posts",
  "Refresh the pricing guide",
  "Write a comparison page",
  "Build backlinks via outreach",
  "Übersicht ﬁx – straße",
  "Ｆｕｌｌwidth title",
  "Launch the product page",
  "Fix title tags | meta",
  "x".repeat(300),
];
const IDS = ["a", "b", "A", "c", "Refresh the pricing guide", "ü"];
const REFS = [...TITLES, ...IDS, "missing step", "  Audit decaying blog posts  "];

const itemArb = fc.record({
  id: fc.constantFrom(...IDS),
  title: fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...TITLES) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 40, unit: "grapheme" }) },
  ),
  keyword: fc.constantFrom("crm", "CRM", "email deliverability", "bücher", "spf vs dkim"),
  url: fc.constantFrom(
    "https://example.com/a",
    "https://example.com/a/",
    "/pricing",
    "//cdn.example.com/x",
    "example.com/b",
    "mailto:x@example.com",
    "localhost/x",
    "https://bücher.de/ü",
  ),
  priority: fc.constantFrom("high", "medium", "low"),
  impact_score: fc.oneof(
    fc.integer({ min: 0, max: 100 }),
    fc.double({ min: 0, max: 100, noNaN: true }),
  ),
  effort: fc.oneof(
    fc.constantFrom(0.5, 1, 2, 3, 5, 8),
    fc.double({ min: 0.5, max: 40, noNaN: true }),
  ),
  status: fc.constantFrom("todo", "todo", "in_progress", "done", "blocked"),
  dependencies: fc.array(fc.constantFrom(...REFS), { maxLength: 4 }),
  opportunity_type: fc.constantFrom("refresh", "new_page", "consolidate", "link building"),
}, { requiredKeys: ["title"] });

/** A random `/content/action-plan` request. */
const planRequest = fc.record({
  items: fc.array(itemArb, { minLength: 1, maxLength: 30 }),
  target: fc.constantFrom("example.com", "https://www.bücher.de/shop", "sub.example.co.uk"),
  goal: fc.constantFrom(
    "traffic_growth",
    "lead_generation",
    "refresh_decay",
    "launch_support",
    "authority_building",
  ),
  horizon_days: fc.integer({ min: 7, max: 90 }),
  weekly_capacity: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 1000 })),
  team: fc.array(fc.constantFrom("Ana", "Ben", "Zoë", "李", " Ana "), { maxLength: 5 }),
}, { requiredKeys: ["items"] }) as fc.Arbitrary<Record<string, unknown>>;

Deno.test("[action_plan] random plans never throw and always match the result schema", async () => {
  await checkAnalysisProperties(contentActionPlan, planRequest, {
    numRuns: 300,
    now: NOW,
  });
});

Deno.test("[action_plan] random plans account for every item, put dependencies first and respect capacity", () => {
  fc.assert(
    fc.property(planRequest, (body) => {
      const input = contentActionPlan.input.safeParse(body);
      fc.pre(input.success);
      const data = input.data as ActionPlanInput;
      const r = buildActionPlan(data, { now: NOW });
      const indexes = [
        ...r.scheduled_actions.map((a) => a.index),
        ...r.unscheduled.map((u) => u.index),
      ];
      assert.equal(new Set(indexes).size, indexes.length, "an item appears twice");
      assert.equal(indexes.length + r.capacity_summary.done_skipped.length, data.items.length);
      for (const a of r.scheduled_actions) {
        for (const dep of a.depends_on) {
          const weeks = r.scheduled_actions.filter((x) => x.title === dep).map((x) => x.week);
          assert.ok(weeks.some((w) => w <= a.week), `"${a.title}" precedes "${dep}"`);
        }
      }
      for (const b of r.weekly_buckets) {
        assert.ok(b.load <= b.capacity + 1e-6 || b.items.length === 1, `week ${b.week} overloaded`);
      }
      const load = r.weekly_buckets.reduce((n, b) => n + b.load, 0);
      assert.ok(Math.abs(load - r.capacity_summary.scheduled_effort) < 0.05);
    }),
    { numRuns: 300, seed: propertySeed() },
  );
});

Deno.test("[action_plan] the largest schema-valid request (200 items) completes and is timed", () => {
  const items = Array.from({ length: 200 }, (_, i) => ({
    id: `i${i}`,
    title: `Item ${i} – ${"übersicht ".repeat(i % 3 === 0 ? 29 : 1).trim()}`,
    keyword: `kw ${i % 23}`,
    url: i % 2 === 0 ? `https://example.com/p${i % 31}` : undefined,
    priority: (["high", "medium", "low"] as const)[i % 3],
    impact_score: (i * 37) % 101,
    effort: 0.5 + ((i * 13) % 80) / 2,
    status: (["todo", "todo", "in_progress", "blocked", "done"] as const)[i % 5],
    dependencies: Array.from(
      { length: 20 },
      (_, k) => k === 19 ? `missing ${i}` : `i${(i * 7 + k * 11) % 200}`,
    ),
  }));
  const body = {
    items,
    target: "example.com",
    goal: "refresh_decay",
    horizon_days: 90,
    weekly_capacity: 1000,
    team: Array.from({ length: 50 }, (_, i) => `member ${i}`),
  };
  const started = performance.now();
  const r = plan(body);
  const ms = performance.now() - started;
  // Reported, not asserted: timings depend on the machine.
  console.log(`action_plan 200 items x 20 dependencies: ${ms.toFixed(1)} ms`);
  assert.ok(ActionPlanResultSchema.safeParse(r).success);
  assert.equal(
    r.scheduled_actions.length + r.unscheduled.length + r.capacity_summary.done_skipped.length,
    200,
  );
  assertValidNextCalls(r.agent_workflow);
});
