import assert from "node:assert/strict";
import type { KeywordMetrics, PagesIntersectionRow } from "../../providers/labs_types.ts";
import { brandsOf, keywordOf } from "./mod.ts";

function kw(
  keyword: string,
  volume: number,
  intent: KeywordMetrics["main_intent"],
): KeywordMetrics {
  return {
    keyword,
    search_volume: volume,
    cpc: 1,
    competition: null,
    competition_level: null,
    monthly_searches: [],
    keyword_difficulty: 20,
    main_intent: intent,
    serp_features: [],
  };
}

/** A row where only page 2 ranks, at `rank`, with `url`. */
function onlySecond(k: KeywordMetrics, rank: number, url: string): PagesIntersectionRow {
  return {
    keyword: k,
    positions: [null, {
      type: "organic",
      rank_group: rank,
      rank_absolute: rank,
      url,
      domain: new URL(url).hostname,
      title: null,
      etv: 500,
      previous_rank_absolute: null,
      is_new: false,
      is_up: false,
      is_down: false,
    }],
  };
}

Deno.test("a guide's question is at most medium for a product or service page, high for an article", () => {
  // Skincare product page (fr), law-firm service page (es): a question answered by a blog.
  const fr = ["https://www.maisonlumen.fr/serum-vitamine-c", "https://www.herbiane.fr/blog/*"];
  const q = keywordOf(
    onlySecond(
      kw("vitamine c le matin ou le soir", 40000, "informational"),
      2,
      "https://www.herbiane.fr/blog/matin-soir",
    ),
    fr,
    brandsOf(fr),
  );
  assert.equal(q.recommended_page_type, "guide");
  assert.equal(q.first_page_fits, false);
  assert.equal(q.priority, "medium");
  const es = ["https://www.abogadosvelasco.es/extranjeria", "https://www.tramites.info/guias/*"];
  const nie = keywordOf(
    onlySecond(
      kw("como renovar el nie", 30000, "informational"),
      1,
      "https://www.tramites.info/guias/renovar-nie",
    ),
    es,
    brandsOf(es),
  );
  assert.equal(nie.first_page_fits, false);
  assert.notEqual(nie.priority, "high");
  // The owner's own guide (en) can answer it: the priority is not capped.
  const en = ["https://www.acme.com/blog/*", "https://www.rival.com/blog/*"];
  const how = keywordOf(
    onlySecond(
      kw("how to descale a kettle", 40000, "informational"),
      2,
      "https://www.rival.com/blog/descale",
    ),
    en,
    brandsOf(en),
  );
  assert.equal(how.first_page_fits, true);
  assert.equal(how.priority, "high");
});

Deno.test("a rival's brand query is low for the first page; an exact-match name is no brand", () => {
  const pages = ["https://www.hoteldantefirenze.it/camere", "https://www.palazzovecchi.it/*"];
  const k = keywordOf(
    onlySecond(
      kw("palazzovecchi offerte", 2000, "transactional"),
      1,
      "https://www.palazzovecchi.it/offerte",
    ),
    pages,
    brandsOf(pages),
  );
  assert.equal(k.query_role, "rival_brand");
  assert.equal(k.priority, "low");
  const emd = ["https://www.hoteldantefirenze.it/camere", "https://www.hotelduomofirenze.it/*"];
  const generic = keywordOf(
    onlySecond(
      kw("hotel duomo firenze offerte", 20000, "transactional"),
      1,
      "https://www.hotelduomofirenze.it/offerte",
    ),
    emd,
    brandsOf(emd),
  );
  assert.equal(generic.query_role, null);
});
