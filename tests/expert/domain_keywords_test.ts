/**
 * Expert cases 51 and 52: `/domain/ranked-keywords` of a Florence hotel named Dante whose
 * ranked keywords mix brand queries, poet homonyms and hotel searches, and
 * `/domain/relevant-pages` of a recipe site with print duplicates, internal search and
 * archive pages. Each numbered statement is its own test on the served case.
 */
import assert from "node:assert/strict";
import { readCase, statement } from "./harness.ts";
import { actions, assertMarketCarried, type Json } from "./case_reading.ts";

type Ranked = Json & { keyword: string; priority: string; opportunity_type: string };
const ranked = (r: Json) => r.keywords as Ranked[];
const kw = (r: Json, keyword: string) => {
  const k = ranked(r).find((x) => x.keyword === keyword);
  assert.ok(k, keyword);
  return k;
};
const POET = [
  "dante alighieri",
  "divina commedia",
  "inferno dante riassunto",
  "dante alighieri biografia breve",
  "dante e beatrice",
  "canto 1 inferno parafrasi",
  "dove è sepolto dante",
  "frasi di dante",
];
const c51 = readCase(
  "/domain/ranked-keywords",
  "domain-ranked-keywords/51_hotel_dante_poet_homonym",
);

statement(c51, 1, "the poet's queries are not high and not pushed", (r) => {
  for (const k of POET) {
    assert.notEqual(kw(r, k).priority, "high", k);
    assert.ok(!/push/.test(kw(r, k).opportunity_type), k);
  }
  const said = JSON.stringify(actions(r));
  assert.doesNotMatch(said, /dante alighieri|divina commedia|inferno|beatrice|sepolto|frasi/);
});

statement(c51, 2, "the first recommendation is a non-brand hotel query", (r) => {
  const first = actions(r)[0]?.action ?? "";
  assert.match(
    first,
    /hotel firenze oltrarno|hotel con terrazza firenze|hotel vicino duomo firenze|hotel firenze con parcheggio|hotel centro storico firenze|dove dormire a firenze/,
  );
});

statement(c51, 3, "the hotel's brand queries are protected", (r) => {
  for (
    const k of [
      "hotel dante firenze",
      "hotel dante",
      "hotel dante firenze recensioni",
      "hotel dante via san niccolò",
    ]
  ) {
    assert.equal(kw(r, k).opportunity_type, "protect", k);
  }
});

statement(c51, 4, "brand and non-brand traffic are split; most is brand", (r) => {
  const split = (r.totals as Json).brand_split as Json;
  assert.ok((split.brand_traffic_share as number) > 0.5);
  assert.match(
    (r.agent_workflow as Json).summary as string,
    /\d+% of those clicks .* brand's own name/,
  );
});

statement(c51, 5, "the Rimini namesake is not high", (r) => {
  assert.notEqual(kw(r, "hotel dante rimini").priority, "high");
  assert.notEqual((kw(r, "hotel dante rimini").relevance as Json).kind, "brand");
  assert.doesNotMatch(JSON.stringify(actions(r)), /rimini/);
});

statement(c51, 6, "'hotel firenze' is a long shot, not high", (r) => {
  assert.equal(kw(r, "hotel firenze").opportunity_type, "long_shot");
  assert.notEqual(kw(r, "hotel firenze").priority, "high");
});

statement(
  c51,
  7,
  "follow-ups carry it and Italy",
  (r) => assertMarketCarried(r, { language: "it", location: "Italy", locationCode: 2380 }),
);

type Page = Json & { page: string; action: string; priority: string };
const pages = (r: Json) => r.pages as Page[];
const page = (r: Json, path: string) => {
  const p = pages(r).find((x) => x.page.endsWith(path));
  assert.ok(p, path);
  return p;
};
const c52 = readCase(
  "/domain/relevant-pages",
  "domain-relevant-pages/52_recipe_site_print_and_search_pages",
);

statement(c52, 1, "print pages are routed to review as duplicates", (r) => {
  for (const p of ["/brown-butter-skillet-cornbread/print/", "/classic-banana-bread/print/"]) {
    assert.equal(page(r, p).action, "review", p);
    assert.match(page(r, p).action_reason as string, /duplicate|view of/);
    assert.match(page(r, p).action_reason as string, /canonical/);
    assert.match(page(r, p).action_reason as string, /noindex/);
  }
});

statement(c52, 2, "the cornbread print page outranks its recipe page", (r) => {
  const dup = page(r, "/brown-butter-skillet-cornbread/print/");
  assert.match(dup.action_reason as string, /outranks the page it copies \(3,900 vs 1,101/);
  assert.match((r.agent_workflow as Json).summary as string, /cornbread\/print\/ outranks/);
});

statement(c52, 3, "search and deep archive pages are not expanded or refreshed", (r) => {
  for (const p of ["/?s=chicken+thighs", "/tag/chicken/page/7/"]) {
    assert.ok(!["expand", "refresh"].includes(page(r, p).action), p);
  }
});

statement(c52, 4, "the lemon orzo recipe is a high recovery", (r) => {
  assert.equal(page(r, "/recipe/one-pan-lemon-orzo/").action, "recover");
  assert.equal(page(r, "/recipe/one-pan-lemon-orzo/").priority, "high");
});

statement(c52, 5, "the chicken thighs recipe is expanded", (r) => {
  assert.equal(page(r, "/recipe/crispy-chicken-thighs/").action, "expand");
  assert.notEqual(page(r, "/recipe/crispy-chicken-thighs/").priority, "low");
});

statement(c52, 6, "the privacy policy gets no content action and low priority", (r) => {
  const p = page(r, "/privacy-policy/");
  assert.ok(!["expand", "refresh"].includes(p.action));
  assert.equal(p.priority, "low");
});

statement(c52, 7, "the homepage is not expanded or refreshed", (r) => {
  const p = page(r, "forkfulkitchen.com/");
  assert.ok(!["expand", "refresh"].includes(p.action));
});
