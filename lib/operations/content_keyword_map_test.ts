/**
 * `/content/keyword-map` with `method: "serp"` on a stub provider: missing keywords Google
 * answers with the same pages go on one new page (even without a shared word), one SERP call
 * per keyword, never across intents or languages, and the cost counts each keyword.
 */
import assert from "node:assert/strict";
import { opContext } from "../../tests/agent_checks.ts";
import { computeCost } from "./define.ts";
import { contentKeywordMap } from "./content_keyword_map.ts";
import { stub, SYNONYM_SETS, urls } from "./serp_testing.ts";

const now = new Date("2026-11-22T12:00:00Z");

/** A site whose pages hold none of the keywords: every keyword is missing. */
const pages = [
  { url: "https://shop.example/", title: "Shop Example", page_type: "homepage" },
  { url: "https://shop.example/contact", title: "Contact", page_type: "contact" },
];

interface NewPage {
  keywords: string[];
  grouped_by: string;
}

async function mapOf(tops: Record<string, string[]>, extra: Record<string, unknown> = {}) {
  const { provider, requests } = stub(tops);
  const input = contentKeywordMap.input.parse({ keywords: Object.keys(tops), pages, ...extra });
  const r = await contentKeywordMap.run!(input, { ...opContext(now), provider });
  const missing = (r as { missing_page_opportunities: NewPage[] }).missing_page_opportunities;
  const home = (k: string) => missing.findIndex((p) => p.keywords.includes(k));
  return { missing, requests, home, input };
}

Deno.test("[keyword map serp] missing synonyms Google answers with the same pages share one new page, in three languages", async () => {
  for (const [a, b, other] of SYNONYM_SETS) {
    const { missing, requests, home } = await mapOf({
      [a]: urls("sofa", 0),
      [b]: [...urls("sofa", 4).slice(0, 6), ...urls("x", 50).slice(0, 4)],
      [other]: urls("hose", 20),
    }, { method: "serp" });
    assert.equal(requests.length, 3, "one SERP call per keyword");
    assert.notEqual(home(a), -1, a);
    assert.equal(home(a), home(b), `${a} / ${b}`);
    assert.notEqual(home(other), home(a), `${other} gets its own page`);
    assert.equal(missing[home(a)].grouped_by, "serp");
  }
});

Deno.test("[keyword map serp] overlap never puts two intents or two languages on one new page", async () => {
  const same = urls("crm", 0);
  const { home } = await mapOf({
    "was ist ein crm": same,
    "crm kostenlos": same,
    "qué es un crm": same,
  }, { method: "serp", language: "de" });
  assert.notEqual(home("was ist ein crm"), home("crm kostenlos"), "definition and free plan");
  assert.notEqual(home("qué es un crm"), home("was ist ein crm"), "Spanish and German");
});

Deno.test("[keyword map serp] words that look alike stay apart when Google ranks different pages; no SERP falls back to words", async () => {
  const { home, missing } = await mapOf({
    "crm for dentists": urls("dent", 0),
    "crm for dental labs": [...urls("dent", 0).slice(0, 1), ...urls("lab", 30).slice(0, 9)],
    "marathon training plan": [],
    "marathon training schedule": [],
  }, { method: "serp" });
  assert.notEqual(home("crm for dentists"), home("crm for dental labs"));
  const plans = home("marathon training plan");
  assert.equal(plans, home("marathon training schedule"));
  assert.equal(missing[plans].grouped_by, "lexical");
});

Deno.test("[keyword map serp] the lexical default calls no provider and costs 2; serp costs 2 + 1 per keyword", async () => {
  const { requests, input, missing } = await mapOf({ "sofa bed": [], "garden hose": [] });
  assert.equal(requests.length, 0);
  assert.equal(computeCost(contentKeywordMap.cost, input), 2);
  assert.ok(missing.every((p) => p.grouped_by === "lexical"));
  const serp = contentKeywordMap.input.parse({
    keywords: ["a b", "c d", "e f"],
    pages,
    method: "serp",
  });
  assert.equal(computeCost(contentKeywordMap.cost, serp), 5);
});
