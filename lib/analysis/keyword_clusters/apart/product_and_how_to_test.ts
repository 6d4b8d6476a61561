import assert from "node:assert/strict";
import { productAndHowTo } from "./product_and_how_to.ts";
import { items } from "./testing.ts";

Deno.test("[keyword_clusters apart] a product name and a how-to about another product stay apart", () => {
  const [product, howTo] = items("sofa bed", "how to clean a velvet sofa");
  assert.equal(productAndHowTo.apart(product, howTo), true);
  assert.equal(productAndHowTo.apart(howTo, product), true);
});

Deno.test("[keyword_clusters apart] two product names are left to the other rule", () => {
  const [a, b] = items("dog bed", "king bed frame");
  assert.equal(productAndHowTo.apart(a, b), false);
});
