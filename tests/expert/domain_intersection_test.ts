/**
 * Expert case 54: `/domain/intersection` of a German payroll SaaS (lohnwerk.de, target2)
 * against its rival lohnpilot.de (target1), keywords only the rival ranks for: the rival's own
 * brand navigation (login, pricing, reviews, careers, cancelling), vertical commercial pages,
 * guides and tools. Each numbered statement is its own test on the served case.
 */
import assert from "node:assert/strict";
import { readCase, statement } from "./harness.ts";
import { actions, assertMarketCarried, type Json, nextCalls } from "./case_reading.ts";

type Gap = Json & {
  keyword: string;
  action: string;
  recommended_page_type: string;
  opportunity_score: number | null;
};
const keywords = (r: Json) => r.keywords as Gap[];
const of = (r: Json, keyword: string) => {
  const k = keywords(r).find((x) => x.keyword === keyword);
  assert.ok(k, keyword);
  return k;
};

/** True when a recommended action or a follow-up call names `keyword`. */
function targeted(r: Json, keyword: string): string[] {
  const hits: string[] = [];
  const needle = keyword.toLowerCase();
  for (const a of actions(r)) {
    if (
      a.target?.toLowerCase() === needle || a.action.toLowerCase().includes(`"${needle}"`)
    ) hits.push(`action: ${a.action}`);
  }
  for (const c of nextCalls(r)) {
    if (JSON.stringify(c.body).toLowerCase().includes(`"${needle}"`)) {
      hits.push(`call ${c.endpoint}: ${JSON.stringify(c.body).slice(0, 200)}`);
    }
  }
  return hits;
}

const c54 = readCase(
  "/domain/intersection",
  "domain-intersection/54_payroll_rival_brand_terms_gap",
);
const NAVIGATION = ["lohnpilot login", "lohnpilot preise", "lohnpilot jobs", "lohnpilot kündigen"];
const COMMERCIAL = [
  "minijob lohnabrechnung",
  "lohnabrechnung für vereine",
  "lohnabrechnung gastronomie",
  "lohnabrechnung pflegedienst",
];
const GUIDES = [
  "sv meldung",
  "elstam abruf",
  "lohnsteuerbescheinigung erstellen",
  "was ist ein lohnjournal",
];
const TOOLS = ["lohnsteuertabelle 2026", "kurzarbeitergeld berechnen"];

statement(c54, 1, "the rival's brand navigation is never a page to create", (r) => {
  for (const k of NAVIGATION) {
    assert.deepEqual(targeted(r, k), [], k);
    assert.notEqual(of(r, k).action, "create_page", k);
  }
});

statement(c54, 2, "the rival's reviews query is at most a comparison page", (r) => {
  const k = of(r, "lohnpilot erfahrungen");
  if (k.action === "create_page" || targeted(r, k.keyword).length > 0) {
    assert.equal(k.recommended_page_type, "comparison_page", JSON.stringify(k));
    for (const a of actions(r).filter((a) => a.target === k.keyword)) {
      assert.match(a.action, /\bvs\.?\b|vergleich|comparison|alternative/i, a.action);
    }
  }
});

statement(c54, 3, "the first recommended gap is a non-brand commercial page", (r) => {
  const first = actions(r)[0];
  assert.ok(first, "no recommended action");
  assert.ok(COMMERCIAL.includes(first.target ?? ""), JSON.stringify(first));
});

statement(c54, 4, "the questions and how-tos are guides or blog posts", (r) => {
  for (const k of GUIDES) {
    assert.ok(["guide", "blog_post"].includes(of(r, k).recommended_page_type), k);
  }
});

statement(c54, 5, "the table and the calculator are tool pages", (r) => {
  for (const k of TOOLS) assert.equal(of(r, k).recommended_page_type, "tool_page", k);
});

statement(c54, 6, "follow-up calls carry German and Germany", (r) => {
  assertMarketCarried(r, { language: "de", location: "Germany", locationCode: 2276 });
});
