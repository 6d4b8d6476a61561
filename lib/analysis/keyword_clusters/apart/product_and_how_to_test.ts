import assert from "node:assert/strict";
import { apartBy } from "./types.ts";
import { productAndHowTo } from "./product_and_how_to.ts";
import { items } from "./testing.ts";

Deno.test("[keyword_clusters apart] a product name and a how-to about another product stay apart", () => {
  const [product, howTo] = items("sofa bed", "how to clean a velvet sofa");
  assert.equal(apartBy(productAndHowTo, product, howTo), true);
  assert.equal(apartBy(productAndHowTo, howTo, product), true);
});

Deno.test("[keyword_clusters apart] two product names are left to the other rule", () => {
  const [a, b] = items("dog bed", "king bed frame");
  assert.equal(apartBy(productAndHowTo, a, b), false);
});
