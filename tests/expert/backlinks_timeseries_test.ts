/**
 * Expert case 47: `/backlinks/new-lost-timeseries` of a Florence hotel with a one-month burst
 * of 412 new referring domains (36 links each) in March 2026 and its fall over April-July.
 * Each numbered statement is its own test on the served case.
 */
import assert from "node:assert/strict";
import { readCase, statement } from "./harness.ts";
import { actions, type Json, nextCalls } from "./case_reading.ts";

type Anomaly = { date: string; kind: string; explanation: string; why: string };
const anomalies = (r: Json) => r.anomalies as Anomaly[];
const c47 = readCase(
  "/backlinks/new-lost-timeseries",
  "backlinks-new-lost-timeseries/47_florence_hotel_spam_spike_and_drop",
);

statement(c47, 1, "March 2026 is identified as an anomaly", (r) => {
  const march = anomalies(r).find((a) => a.date === "2026-03-31");
  assert.ok(march && march.kind === "burst", JSON.stringify(anomalies(r)));
});

statement(c47, 2, "April-July losses are the burst falling away; no reclaim", (r) => {
  for (const date of ["2026-04-30", "2026-05-31", "2026-06-30", "2026-07-31"]) {
    const a = anomalies(r).find((x) => x.date === date);
    assert.equal(a?.explanation, "burst_falling_away", date);
  }
  for (const a of actions(r)) {
    if (/reclaim|win back/i.test(a.action)) assert.match(a.action, /^Do not/, a.action);
  }
});

statement(c47, 3, "momentum is stable", (r) => assert.equal(r.momentum, "stable"));

statement(c47, 4, "nothing says to repeat or keep doing March; the gain is qualified", (r) => {
  for (const a of actions(r)) {
    assert.doesNotMatch(a.action, /keep doing|repeat it|scale it up/i, a.action);
  }
  const gain = r.strongest_gain as Json | null;
  if (gain?.date === "2026-03-31") assert.equal(gain.anomalous, true);
});

statement(c47, 5, "a follow-up identifies the domains that arrived in March", (r) => {
  assert.ok(
    nextCalls(r).some((c) =>
      ["/backlinks/referring-domains", "/backlinks/anchors"].includes(c.endpoint) &&
      String(c.body.target).includes("hoteldantefirenze.it")
    ),
  );
});
