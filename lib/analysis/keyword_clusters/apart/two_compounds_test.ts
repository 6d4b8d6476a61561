import assert from "node:assert/strict";
import { apartBy } from "./types.ts";
import { items } from "./testing.ts";
import { twoCompounds } from "./two_compounds.ts";

Deno.test("[keyword_clusters apart] closed compounds with one first part and two heads are two products", () => {
  for (
    const [a, b] of [
      ["utomhusbastu", "utomhusspa"], // Swedish: outdoor sauna, outdoor spa
      ["gartenhaus", "gartenmöbel"], // German: garden shed, garden furniture
      ["tuinhuis", "tuinstoel"], // Dutch: garden shed, garden chair
      ["bookcase", "bookshelf"], // English
    ]
  ) {
    const [x, y] = items(a, b);
    assert.equal(apartBy(twoCompounds, x, y), true, `${a} / ${b}`);
  }
});

Deno.test("[keyword_clusters apart] inflections, derivations and open names are no two compounds", () => {
  for (
    const [a, b] of [
      ["badtunna", "badtunnor"], // Swedish singular and plural
      ["gartenhaus", "gartenhäuser"], // German plural
      ["accountant", "accounting"], // one English stem
      ["vloerisolatie", "vloerisolatie kosten"], // a name and its price search
      ["outdoor sauna", "outdoor spa"], // open names: `two_product_names`
    ]
  ) {
    const [x, y] = items(a, b);
    assert.equal(apartBy(twoCompounds, x, y), false, `${a} / ${b}`);
  }
});
