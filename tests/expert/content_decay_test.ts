/**
 * Expert cases 39 and 40: `/content-decay/detect` (demand vs rank over time). Each case runs
 * through the case servers: stored weekly SERPs as the workspace's history, the clock at the
 * case's reference date, DataForSEO answered by the fake server.
 */
import assert from "node:assert/strict";
import { readCase, statement } from "./harness.ts";

type Json = Record<string, unknown>;
type Action = { action: string; reason: string; target?: string; priority: string };
type Call = { endpoint: string; reason: string; body: Json };
type MonthRun = { from_month: number; to_month: number; min_volume: number; max_volume: number };
type Demand = {
  direction: string;
  peak: { month: string; search_volume: number } | null;
  low_months: MonthRun | null;
  this_month: { month: string; search_volume: number } | null;
  season_returns: string | null;
  window: { direction: string } | null;
  text: string;
};
type Drop = {
  last_good_date: string;
  date: string;
  position_before: number | null;
  position_after: number | null;
};
type Audit = {
  decay_detected: boolean;
  trend: string;
  driver: string;
  verdict: string;
  drop: Drop | null;
  window: { from: string; to: string };
  latest: { checked_at: string } | null;
  observations: { in_window: number; from_history: number; live: number };
  competitors_gained: { url: string; domain: string }[];
  serp_shift: { whole_serp_moved: boolean } | null;
  market: { location: string; location_code: number; language_code: string };
  demand: Demand | null;
};

const audit = (r: Json) => r.decay_audit as Audit;
const workflow = (r: Json) =>
  r.agent_workflow as {
    decision: string;
    summary: string;
    recommended_actions: Action[];
    next_calls: Call[];
  };
const actions = (r: Json) => workflow(r).recommended_actions;
const calls = (r: Json) => workflow(r).next_calls;
/** The page's URL as the case server serves it. */
const pageOf = (r: Json, url: string) => url.replace("{{PAGES}}", r.__pages as string);
const textOf = (a: Action) => `${a.action} ${a.reason}`;
/** Everything the result says in words: verdict, summary, actions, markdown. */
const prose = (r: Json) =>
  [
    audit(r).verdict,
    workflow(r).summary,
    ...actions(r).map(textOf),
    r.markdown_summary as string,
  ].join("\n");
/** Whether calendar month `m` is in a run (which may wrap the year). */
const inRun = (run: MonthRun, m: number) =>
  run.from_month <= run.to_month
    ? m >= run.from_month && m <= run.to_month
    : m >= run.from_month || m <= run.to_month;
/** An action that changes the page (refresh, rewrite, update), not one that says not to. */
const changesPage = (a: Action) =>
  /\b(refresh|rewrite|update|rework)/i.test(a.action) && !/^do not\b/i.test(a.action);

// Case 39: a #3/#4 wobble in November for a September query is the season, not decay.
const c39 = readCase(
  "/content-decay/detect",
  "content-decay-detect/39_pool_supply_seasonal_demand",
);

statement(c39, 1, "no decay: the trend is stable", (r) => {
  assert.equal(audit(r).decay_detected, false);
  assert.equal(audit(r).trend, "stable");
});

statement(
  c39,
  2,
  "the demand is named seasonal: peak September, low winter, returns Aug-Sep",
  (r) => {
    const d = audit(r).demand;
    assert.ok(d, "the monthly volumes were not read");
    assert.equal(d.direction, "seasonal");
    assert.deepEqual(d.peak, { month: "2026-09", search_volume: 49500 });
    // The winter trough: December to June at 1,000-2,400 a month (at least), named in words.
    assert.ok(d.low_months, "no low months");
    for (const m of [12, 1, 2, 3, 4, 5, 6]) assert.ok(inRun(d.low_months, m), `month ${m}`);
    assert.equal(d.low_months.min_volume, 1000);
    assert.deepEqual(d.this_month, { month: "2025-11", search_volume: 9900 });
    assert.ok(["2027-08", "2027-09"].includes(d.season_returns ?? ""), `${d.season_returns}`);
    // The clicks fell with the searches, not the rank; said in the verdict, with the calendar.
    assert.equal(audit(r).driver, "demand");
    const verdict = audit(r).verdict;
    assert.match(verdict, /seasonal/i);
    assert.match(verdict, /September/);
    assert.match(verdict, /49,500/);
    assert.match(verdict, /1,000/);
    assert.match(verdict, /9,900/);
    assert.match(verdict, /returns in (August|September) 2027/);
  },
);

statement(c39, 3, "no high action; a refresh is low and timed before the season", (r) => {
  assert.ok(actions(r).every((a) => a.priority !== "high"), JSON.stringify(actions(r)));
  for (const a of actions(r).filter(changesPage)) {
    assert.equal(a.priority, "low", a.action);
    assert.match(textOf(a), /\b(July|August)\b/, `not timed before the season: ${a.action}`);
  }
  // "Rewrite the page now" is the red flag; "do not rewrite the page now" is its opposite.
  assert.doesNotMatch(prose(r), /(?<!\bnot |\bno )\b(rewrite|refresh) (the page |it )?now/i);
});

statement(c39, 4, "14 observations (13 stored + 1 live), not insufficient_data", (r) => {
  assert.deepEqual(
    [
      audit(r).observations.in_window,
      audit(r).observations.from_history,
      audit(r).observations.live,
    ],
    [14, 13, 1],
  );
  assert.notEqual(audit(r).trend, "insufficient_data");
});

statement(c39, 5, "no competitor gained and no drop date", (r) => {
  assert.deepEqual(audit(r).competitors_gained, []);
  assert.equal(audit(r).drop, null);
});

statement(
  c39,
  6,
  "a follow-up about the page carries its URL and current_rank 4, never high",
  (r, c) => {
    const page = pageOf(r, c.body.url as string);
    for (const call of calls(r).filter((x) => x.body.url !== undefined)) {
      assert.equal(call.body.url, page);
      assert.equal(call.body.current_rank, 4, call.endpoint);
      assert.doesNotMatch(call.reason, /\bhigh\b/i, call.reason);
    }
    for (const a of actions(r).filter((x) => x.target === page)) {
      assert.notEqual(
        a.priority,
        "high",
      );
    }
  },
);

// Case 40: #2 to #7-#8 from 12 October 2026, demand flat to rising: a real, dated decay.
const c40 = readCase(
  "/content-decay/detect",
  "content-decay-detect/40_appliance_blog_air_fryer_drop",
);

statement(c40, 1, "decay is detected and the trend is declining", (r) => {
  assert.equal(audit(r).decay_detected, true);
  assert.equal(audit(r).trend, "declining");
});

statement(c40, 2, "the drop is dated between 2026-10-05 (#2) and 2026-10-12 (#7)", (r) => {
  const drop = audit(r).drop;
  assert.ok(drop, "no drop");
  assert.equal(drop.last_good_date, "2026-10-05");
  assert.equal(drop.date, "2026-10-12");
  assert.equal(drop.position_before, 2);
  assert.ok([7, 8].includes(drop.position_after ?? 0), `position_after ${drop.position_after}`);
  assert.notEqual(drop.date, audit(r).window.from);
  assert.notEqual(drop.date, audit(r).latest?.checked_at.slice(0, 10));
  assert.match(audit(r).verdict, /2026-10-05[^.]*2026-10-12/);
});

statement(c40, 3, "competitors_gained names the new entrants, not #1 nor the owner's page", (r) => {
  const domains = audit(r).competitors_gained.map((g) => g.domain);
  assert.ok(domains.includes("consumatoritest.it"), domains.join(", "));
  assert.ok(domains.includes("megastore-elettro.it"), domains.join(", "));
  assert.ok(!domains.includes("recensionicasa.it"), domains.join(", "));
  assert.ok(audit(r).competitors_gained.every((g) => !/cucinasmart/.test(g.url + g.domain)));
});

statement(
  c40,
  4,
  "demand is not blamed: volumes stable to rising, nothing called seasonal",
  (r) => {
    const d = audit(r).demand;
    assert.ok(d, "the monthly volumes were not read");
    assert.notEqual(d.direction, "seasonal");
    assert.notEqual(d.direction, "falling");
    assert.notEqual(d.window?.direction, "falling");
    assert.equal(audit(r).driver, "rank");
    assert.doesNotMatch(prose(r), /season/i);
    assert.notEqual(workflow(r).decision, "stable_demand_seasonal");
  },
);

statement(c40, 5, "a refresh is recommended at high priority", (r, c) => {
  const page = pageOf(r, c.body.url as string);
  const refresh = actions(r).filter((a) => changesPage(a) && a.target === page);
  assert.ok(refresh.some((a) => a.priority === "high"), JSON.stringify(actions(r)));
});

statement(
  c40,
  6,
  "the refresh-brief follow-up: URL, keyword, current_rank 8, Italy / it",
  (r, c) => {
    const call = calls(r).find((x) => x.endpoint === "/content/refresh-brief");
    assert.ok(call, "no refresh-brief follow-up");
    assert.equal(call.body.url, pageOf(r, c.body.url as string));
    assert.equal(call.body.keyword, "migliori friggitrici ad aria");
    assert.equal(call.body.current_rank, 8);
    assert.equal(call.body.language, "it");
    assert.ok(call.body.location === "Italy" || call.body.location_code === 2380);
  },
);

statement(c40, 7, "the market is Italy / Italian from the keyword's language", (r) => {
  assert.equal(audit(r).market.location_code, 2380);
  assert.equal(audit(r).market.language_code, "it");
});

statement(c40, 8, "the whole SERP did not move (8 of the top 10 kept)", (r) => {
  assert.equal(audit(r).serp_shift?.whole_serp_moved, false);
});
