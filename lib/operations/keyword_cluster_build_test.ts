/**
 * `/keyword-cluster/build` with `method: "serp"` on a stub provider: keywords Google answers with
 * the same pages share one (even without a shared word), one SERP call per keyword, the apart
 * rules still hold, and the cost counts each keyword.
 */
import assert from "node:assert/strict";
import { opContext } from "../../tests/agent_checks.ts";
import { stub, SYNONYM_SETS, urls } from "./serp_testing.ts";
import { computeCost } from "./define.ts";
import { keywordClusterBuild } from "./keyword_cluster_build.ts";

const now = new Date("2026-11-22T12:00:00Z");

async function cluster(tops: Record<string, string[]>, extra: Record<string, unknown> = {}) {
  const { provider, requests } = stub(tops);
  const input = keywordClusterBuild.input.parse({ keywords: Object.keys(tops), ...extra });
  const r = await keywordClusterBuild.run!(input, { ...opContext(now), provider });
  const plan =
    (r as { cluster_plan: { clusters: { keywords: { keyword: string }[]; grouped_by: string }[] } })
      .cluster_plan;
  const home = (k: string) =>
    plan.clusters.findIndex((c) => c.keywords.some((x) => x.keyword === k));
  return { plan, requests, home, input };
}

Deno.test("[keyword cluster serp] synonyms Google answers with the same pages share one page, in three languages", async () => {
  for (const [a, b, other] of SYNONYM_SETS) {
    const { plan, requests, home } = await cluster({
      [a]: urls("sofa", 0),
      [b]: [...urls("sofa", 4).slice(0, 6), ...urls("x", 50).slice(0, 4)],
      [other]: urls("hose", 20),
    }, { method: "serp" });
    assert.equal(requests.length, 3, "one SERP call per keyword");
    assert.notEqual(home(a), -1, a);
    assert.equal(home(a), home(b), `${a} / ${b}`);
    assert.equal(home(other), -1, `${other} stays alone`);
    assert.equal(plan.clusters[home(a)].grouped_by, "serp");
  }
});

Deno.test("[keyword cluster serp] overlap never joins two intents or two languages", async () => {
  const same = urls("crm", 0);
  const { home } = await cluster({
    "was ist ein crm": same,
    "crm kostenlos": same,
    "qué es un crm": same,
  }, { method: "serp", language: "de" });
  const apart = (a: string, b: string) => home(a) === -1 || home(a) !== home(b);
  assert.ok(apart("was ist ein crm", "crm kostenlos"), "a definition and a free-plan search");
  assert.ok(apart("qué es un crm", "was ist ein crm"), "Spanish and German");
});

Deno.test("[keyword cluster serp] one shared result of 10 is two topics; a keyword without results falls back to its words", async () => {
  const { home, plan } = await cluster({
    "running shoes": urls("run", 0),
    "trail running shoes": [...urls("run", 0).slice(0, 1), ...urls("trail", 30).slice(0, 9)],
    "marathon training plan": [],
    "marathon training schedule": [],
  }, { method: "serp" });
  assert.ok(home("running shoes") === -1 || home("running shoes") !== home("trail running shoes"));
  // Two keywords without results: their words decide, and the cluster says so.
  const plans = home("marathon training plan");
  assert.notEqual(plans, -1);
  assert.equal(plans, home("marathon training schedule"));
  assert.equal(plan.clusters[plans].grouped_by, "lexical");
});

Deno.test("[keyword cluster serp] the lexical default calls no provider and costs 2; serp costs 2 + 1 per keyword", async () => {
  const { requests, input, plan } = await cluster({ "crm software": [], "crm pricing": [] });
  assert.equal(requests.length, 0);
  assert.equal(computeCost(keywordClusterBuild.cost, input), 2);
  assert.ok(plan.clusters.every((c) => c.grouped_by === "lexical"));
  const serp = keywordClusterBuild.input.parse({ keywords: ["a b", "c d", "e f"], method: "serp" });
  assert.equal(computeCost(keywordClusterBuild.cost, serp), 5);
});
