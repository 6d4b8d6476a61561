import assert from "node:assert/strict";
import { domainRankedKeywords } from "../../operations/domain_ranked_keywords.ts";
import type { RankedKeywordRow } from "../../providers/provider.ts";
import type { SearchIntent } from "../../providers/labs_types.ts";
import type { ResolvedMarket } from "../keyword_rows/market.ts";
import { metrics, rowsAnswer, US } from "../keyword_rows/testing.ts";
import { analyzeRankedKeywords, type RankedKeywordsInput } from "./mod.ts";

/** One ranking of `site` at `rank` on `path`, with DataForSEO's intent label. */
function at(
  site: string,
  keyword: string,
  rank: number,
  path: string,
  intent: SearchIntent | null,
  etv = 50,
): RankedKeywordRow {
  return {
    keyword: metrics(keyword, { search_volume: 2_000, main_intent: intent }),
    position: {
      type: "organic",
      rank_group: rank,
      rank_absolute: rank,
      url: `https://${site}${path}`,
      domain: site,
      title: keyword,
      etv,
      previous_rank_absolute: rank,
      is_new: false,
      is_up: false,
      is_down: false,
    },
    is_lost: false,
  };
}

function analyze(target: string, rows: RankedKeywordRow[], market = US, body = {}) {
  const input = domainRankedKeywords.input.parse({ target, ...body }) as RankedKeywordsInput;
  return analyzeRankedKeywords(input, rowsAnswer(rows), market);
}
const kindOf = (r: ReturnType<typeof analyze>, keyword: string) =>
  r.keywords.find((k) => k.keyword === keyword)!.relevance.kind;

Deno.test("[ranked relevance] a roofer named Orion: the sweepstakes app and the stars are homonyms, roofing is the business", () => {
  const s = "orionroofing.com";
  const r = analyze(s, [
    at(s, "orion roofing", 1, "/", "navigational", 400),
    at(s, "orionroofing", 1, "/", "navigational", 40),
    at(s, "orion roofing co", 2, "/", "navigational", 20),
    at(s, "roof repair denver", 6, "/services/roof-repair", "commercial"),
    at(s, "roofing contractor denver", 8, "/services/roofing", "commercial"),
    at(s, "metal roof cost", 14, "/blog/metal-roof-cost", "informational"),
    at(s, "hail damage roof repair", 9, "/services/hail-damage", "commercial"),
    at(s, "orion stars", 12, "/blog/orion-night-sky", "informational", 120),
    at(s, "orion constellation", 18, "/blog/orion-night-sky", "informational", 80),
    at(s, "betelgeuse", 25, "/blog/orion-night-sky", "informational", 10),
  ]);
  assert.equal(kindOf(r, "orion roofing"), "brand");
  // People searching the domain's name itself do not stop it splitting into its words.
  assert.equal(kindOf(r, "orionroofing"), "brand");
  assert.equal(kindOf(r, "orion roofing co"), "brand");
  assert.equal(kindOf(r, "orion stars"), "homonym");
  assert.equal(kindOf(r, "orion constellation"), "homonym");
  assert.equal(kindOf(r, "betelgeuse"), "homonym");
  assert.equal(kindOf(r, "metal roof cost"), "on_topic");
  assert.ok(
    r.keywords.filter((k) => k.relevance.kind === "homonym")
      .every((k) => k.opportunity_type === "set_aside" && k.priority === "low"),
  );
  assert.ok(
    !r.agent_workflow.recommended_actions.some((a) => /orion stars|constellation/.test(a.action)),
  );
  assert.deepEqual(r.site_topics.name_words, ["orion"]);
});

Deno.test("[ranked relevance] a Munich bakery: its name with another city is a namesake; a rival's navigational search is set aside", () => {
  const s = "baeckerei-sonnenkorn.de";
  const de: ResolvedMarket = {
    location: "Germany",
    location_code: 2276,
    language: "German",
    language_code: "de",
  };
  const r = analyze(s, [
    at(s, "bäckerei sonnenkorn", 1, "/", "navigational", 300),
    at(s, "sonnenkorn bäckerei öffnungszeiten", 2, "/", "navigational", 90),
    at(s, "sonnenkorn bäckerei hamburg", 7, "/", "navigational", 20),
    at(s, "dinkelbrot kaufen münchen", 5, "/shop/dinkelbrot", "transactional"),
    at(s, "bäckerei münchen schwabing", 4, "/filialen/schwabing", "commercial"),
    at(s, "sauerteigbrot bestellen", 8, "/shop/sauerteigbrot", "transactional"),
    at(s, "dinkelbrot rezept", 15, "/blog/dinkelbrot-rezept", "informational"),
    at(s, "rischart", 30, "/blog/muenchner-baeckereien", "navigational"),
    at(s, "bäcker ausbildung gehalt", 20, "/karriere", "informational"),
  ], de);
  assert.equal(kindOf(r, "bäckerei sonnenkorn"), "brand");
  assert.equal(kindOf(r, "sonnenkorn bäckerei öffnungszeiten"), "brand");
  assert.equal(kindOf(r, "sonnenkorn bäckerei hamburg"), "namesake");
  assert.equal(kindOf(r, "rischart"), "other_navigation");
  assert.equal(kindOf(r, "bäcker ausbildung gehalt"), "career");
  assert.equal(kindOf(r, "dinkelbrot rezept"), "on_topic");
  assert.ok(r.totals.brand_split.brand_traffic_share > 0.5);
  assert.match(r.agent_workflow.summary, /brand's own name/);
});

Deno.test("[ranked relevance] a Madrid dental clinic with too few selling rankings: nothing is called off-topic", () => {
  const s = "clinicaluna.es";
  const es: ResolvedMarket = {
    location: "Spain",
    location_code: 2724,
    language: "Spanish",
    language_code: "es",
  };
  const r = analyze(s, [
    at(s, "clinica luna", 1, "/", "navigational", 200),
    at(s, "implantes dentales madrid", 9, "/tratamientos/implantes", "commercial"),
    at(s, "luna llena", 40, "/blog/luna-llena-y-dientes", "informational"),
    at(s, "blanqueamiento dental", 12, "/blog/blanqueamiento", "informational"),
  ], es);
  assert.equal(r.site_topics.established, false);
  assert.equal(kindOf(r, "clinica luna"), "brand");
  assert.equal(kindOf(r, "luna llena"), "unclear");
  assert.equal(kindOf(r, "blanqueamiento dental"), "unclear");
  assert.ok(r.keywords.every((k) => k.priority !== "high" || k.relevance.kind === "brand"));
  assert.match(r.agent_workflow.limitations.join(" "), /Too few selling rankings \(1\)/);
});

Deno.test("[ranked relevance] brand_terms from the request name the brand a domain does not spell", () => {
  const s = "hlf.co.uk";
  const r = analyze(
    s,
    [
      at(s, "holloway & finch", 1, "/", "navigational", 300),
      at(s, "holloway and finch reviews", 2, "/", "navigational", 40),
      at(s, "conveyancing solicitors leeds", 6, "/services/conveyancing", "commercial"),
    ],
    US,
    { brand_terms: ["Holloway & Finch"] },
  );
  assert.equal(kindOf(r, "holloway & finch"), "brand");
  assert.equal(kindOf(r, "holloway and finch reviews"), "brand");
  assert.equal(
    r.keywords.find((k) => k.keyword === "holloway & finch")!.relevance.decided_by,
    "brand_terms",
  );
});
