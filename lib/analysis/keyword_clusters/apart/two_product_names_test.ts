import assert from "node:assert/strict";
import { apartBy } from "./types.ts";
import { items } from "./testing.ts";
import { twoProductNames } from "./two_product_names.ts";

Deno.test("[keyword_clusters apart] two product names sharing one word are two products", () => {
  const [a, b] = items("dog bed", "king bed frame");
  assert.equal(apartBy(twoProductNames, a, b), true);
});

Deno.test("[keyword_clusters apart] product names sharing two words, or a longer query, may join", () => {
  const [a, b, long] = items(
    "king bed frame",
    "king size bed frame",
    "orthopedic dog bed for large dogs",
  );
  assert.equal(apartBy(twoProductNames, a, b), false);
  assert.equal(apartBy(twoProductNames, long, a), false);
});
