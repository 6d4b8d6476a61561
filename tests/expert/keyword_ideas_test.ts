/**
 * Expert cases 49 and 60: `/keyword-ideas/suggest` for a German payroll SaaS whose ideas mix
 * rivals' logins and downloads, career searches and a take-home-pay calculator with real
 * software queries, and for a Polish fashion marketplace's seasonal "wedding guest dress"
 * demand with rival platforms. Each numbered statement is its own test on the served case.
 */
import assert from "node:assert/strict";
import { readCase, statement } from "./harness.ts";
import { actions, assertMarketCarried, type Json } from "./case_reading.ts";

type Idea = Json & {
  keyword: string;
  priority: string;
  intent: string;
  recommended_page_type: string;
};
const ideas = (r: Json) => r.ideas as Idea[];
const idea = (r: Json, keyword: string) => {
  const i = ideas(r).find((x) => x.keyword === keyword);
  assert.ok(i, keyword);
  return i;
};
const variants = (r: Json) => (r.seed_variants as { keyword: string }[]).map((v) => v.keyword);
const pagesToMake = (r: Json) =>
  actions(r).filter((a) => /^Target /.test(a.action)).map((a) => a.target);

const c49 = readCase(
  "/keyword-ideas/suggest",
  "keyword-ideas-suggest/49_payroll_saas_rival_logins_and_careers",
);

statement(c49, 1, "rivals' logins and downloads are navigational, not high, not pages", (r) => {
  for (
    const k of [
      "personio",
      "personio login",
      "datev lohn und gehalt login",
      "lexware lohn und gehalt download",
      "sage lohnabrechnung login",
    ]
  ) {
    const i = idea(r, k);
    assert.notEqual(i.priority, "high", k);
    assert.equal(i.intent, "navigational", k);
    assert.ok(!pagesToMake(r).includes(k), k);
  }
});

statement(c49, 2, "career searches are not high and not landing pages", (r) => {
  for (const k of ["lohnbuchhalter gehalt", "lohnbuchhalter ausbildung"]) {
    assert.notEqual(idea(r, k).priority, "high", k);
    assert.notEqual(idea(r, k).recommended_page_type, "landing_page", k);
  }
});

statement(c49, 3, "the take-home-pay calculator is not high", (r) => {
  assert.notEqual(idea(r, "brutto netto rechner").priority, "high");
});

statement(c49, 4, "the first idea is a payroll-software buying query", (r) => {
  assert.ok(
    [
      "lohnabrechnung software kostenlos",
      "lohnabrechnung software für kleine unternehmen",
      "lohnabrechnung software vergleich",
      "was kostet eine lohnabrechnung",
      "lohnabrechnung erstellen online",
      "lohnabrechnung outsourcen",
      "lohnabrechnung app",
      "lohnabrechnung für vereine",
      "lohnabrechnung gastronomie",
    ].includes(ideas(r)[0].keyword),
    ideas(r)[0].keyword,
  );
});

statement(c49, 5, "'personio alternative' is a comparison page idea", (r) => {
  assert.equal(idea(r, "personio alternative").recommended_page_type, "comparison_page");
});

statement(c49, 6, "'lohnabrechnung software vergleich' is a comparison page", (r) => {
  assert.equal(
    idea(r, "lohnabrechnung software vergleich").recommended_page_type,
    "comparison_page",
  );
});

statement(c49, 7, "the compound and the word order are seed variants, not ideas", (r) => {
  for (const k of ["lohnabrechnungssoftware", "software lohnabrechnung"]) {
    assert.ok(variants(r).includes(k), k);
    assert.ok(!ideas(r).some((i) => i.keyword === k), k);
  }
});

statement(c49, 8, "do-it-yourself and minijob searches are guides", (r) => {
  for (const k of ["lohnabrechnung selber machen", "lohnabrechnung minijob"]) {
    assert.ok(["guide", "blog_post"].includes(idea(r, k).recommended_page_type), k);
  }
});

statement(
  c49,
  9,
  "follow-ups carry de and Germany",
  (r) => assertMarketCarried(r, { language: "de", location: "Germany", locationCode: 2276 }),
);

/** Case 60. */
const c60 = readCase(
  "/keyword-ideas/suggest",
  "keyword-ideas-suggest/60_wedding_guest_dresses_season_and_platforms",
);
type Season = { direction: string; peak_month: string | null };
const trendOf = (r: Json, keyword: string) => (idea(r, keyword).trend as Season);

statement(c60, 1, "the plural and the year are seed variants", (r) => {
  for (const k of ["sukienki na wesele", "sukienka na wesele 2026"]) {
    assert.ok(variants(r).includes(k), k);
    assert.ok(!ideas(r).some((i) => i.keyword === k), k);
  }
});

statement(c60, 2, "rival platforms' searches are not high and not pages", (r) => {
  for (const k of ["sukienka na wesele zalando", "sukienka na wesele allegro"]) {
    assert.notEqual(idea(r, k).priority, "high", k);
    assert.ok(!pagesToMake(r).includes(k), k);
  }
});

statement(c60, 3, "the seed and its styles are seasonal with a May-June peak", (r) => {
  const seed = ((r.seed as Json).metrics as Json).trend as Season;
  assert.equal(seed.direction, "seasonal");
  assert.ok(["2026-05", "2026-06"].includes(seed.peak_month!));
  for (const k of ["sukienka na wesele midi", "sukienka na wesele dla mamy"]) {
    assert.equal(trendOf(r, k).direction, "seasonal", k);
  }
});

statement(c60, 4, "winter weddings have their own season, peak 2025-12", (r) => {
  assert.equal(trendOf(r, "sukienka na wesele zimą").direction, "seasonal");
  assert.equal(trendOf(r, "sukienka na wesele zimą").peak_month, "2025-12");
});

statement(c60, 5, "the calendar: May-June peak, refresh in February-March", (r) => {
  const text = actions(r).map((a) => a.action).join(" ");
  assert.match(text, /May|Jun/);
  assert.match(text, /Feb–Mar|February–March/);
});

statement(c60, 6, "question searches are awareness guides", (r) => {
  for (
    const k of [
      "jaka sukienka na wesele",
      "kolor sukienki na wesele",
      "czy można iść na wesele w białej sukience",
    ]
  ) {
    assert.ok(["guide", "blog_post"].includes(idea(r, k).recommended_page_type), k);
    assert.equal(idea(r, k).buyer_stage, "awareness", k);
  }
});

statement(c60, 7, "style searches are category landing pages", (r) => {
  for (
    const k of [
      "sukienka na wesele midi",
      "sukienka na wesele dla mamy",
      "sukienka na wesele plus size",
      "sukienka na wesele długa",
      "sukienka na wesele świadkowa",
    ]
  ) {
    assert.equal(idea(r, k).recommended_page_type, "landing_page", k);
  }
});

statement(c60, 8, "the market is Polish and follow-ups carry pl and Poland", (r) => {
  assert.equal((r.market as Json).language, "Polish");
  assertMarketCarried(r, { language: "pl", location: "Poland", locationCode: 2616 });
});
