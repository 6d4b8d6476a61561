/**
 * Expert case 41: `/backlinks/summary` of a Dutch bike shop whose links carry a spam burst
 * (links' spam score 43 while the site's own score is 0; 1,186 referring domains on 386 subnets;
 * most links from abused TLDs). Each numbered statement is its own test on the served case.
 */
import assert from "node:assert/strict";
import { readCase, statement } from "./harness.ts";
import { type Json, nextCalls } from "./case_reading.ts";

const SUMMARY = "/backlinks/summary";
const c41 = readCase(SUMMARY, "backlinks-summary/41_bike_shop_spam_burst");

const signals = (r: Json) => r.risk_signals as { signal: string; value: number; why: string }[];
const action = (r: Json) => r.recommended_action as { type: string; reason: string };

statement(c41, 1, "risk is high", (r) => assert.equal(r.risk_level, "high"));

statement(c41, 2, "the spam figure is the links' spam score, 43, not the site's 0", (r) => {
  assert.equal((r.metrics as Json).spam_score, 43);
  const spam = signals(r).filter((s) => /spam/.test(s.signal));
  assert.ok(spam.length > 0 && spam.every((s) => s.value === 43), JSON.stringify(spam));
});

statement(c41, 3, "a risk signal names 1,186 domains on 386 subnets (or 497 IPs)", (r) => {
  const text = signals(r).map((s) => s.why).join(" ");
  assert.match(text, /1,?186/);
  assert.match(text, /386|497/);
});

statement(c41, 4, "the action is clean_up_toxic_links", (r) => {
  assert.equal(action(r).type, "clean_up_toxic_links");
});

statement(c41, 5, "the clean-up isolates a pattern at domain level, never all links", (r) => {
  const reason = action(r).reason;
  assert.match(reason, /pattern/i);
  assert.match(reason, /domain level/i);
  assert.doesNotMatch(reason, /disavow (all|every)/i);
  assert.doesNotMatch(reason, /build more links/i);
});

statement(c41, 6, "a follow-up names the domains, anchors or dates behind the burst", (r) => {
  const wanted = [
    "/backlinks/referring-domains",
    "/backlinks/anchors",
    "/backlinks/new-lost-timeseries",
  ];
  const calls = nextCalls(r).filter((c) => wanted.includes(c.endpoint));
  assert.ok(calls.length > 0);
  assert.ok(calls.every((c) => String(c.body.target).includes("velomaat.nl")));
});
