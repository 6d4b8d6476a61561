/**
 * The decay judgement on several industries and languages: rank noise against a sustained move,
 * seasonal demand against a rank loss, priorities and confidence that follow the evidence.
 */
import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import { analyzeContentDecay, ContentDecayResultSchema } from "./mod.ts";
import { demandOf } from "./demand.ts";
import { windowDemandOf } from "./demand_window.ts";
import { bandOf, beyondBand, floorAt } from "./noise.ts";
import { data, demandFrom, NOW, request, volumes, weekly } from "./testing.ts";
import type { ContentDecayData } from "./input.ts";

function audit(
  history: ReturnType<typeof weekly>,
  over: Partial<ContentDecayData> = {},
  threshold = 10,
) {
  const result = analyzeContentDecay(
    request({ lookback_days: 180, threshold }),
    data(history, over),
  );
  ContentDecayResultSchema.parse(result);
  assertValidNextCalls(result.agent_workflow);
  return result;
}

const priorities = (r: ReturnType<typeof audit>) =>
  r.agent_workflow.recommended_actions.map((a) => a.priority);

// Volumes by industry, twelve months ending October 2026, oldest (November 2025) first.
/** US pool closing: peaks in September, nothing in winter (the issue's own example). */
const POOL = volumes("2026-10", [
  9900,
  2400,
  1300,
  1000,
  1300,
  1600,
  1900,
  2400,
  4400,
  18100,
  49500,
  40500,
]);
/** German ski rental ("skiverleih"), to June 2026: a winter season that wraps the year. */
const SKI = volumes("2026-06", [
  480,
  590,
  880,
  2900,
  14800,
  40500,
  49500,
  33100,
  9900,
  1600,
  720,
  590,
]);
/** US tax software ("file taxes online"): February to April. */
const TAX = volumes("2026-10", [
  2400,
  2900,
  12100,
  40500,
  60500,
  49500,
  3600,
  2400,
  2400,
  2900,
  2400,
  2400,
]);
/** Spanish travel insurance ("seguro de viaje"): flat all year. */
const TRAVEL = volumes("2026-10", [
  8100,
  8100,
  6600,
  8100,
  8100,
  8100,
  8100,
  8100,
  8100,
  8100,
  8100,
  9900,
]);
/** French phone-case query for a discontinued model: falling over the last months. */
const PHONE = volumes("2026-10", [
  6600,
  6600,
  6600,
  6600,
  6600,
  6600,
  6600,
  6600,
  6600,
  4400,
  2900,
  1900,
]);

Deno.test("[content decay] the noise floor is one place in the top 3 and a fifth of the position below", () => {
  assert.deepEqual([1, 2, 3, 4, 8, 10, 13, 20, 50].map(floorAt), [1, 1, 1, 1, 2, 2, 3, 4, 10]);
  // A #3/#4 swap is inside the band; #5 after a steady #3 is beyond it.
  const steady = bandOf([3, 3, 3, 3]);
  assert.equal(beyondBand(4, steady), false);
  assert.equal(beyondBand(5, steady), true);
  // The series' own spread widens the band; one outlier among five checks is set aside.
  assert.equal(bandOf([8, 12, 9, 11, 10]).tolerance, 2);
  assert.equal(bandOf([3, 3, 3, 3, 15]).tolerance, 1);
  assert.equal(bandOf([6, 9, 6, 9]).spread, 1.5);
  assert.equal(bandOf([6, 9, 6, 9]).tolerance, 2);
});

Deno.test("[content decay] the issue's case: #2/#3 over 18 checks while demand falls 87% for the season is stable, demand seasonal, low", () => {
  // Eight times #2 and ten times #3, weekly, ending in late November; threshold 10 or 3.
  const positions = [2, 2, 3, 2, 3, 2, 3, 3, 2, 3, 2, 3, 3, 2, 3, 3, 2, 3];
  for (const threshold of [3, 10]) {
    const r = audit(weekly(positions), { demand: demandFrom(POOL) }, threshold);
    const a = r.decay_audit;
    assert.equal(a.decay_detected, false);
    assert.equal(a.trend, "stable");
    assert.equal(a.driver, "demand");
    assert.equal(r.agent_workflow.decision, "stable_demand_seasonal");
    assert.ok(priorities(r).every((p) => p === "low"), priorities(r).join());
    assert.equal(a.demand?.season_returns, "2027-08");
    assert.equal(a.demand?.refresh_by, "2027-07");
    assert.match(a.verdict, /returns in August 2027/);
  }
});

Deno.test("[content decay] German ski rental in summer: a #5/#6 wobble off season is stable, the winter season wraps the year", () => {
  // Weekly checks re-dated to end on the day of the clock, 20 July 2026.
  const history = weekly([5, 6, 5, 5, 6, 6, 5, 6, 5, 6, 6, 5]).map((s) => ({
    ...s,
    checked_at: new Date(Date.parse(s.checked_at) - 124 * 86_400_000).toISOString(),
  }));
  const july = audit(history, { demand: demandFrom(SKI), now: new Date("2026-07-20T10:00:00Z") });
  const d = july.decay_audit.demand!;
  assert.equal(july.decay_audit.trend, "stable");
  assert.equal(d.direction, "seasonal");
  assert.deepEqual([d.season?.from_month, d.season?.to_month], [11, 2]);
  assert.deepEqual(d.this_month, { month: "2025-07", search_volume: 480 });
  assert.equal(d.phase, "off_season");
  assert.equal(d.season_returns, "2026-11");
  assert.equal(d.refresh_by, "2026-10");
  assert.equal(july.agent_workflow.decision, "stable_demand_seasonal");
  const refresh = july.agent_workflow.next_calls.find((c) =>
    c.endpoint === "/content/refresh-brief"
  );
  assert.equal(refresh?.body.current_rank, 5);
  assert.equal(refresh?.body.refresh_goal, undefined);
});

Deno.test("[content decay] US tax software: a real drop off season is decay, both rank and demand, scheduled before the season", () => {
  const r = audit(weekly([4, 4, 5, 4, 4, 4, 12, 13, 12, 12, 13, 12]), { demand: demandFrom(TAX) });
  const a = r.decay_audit;
  assert.equal(a.decay_detected, true);
  assert.equal(a.trend, "declining");
  assert.equal(a.driver, "rank_and_demand");
  assert.equal(a.drop?.position_before, 4);
  assert.equal(a.demand?.season_returns, "2027-02");
  // Off season with the season three months away: scheduled (medium), not high, and timed.
  const refresh = r.agent_workflow.recommended_actions[0];
  assert.equal(refresh.priority, "medium");
  assert.match(refresh.reason, /by January 2027, before searches return in February 2027/);
});

Deno.test("[content decay] Spanish travel insurance: a drop from #2 to #9 with flat demand is decay at high priority, dated at its interval", () => {
  const history = weekly([2, 2, 3, 2, 2, 2, 9, 9, 10, 9, 9, 9]);
  const r = audit(history, { demand: demandFrom(TRAVEL) });
  const a = r.decay_audit;
  assert.equal(a.trend, "declining");
  assert.equal(a.driver, "rank");
  assert.equal(a.drop?.last_good_date, history[5].checked_at.slice(0, 10));
  assert.equal(a.drop?.date, history[6].checked_at.slice(0, 10));
  assert.equal(r.agent_workflow.recommended_actions[0].priority, "high");
  assert.doesNotMatch(a.verdict, /season/i);
  const brief = r.agent_workflow.next_calls.find((c) => c.endpoint === "/content/refresh-brief");
  assert.equal(brief?.body.current_rank, 9);
});

Deno.test("[content decay] French phone cases: a steady rank with falling searches is stable, demand falling", () => {
  const r = audit(weekly([6, 6, 7, 6, 6, 6, 7, 6, 6, 6, 7, 6]), { demand: demandFrom(PHONE) });
  assert.equal(r.decay_audit.trend, "stable");
  assert.equal(r.decay_audit.driver, "demand");
  assert.equal(r.agent_workflow.decision, "stable_demand_falling");
  assert.equal(r.decay_audit.demand?.window?.direction, "falling");
  assert.ok(priorities(r).every((p) => p === "low"));
});

Deno.test("[content decay] a page that always wobbled #8-#12 is not decayed at #13, and is at #20", () => {
  const wobble = [8, 12, 9, 11, 10, 12, 8, 11];
  assert.equal(audit(weekly([...wobble, 13, 13, 12, 13])).decay_audit.decay_detected, false);
  const r = audit(weekly([...wobble, 20, 21, 20, 20]));
  assert.equal(r.decay_audit.decay_detected, true);
  assert.equal(r.decay_audit.baseline.tolerance_positions, 2.5);
});

Deno.test("[content decay] one low check is an unconfirmed drop: medium, never high, confidence lowered", () => {
  const r = audit(weekly([3, 3, 3, 4, 3, 3, 3, 3, 3, 3, 3, 9]), { demand: demandFrom(TRAVEL) });
  const stable = audit(weekly([3, 3, 3, 4, 3, 3, 3, 3, 3, 3, 3, 3]), {
    demand: demandFrom(TRAVEL),
  });
  assert.equal(r.decay_audit.trend, "unconfirmed_drop");
  assert.equal(r.decay_audit.decay_detected, false);
  assert.equal(priorities(r)[0], "medium");
  assert.ok(!priorities(r).includes("high"));
  assert.ok(r.agent_workflow.confidence < stable.agent_workflow.confidence);
});

Deno.test("[content decay] a gradual slide is dated where it first leaves the band", () => {
  const history = weekly([3, 3, 4, 3, 3, 5, 6, 7, 8, 9, 10, 11]);
  const a = audit(history).decay_audit;
  assert.equal(a.trend, "declining");
  assert.equal(a.drop?.date, history[5].checked_at.slice(0, 10));
});

Deno.test("[content decay] confidence follows the observations and the provider's agreement", () => {
  const positions = [2, 2, 2, 2, 2, 2, 9, 9, 9, 9, 9, 9];
  const few = audit(weekly(positions.slice(-5)), { demand: demandFrom(TRAVEL) });
  const many = audit(weekly(positions), { demand: demandFrom(TRAVEL) });
  const row = (rank: number, previous: number) => ({
    keyword: {
      keyword: "home espresso guide",
      search_volume: 8100,
      cpc: null,
      competition: null,
      competition_level: null,
      monthly_searches: TRAVEL,
      keyword_difficulty: null,
      main_intent: null,
      serp_features: [],
    },
    position: {
      type: "organic",
      rank_group: rank,
      rank_absolute: rank,
      url: null,
      domain: null,
      title: null,
      etv: 0,
      previous_rank_absolute: previous,
      is_new: false,
      is_up: rank < previous,
      is_down: rank > previous,
    },
    is_lost: false,
  });
  const agrees = audit(weekly(positions), {
    demand: demandFrom(TRAVEL),
    ranking: { row: row(9, 2), error: null },
  });
  const contradicts = audit(weekly(positions), {
    demand: demandFrom(TRAVEL),
    ranking: { row: row(2, 9), error: null },
  });
  const c = (r: ReturnType<typeof audit>) => r.agent_workflow.confidence;
  assert.ok(c(few) < c(many), `${c(few)} < ${c(many)}`);
  assert.ok(c(many) < c(agrees), `${c(many)} < ${c(agrees)}`);
  assert.ok(c(contradicts) < c(many), `${c(contradicts)} < ${c(many)}`);
  assert.ok(c(agrees) <= 0.95);
});

Deno.test("[content decay] demand is read at the request's clock, not the process's", () => {
  const june = demandOf(POOL, "ranked_keywords", {
    from: Date.UTC(2026, 2, 1),
    now: new Date("2026-06-10T00:00:00Z"),
  });
  const november = demandOf(POOL, "ranked_keywords", {
    from: Date.UTC(2026, 7, 1),
    now: NOW,
  });
  assert.equal(june?.season_returns, "2026-08");
  assert.equal(june?.refresh_by, "2026-07");
  assert.deepEqual(june?.this_month, { month: "2026-06", search_volume: 2400 });
  assert.equal(november?.season_returns, "2027-08");
  assert.deepEqual(november?.this_month, { month: "2025-11", search_volume: 9900 });
  // In season, nothing is scheduled.
  const september = demandOf(POOL, "ranked_keywords", {
    from: Date.UTC(2026, 5, 1),
    now: new Date("2026-09-20T00:00:00Z"),
  });
  assert.equal(september?.phase, "in_season");
  assert.equal(september?.season_returns, null);
});

Deno.test("[content decay] the window's demand is compared with the months just before it", () => {
  const w = windowDemandOf(TRAVEL, { from: Date.UTC(2026, 7, 25), to: NOW.getTime() });
  assert.deepEqual(w && [w.from_month, w.to_month, w.before_from_month, w.before_to_month], [
    "2026-09",
    "2026-10",
    "2026-06",
    "2026-08",
  ]);
  assert.equal(w?.direction, "stable");
  assert.equal(w?.change_pct, 11.1);
  // Fewer than two months before the window: no comparison.
  assert.equal(
    windowDemandOf(TRAVEL.slice(0, 3), { from: Date.UTC(2026, 7, 25), to: NOW.getTime() }),
    null,
  );
});

Deno.test("[content decay] no volumes: the demand is unknown, said missing, and confidence lower", () => {
  const positions = [3, 3, 4, 3, 3, 4, 3, 3, 4, 3, 3, 4];
  const without = audit(weekly(positions));
  const withVolumes = audit(weekly(positions), { demand: demandFrom(TRAVEL) });
  assert.equal(without.decay_audit.demand, null);
  assert.equal(without.decay_audit.driver, "unknown");
  assert.ok(without.decay_audit.missing.some((m) => m.startsWith("No monthly search volumes")));
  assert.ok(without.agent_workflow.confidence < withVolumes.agent_workflow.confidence);
});
