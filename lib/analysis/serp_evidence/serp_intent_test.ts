import assert from "node:assert/strict";
import { serpIntent } from "./serp_intent.ts";
import { isHomepage } from "./homepage.ts";
import { topicWordsOf } from "./words.ts";
import type { Serp } from "../../providers/serp_types.ts";
import type { RankedFormat } from "./result.ts";

const serp = (types: string[], items: Serp["items"] = []): Serp => ({
  keyword: "x",
  datetime: "2026-11-20 10:00:00 +00:00",
  check_url: null,
  item_types: types,
  se_results_count: 1000,
  items,
});
const ranked = (formats: RankedFormat["format"][]): RankedFormat[] =>
  formats.map((format, i) => ({
    url: `https://s${i}.example/`,
    position: i + 1,
    format,
    signal: "",
    read: true,
  }));

Deno.test("[serp intent] a local pack makes a bare service query local and transactional (en, fr, nl)", () => {
  for (const kw of ["boiler repair leeds", "vitrier bordeaux", "fietsenmaker utrecht"]) {
    const i = serpIntent(kw, serp(["local_pack", "organic"]), ranked(["article", "article"]));
    assert.equal(i.intent, "transactional", kw);
    assert.equal(i.local, true);
    assert.ok(i.signals.some((s) => /local pack/.test(s)));
  }
});

Deno.test("[serp intent] the keyword's own modifier decides first; a plain SERP is informational (en, de, ja)", () => {
  const paa = serp(["organic", "people_also_ask"]);
  assert.equal(
    serpIntent("how to overwinter dahlias", serp(["local_pack"]), []).intent,
    "informational",
  );
  assert.equal(
    serpIntent("balkonkraftwerk anmelden", paa, ranked(["article"])).intent,
    "informational",
  );
  assert.equal(
    serpIntent("新NISA 始め方", paa, ranked(["article", "forum"])).intent,
    "informational",
  );
  assert.equal(serpIntent("buy running shoes", paa, []).intent, "transactional");
});

Deno.test("[serp intent] shopping units or money pages taking most results mean buying (de)", () => {
  assert.equal(
    serpIntent("akku rasenmäher", serp(["shopping", "organic"]), []).intent,
    "transactional",
  );
  const shops = ranked(["product", "product", "landing_page", "article"]);
  assert.equal(serpIntent("laufschuhe damen", serp(["organic"]), shops).intent, "transactional");
});

Deno.test("[homepage] the site root, its index file or a breadcrumb without a path is the homepage", () => {
  assert.ok(isHomepage("https://aireheating.co.uk/", null));
  assert.ok(isHomepage("https://vitrerie-garonne.fr/index.php", null));
  const item = (url: string, breadcrumb: string) => ({
    type: "organic",
    rank_group: 7,
    rank_absolute: 9,
    title: null,
    url,
    domain: null,
    description: null,
    breadcrumb,
  });
  const s = serp(["organic"], [
    item(
      "http://127.0.0.1:1/aireheating.co.uk/index.html",
      "https://aireheating.co.uk › index.html",
    ),
    item("https://fietsdokter.nl/reparatie/", "https://fietsdokter.nl › reparatie"),
  ]);
  assert.ok(isHomepage("http://127.0.0.1:1/aireheating.co.uk/index.html", s));
  assert.ok(!isHomepage("https://fietsdokter.nl/reparatie/", s));
  assert.ok(!isHomepage(null, s));
});

Deno.test("[topic words] Japanese and Chinese runs become character pairs without hiragana; other scripts stay words", () => {
  assert.deepEqual(topicWordsOf("NISA口座開設の流れ"), ["口座", "座開", "開設", "nisa"]);
  assert.deepEqual(topicWordsOf("Storing your tubers"), ["storing", "your", "tubers"]);
  assert.ok(topicWordsOf("什么是基金定投").includes("基金"));
});

Deno.test("[serp intent] a question in any language stays informational beside shops; product and category pages mean buying (es, de, fr)", () => {
  const shop = serp(["shopping", "organic", "video"]);
  const shops = ranked(["category", "product", "article", "forum"]);
  for (
    const kw of [
      "cómo pintar azulejos",
      "wie entkalke ich meine kaffeemaschine",
      "comment poser du parquet",
    ]
  ) {
    const i = serpIntent(kw, shop, shops);
    assert.equal(i.intent, "informational", kw);
    assert.equal(i.buying, false, kw);
  }
  const buy = serpIntent("akku rasenmäher", serp(["organic"]), shops);
  assert.deepEqual([buy.intent, buy.buying, buy.local], ["transactional", true, false]);
  const local = serpIntent("vitrier bordeaux", serp(["local_pack", "shopping"]), shops);
  assert.deepEqual(
    [local.local, local.buying],
    [true, false],
    "a local search is a service, not a shop",
  );
});
