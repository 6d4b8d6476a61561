import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import { analyzeContentDecay, ContentDecayResultSchema } from "./mod.ts";
import { daily, data, day, request, snapshot } from "./testing.ts";

/** Analyzes and checks what every result must hold: its schema and valid next calls. */
function audit(...args: Parameters<typeof analyzeContentDecay>) {
  const result = analyzeContentDecay(...args);
  ContentDecayResultSchema.parse(result);
  assertValidNextCalls(result.agent_workflow);
  return result;
}

const fill = (n: number, position: number | null) => Array(n).fill(position);

Deno.test("[content decay] a drop from 3 to 9 on 2026-11-13 is found at that date", () => {
  const history = daily([...fill(12, 3), ...fill(10, 9)]);
  const r = audit(request(), data(history));
  const a = r.decay_audit;
  assert.equal(a.decay_detected, true);
  assert.equal(a.trend, "declining");
  assert.equal(a.drop?.date, "2026-11-13");
  assert.equal(a.drop?.last_good_date, "2026-11-12");
  assert.equal(a.drop?.position_before, 3);
  assert.equal(a.drop?.position_after, 9);
  assert.equal(a.drop?.positions_lost, 6);
  assert.equal(a.drop?.expected_clicks_change_percent, -72.7);
  assert.equal(a.drop?.observations_since, 10);
  assert.equal(a.baseline.position, 3);
  assert.equal(a.observations.in_window, 22);
  assert.equal(r.agent_workflow.decision, "declining");
  const brief = r.agent_workflow.next_calls.find((c) => c.endpoint === "/content/refresh-brief");
  assert.deepEqual(brief?.body, {
    url: a.url,
    keyword: a.keyword,
    location: "United States",
    language: "en",
    current_rank: 9,
    refresh_goal: "recover_rankings",
  });
  // The URLs that slid up one place each as the page fell through them.
  assert.ok(a.competitors_gained.length > 0);
  assert.ok(a.competitors_gained.every((c) => c.position_after < 9 && c.position_before! > 3));
});

Deno.test("[content decay] a flat history finds no decay", () => {
  const r = audit(request(), data(daily(fill(22, 3))));
  assert.equal(r.decay_audit.decay_detected, false);
  assert.equal(r.decay_audit.trend, "stable");
  assert.equal(r.decay_audit.drop, null);
  assert.deepEqual(r.decay_audit.competitors_gained, []);
  assert.ok(!r.agent_workflow.next_calls.some((c) => c.endpoint === "/content/refresh-brief"));
});

Deno.test("[content decay] noise of 3 and 4 below the threshold finds nothing", () => {
  // 3 -> 4 costs 27% of expected clicks (11% -> 8%): a 30% threshold is above it.
  const history = daily(Array.from({ length: 22 }, (_, i) => i % 2 ? 4 : 3));
  for (const last of [history, history.slice(0, -1)]) {
    const r = audit(request({ threshold: 30 }), data(last));
    assert.equal(r.decay_audit.decay_detected, false);
    assert.equal(r.decay_audit.trend, "stable");
  }
});

Deno.test("[content decay] a lone low point in a series that goes up and down is not decay", () => {
  const history = daily(Array.from({ length: 22 }, (_, i) => i % 2 ? 4 : 3));
  const r = audit(request({ threshold: 3 }), data(history));
  assert.equal(r.decay_audit.series.at(-1)?.position, 4);
  assert.equal(r.decay_audit.decay_detected, false);
});

Deno.test("[content decay] a page that dropped out of the results reads lost", () => {
  const r = audit(request(), data(daily([...fill(12, 3), ...fill(10, null)])));
  const a = r.decay_audit;
  assert.equal(a.trend, "lost");
  assert.equal(a.drop?.date, "2026-11-13");
  assert.equal(a.drop?.position_after, null);
  assert.equal(a.drop?.expected_clicks_change_percent, -100);
  assert.equal(a.latest?.position, null);
  assert.equal(a.latest?.depth, 20);
  assert.ok(r.agent_workflow.next_calls.some((c) => c.endpoint === "/analyze/serp"));
  const brief = r.agent_workflow.next_calls.find((c) => c.endpoint === "/content/refresh-brief");
  assert.equal(brief?.body.current_rank, undefined);
});

Deno.test("[content decay] fewer than 3 observations read insufficient_data and say what is missing", () => {
  const r = audit(request(), data(daily([3, 9])));
  const a = r.decay_audit;
  assert.equal(a.trend, "insufficient_data");
  assert.equal(a.decay_detected, false);
  assert.ok(a.missing.some((m) => m.startsWith("Only 2 observations")));
  assert.ok(a.missing.some((m) => m.startsWith("No provider ranking history")));
  assert.ok(r.agent_workflow.confidence <= 0.3);
  assert.ok(r.agent_workflow.limitations.some((l) => l.startsWith("Only 2 observations")));
});

Deno.test("[content decay] no history at all is insufficient_data with the whole window a gap", () => {
  const r = audit(request(), data([]));
  assert.equal(r.decay_audit.trend, "insufficient_data");
  assert.equal(r.decay_audit.latest, null);
  assert.deepEqual(r.decay_audit.gaps, [{ from: "2026-10-23", to: "2026-11-22", days: 30 }]);
});

Deno.test("[content decay] a week without observations is a gap, and older snapshots are left out", () => {
  const history = [
    snapshot("2026-09-01", 3),
    ...[0, 1, 2, 12, 13, 14, 20].map((d) => snapshot(day(d), 3)),
  ];
  const a = audit(request(), data(history)).decay_audit;
  assert.equal(a.observations.older_than_window, 1);
  assert.equal(a.observations.in_window, 7);
  assert.deepEqual(a.gaps, [
    { from: "2026-10-23", to: "2026-11-01", days: 9 },
    { from: "2026-11-03", to: "2026-11-13", days: 10 },
  ]);
});

Deno.test("[content decay] a live SERP stored again is one observation, marked live", () => {
  const history = daily(fill(5, 3));
  const live = history[4];
  const a = audit(request(), data(history, { live })).decay_audit;
  assert.equal(a.observations.in_window, 5);
  assert.equal(a.observations.live, 1);
  assert.equal(a.series.at(-1)?.source, "live");
});

Deno.test("[content decay] a drop inside a replaced SERP suggests scoring its volatility", () => {
  const before = daily(fill(12, 3));
  const after = Array.from(
    { length: 10 },
    (_, i) => snapshot(day(12 + i), 9, (n) => `https://newcomer${n}.org/espresso`),
  );
  const r = audit(request(), data([...before, ...after]));
  assert.equal(r.decay_audit.serp_shift?.whole_serp_moved, true);
  assert.equal(r.decay_audit.serp_shift?.top10_kept_share, 0.1);
  const call = r.agent_workflow.next_calls.find((c) => c.endpoint === "/serp/volatility");
  assert.equal((call?.body.snapshots as unknown[]).length, 22);
  assert.equal(r.decay_audit.competitors_gained[0].position_before, null);
});

Deno.test("[content decay] a page back at its rank after a drop reads recovering", () => {
  const r = audit(request(), data(daily([...fill(8, 3), ...fill(6, 9), ...fill(8, 3)])));
  assert.equal(r.decay_audit.trend, "recovering");
  assert.equal(r.decay_audit.decay_detected, false);
});

Deno.test("[content decay] sandbox data caps confidence low and says so first", () => {
  const r = audit(request(), data(daily(fill(22, 3)), { provider: "sandbox" }));
  assert.ok(r.agent_workflow.confidence <= 0.3);
  assert.match(r.agent_workflow.limitations[0], /^Sandbox data/);
  assert.equal(r.decay_audit.data_source, "sandbox");
});

Deno.test("[content decay] the same input gives the same output, byte for byte", () => {
  const args = [request(), data(daily([...fill(12, 3), ...fill(10, 9)]))] as const;
  assert.equal(JSON.stringify(audit(...args)), JSON.stringify(audit(...args)));
});
