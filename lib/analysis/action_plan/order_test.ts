/**
 * The order a consultant schedules a backlog in: work already started first, then repairs of
 * value already earned, then new work by value; spam-policy tactics and duplicate tickets are
 * not scheduled. Each principle on backlogs of three industries and languages.
 */
import assert from "node:assert/strict";
import { contentActionPlan } from "../../operations/content_action_plan.ts";
import { type ActionPlanInput, buildActionPlan } from "./mod.ts";

const NOW = new Date("2025-05-07T15:00:00Z");

function plan(items: Record<string, unknown>[], capacity = 3) {
  const input = contentActionPlan.input.parse({
    target: "example.com",
    horizon_days: 28,
    weekly_capacity: capacity,
    items,
  }) as ActionPlanInput;
  return buildActionPlan(input, { now: NOW });
}

const first = (r: ReturnType<typeof plan>) => r.scheduled_actions.map((a) => a.title);

Deno.test("[action_plan order] started work, then repairs, then new work by value: de, pl, en", () => {
  const backlogs = [
    ["Neue Landingpage Wärmepumpe", "Angebotsformular reparieren", "Ratgeber Stromspeicher"],
    ["Nowa strona cennika", "Naprawić formularz wyceny", "Poradnik podatki 2026"],
    ["New pricing page", "Fix the broken quote form", "Guide to tax deadlines"],
  ];
  for (const [fresh, repair, started] of backlogs) {
    const r = plan([
      { title: fresh, priority: "high", impact_score: 90, effort: 1 },
      { title: repair, priority: "medium", impact_score: 50, effort: 1 },
      { title: started, priority: "low", impact_score: 30, effort: 1, status: "in_progress" },
    ]);
    assert.deepEqual(first(r), [started, repair, fresh]);
  }
});

Deno.test("[action_plan order] spam-policy tactics are held back with a high risk: en, pt, ja", () => {
  const tactics = [
    "Submit the firm to 50 web directories",
    "Criar 60 páginas por bairro com o mesmo texto e só o nome do bairro trocado",
    "相互リンク集ページを作成する",
  ];
  for (const tactic of tactics) {
    const r = plan([
      { title: tactic, priority: "high", impact_score: 90, effort: 1 },
      { title: "Local landing page content", priority: "medium", impact_score: 50, effort: 1 },
    ]);
    assert.deepEqual(first(r), ["Local landing page content"], tactic);
    assert.match(r.unscheduled[0].reason, /^Not scheduled: it describes/);
    assert.ok(r.risk_register.some((x) => x.items[0] === tactic && x.severity === "high"));
  }
});

Deno.test("[action_plan order] two tickets for one page and keyword are scheduled once: it, pt, en", () => {
  const pairs = [
    ["https://shop.example/olio-bio", "olio extravergine biologico"],
    ["https://gym.example/planos/", "academia preço mensalidade"],
    ["http://www.example.com/pricing?utm_source=x", "crm pricing"],
  ];
  for (const [url, keyword] of pairs) {
    const r = plan([
      { title: "Refresh A", url, keyword, impact_score: 80, effort: 2 },
      { title: "Refresh B", url: url.replace(/\/?$/, "/"), keyword, impact_score: 60, effort: 2 },
    ], 5);
    assert.deepEqual(first(r), ["Refresh A"], url);
    assert.match(r.unscheduled[0].reason, /^Same page and keyword as "Refresh A"/);
  }
});

Deno.test("[action_plan order] follow-up briefs search in the item's language and the site's market: pl, ja, pt-BR", () => {
  const cases: [string, string, string, string][] = [
    ["ksiegowosc.pl", "Poradnik: podatki dla JDG 2026", "podatki jdg 2026", "Poland"],
    ["juku.example.jp", "中学受験 算数 割合 の記事を書く", "中学受験 算数 割合", "Japan"],
    ["academia.com.br", "Novo guia de treino para iniciantes", "treino para iniciantes", "Brazil"],
  ];
  for (const [target, title, keyword, location] of cases) {
    const input = contentActionPlan.input.parse({
      target,
      weekly_capacity: 3,
      items: [{ title, keyword, effort: 1 }],
    }) as ActionPlanInput;
    const r = buildActionPlan(input, { now: NOW });
    const body = r.agent_workflow.next_calls[0]?.body as Record<string, unknown>;
    assert.equal(body?.location, location, title);
    assert.notEqual(body?.language, "en", title);
  }
});

Deno.test("[action_plan order] an item larger than a week spills over; no week exceeds capacity: de, pt, ja", () => {
  const backlogs = [
    ["Neue Landingpage Wärmepumpe mit Rechner", "Meta-Titel der Ratgeber kürzen"],
    ["Nova página de planos com calculadora", "Encurtar os títulos do blog"],
    ["料金シミュレーター付き新ページ", "ブログのタイトルを短くする"],
  ];
  for (const [big, small] of backlogs) {
    const r = plan([
      { title: big, priority: "high", impact_score: 90, effort: 5 },
      { title: small, priority: "medium", impact_score: 40, effort: 1 },
    ]);
    const spill = r.scheduled_actions.find((a) => a.title === big)!;
    assert.deepEqual([spill.week, spill.end_week, spill.oversized], [1, 2, true], big);
    assert.ok(r.weekly_buckets.every((b) => b.load <= b.capacity && !b.over_capacity), big);
    assert.equal(r.unscheduled.length, 0, big);
  }
});
