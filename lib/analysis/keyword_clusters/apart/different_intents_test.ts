import assert from "node:assert/strict";
import { apartBy } from "./types.ts";
import { differentIntents } from "./different_intents.ts";
import { items } from "./testing.ts";

Deno.test("[keyword_clusters apart] definition, free and price searches of one language never share a page", () => {
  for (
    const [definition, free, price] of [
      ["was ist ein crm", "crm kostenlos", "crm software preise"],
      ["qué es un crm", "crm gratis", "precio crm"],
      ["wat is een warmtepomp", "gratis warmtepomp advies", "warmtepomp prijs"],
    ]
  ) {
    const [d, f, p] = items(definition, free, price);
    assert.equal(apartBy(differentIntents, d, f), true, `${definition} / ${free}`);
    assert.equal(apartBy(differentIntents, d, p), true, `${definition} / ${price}`);
    // Free plans and prices are both shopping searches: one page may hold them.
    assert.equal(apartBy(differentIntents, f, p), false, `${free} / ${price}`);
  }
});

Deno.test("[keyword_clusters apart] a cost question may join a guide or a price page; no modifier joins either", () => {
  for (
    const [cost, guide, price, bare] of [
      [
        "how much does a heat pump cost",
        "how to size a heat pump",
        "heat pump prices",
        "heat pump",
      ],
      [
        "wie viel kostet eine wärmepumpe",
        "wärmepumpe anleitung",
        "wärmepumpe preise",
        "wärmepumpe",
      ],
      [
        "combien coûte une pompe à chaleur",
        "comment installer une pompe à chaleur",
        "prix pompe à chaleur",
        "pompe à chaleur",
      ],
    ]
  ) {
    const [c, g, p, b] = items(cost, guide, price, bare);
    assert.equal(apartBy(differentIntents, c, g), false, `${cost} / ${guide}`);
    assert.equal(apartBy(differentIntents, c, p), false, `${cost} / ${price}`);
    assert.equal(apartBy(differentIntents, g, p), true, `${guide} / ${price}`);
    assert.equal(apartBy(differentIntents, b, g), false, `${bare} / ${guide}`);
  }
});

Deno.test("[keyword_clusters apart] the searcher's own account is no definition or price search", () => {
  // "what is my credit score" asks for the searcher's own data: no definition page either way.
  const [mine, price] = items("what is my credit score", "credit score check price");
  assert.equal(apartBy(differentIntents, mine, price), false);
});

Deno.test("[keyword_clusters apart] a job search or another site's login never shares a page with the bare offer", () => {
  for (
    const [bare, job] of [
      ["wulkanizacja warszawa", "wulkanizacja praca"],
      ["heat pump installer", "heat pump installer jobs"],
      ["fahrradwerkstatt berlin", "fahrradwerkstatt jobs"],
    ]
  ) {
    const [b, j] = items(bare, job);
    assert.equal(apartBy(differentIntents, b, j), true, `${bare} / ${job}`);
  }
  // The bare offer may still share a page with its guide or its price search.
  const [offer, guide, price] = items("heat pump", "how to size a heat pump", "heat pump prices");
  assert.equal(apartBy(differentIntents, offer, guide), false);
  assert.equal(apartBy(differentIntents, offer, price), false);
});
