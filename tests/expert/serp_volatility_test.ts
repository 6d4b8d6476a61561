/** Expert cases 13 and 14: `/serp/volatility` (time attribution, no invented owner). */
import assert from "node:assert/strict";
import { accepts, readCase, statement } from "./harness.ts";

type Json = Record<string, unknown>;
type Action = { action: string; reason: string; target?: string; priority: string };
type Call = { endpoint: string; reason: string; body: Json };
type Pair = { from: string; to: string; score: number; level: string };

const workflow = (r: Json) =>
  r.agent_workflow as { summary: string; recommended_actions: Action[]; next_calls: Call[] };
const actions = (r: Json) => workflow(r).recommended_actions;
const calls = (r: Json) => workflow(r).next_calls;
const pairs = (r: Json) => r.pairs as Pair[];
const pair = (r: Json, from: string, to: string) => {
  const found = pairs(r).find((p) => p.from === from && p.to === to);
  assert.ok(found, `no pair ${from} -> ${to}`);
  return found;
};
const textOf = (a: Action) => `${a.action} ${a.reason} ${a.target ?? ""}`;
/** Words that describe a ranking loss. */
const LOSS = /\b(fell|fall|drop|dropped|lost|loss|declin|slipp)/i;
/** Names an interval: both of its dates appear. */
const namesInterval = (text: string, from: string, to: string) =>
  text.includes(from) && text.includes(to);

// Case 13: the owner's drop happened in the 03-10 -> 03-17 interval.
const c13 = readCase(
  "/serp/volatility",
  "serp-volatility/13_pet_insurance_drop_interval",
);
const OWNER_OLD = "https://petcoverguide.com/best-pet-insurance";
const OWNER_NEW = "https://petcoverguide.com/blog/pet-insurance-guide";

statement(c13, 1, "the owner's loss is tied to 2025-03-10 -> 2025-03-17", (r) => {
  const about = actions(r).filter((a) => LOSS.test(textOf(a)) && /petcoverguide/.test(textOf(a)));
  assert.ok(about.length > 0, "no owner action about the drop");
  for (const a of about) {
    assert.ok(namesInterval(textOf(a), "2025-03-10", "2025-03-17"), `no interval: ${a.action}`);
  }
  const summary = workflow(r).summary;
  if (LOSS.test(summary)) {
    assert.ok(namesInterval(summary, "2025-03-10", "2025-03-17"), `summary: ${summary}`);
  }
});

statement(c13, 2, "03-10 -> 03-17 is the biggest shift; the pairs around it are stable", (r) => {
  const drop = pair(r, "2025-03-10", "2025-03-17");
  assert.equal(Math.max(...pairs(r).map((p) => p.score)), drop.score);
  assert.equal(pair(r, "2025-03-03", "2025-03-10").level, "stable");
  assert.equal(pair(r, "2025-03-17", "2025-03-24").level, "stable");
  const sentence = (r.interpretation as { sentence: string }).sentence;
  assert.match(sentence, /biggest shift 2025-03-10 to 2025-03-17/);
});

statement(c13, 3, "the owner's ranking URL changed from the money page to the blog guide", (r) => {
  const owner = (r.domain_movement as Json[]).find((d) => d.is_owner === true);
  assert.ok(owner, "no owner movement");
  assert.deepEqual(
    [owner.first_url, owner.last_url, owner.ranking_url_changed],
    [OWNER_OLD, OWNER_NEW, true],
  );
});

statement(c13, 4, "the owner's blog guide is not a competitor page to study", (r) => {
  for (const a of actions(r)) {
    if (/study|cover that yours|competitor/i.test(a.action)) {
      assert.ok(!textOf(a).includes(OWNER_NEW), `owner URL to study: ${a.reason}`);
    }
  }
});

statement(c13, 5, "an owner action or follow-up concerns the URL that lost its place", (r) => {
  const mentions = [
    ...actions(r).map(textOf),
    ...calls(r).map((c) => JSON.stringify(c.body)),
  ].filter((t) => t.includes(OWNER_OLD));
  assert.ok(mentions.length > 0);
});

statement(c13, 6, "no follow-up claims the lost money page ranks #8", (r) => {
  for (const call of calls(r)) {
    if (call.body.url === OWNER_OLD) {
      assert.notEqual(call.body.current_rank, 8, `${call.endpoint} says current_rank 8`);
    }
  }
});

// Case 14: no target, so no owner; a Portuguese query in Portugal.
const c14 = readCase(
  "/serp/volatility",
  "serp-volatility/14_lisbon_boutique_hotels_no_owner",
);
const OWNER_WORDS = /\b(refresh|update|optimi[sz]e|recover)\b|cover that yours/i;

statement(c14, 1, "no domain is treated as the owner; no owner actions are invented", (r) => {
  for (const a of actions(r)) assert.doesNotMatch(a.action, OWNER_WORDS, a.action);
  for (const d of r.domain_movement as Json[]) assert.notEqual(d.is_owner, true, String(d.domain));
});

statement(c14, 2, "no refresh brief or other owner-editing follow-up", (r) => {
  const editing = ["/content/refresh-brief", "/content/draft-qa", "/content/title-meta"];
  for (const call of calls(r)) assert.ok(!editing.includes(call.endpoint), call.endpoint);
});

statement(c14, 3, "timeout.pt's drop is tied to 2025-06-15 -> 2025-06-29", (r) => {
  const describing = [
    ...actions(r).map(textOf),
    workflow(r).summary,
  ].filter((t) => /timeout\.pt/.test(t) && LOSS.test(t));
  for (const text of describing) {
    assert.ok(namesInterval(text, "2025-06-15", "2025-06-29"), `no interval: ${text}`);
    assert.ok(!namesInterval(text, "2025-06-01", "2025-06-15"), `wrong interval: ${text}`);
  }
  const timeout = (r.domain_movement as Json[]).find((d) => d.domain === "timeout.pt");
  assert.ok(timeout, "timeout.pt's movement is not reported");
});

statement(c14, 4, "06-01 -> 06-15 scores lower than 06-15 -> 06-29 and is stable", (r) => {
  const early = pair(r, "2025-06-01", "2025-06-15");
  const late = pair(r, "2025-06-15", "2025-06-29");
  assert.ok(early.score < late.score);
  assert.equal(early.level, "stable");
});

statement(c14, 5, "follow-up calls carry location Portugal and language pt", (r) => {
  assert.ok(calls(r).length > 0, "no follow-up calls");
  for (const call of calls(r)) {
    if (accepts(call.endpoint, "location")) {
      assert.equal(call.body.location, "Portugal", call.endpoint);
    }
    if (accepts(call.endpoint, "language")) {
      assert.equal(call.body.language, "pt", `${call.endpoint} language`);
    }
  }
});
