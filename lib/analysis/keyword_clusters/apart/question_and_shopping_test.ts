import assert from "node:assert/strict";
import { apartBy } from "./types.ts";
import { questionAndShopping } from "./question_and_shopping.ts";
import { items } from "./testing.ts";

Deno.test("[keyword_clusters apart] a definition question and a shopping search stay apart", () => {
  const [question, shopping] = items("what is a crm", "best crm software");
  assert.equal(apartBy(questionAndShopping, question, shopping), true);
  assert.equal(apartBy(questionAndShopping, shopping, question), true);
});

Deno.test("[keyword_clusters apart] two shopping searches are not kept apart", () => {
  const [a, b] = items("best crm software", "crm pricing");
  assert.equal(apartBy(questionAndShopping, a, b), false);
});

Deno.test("[keyword_clusters apart] a question about buying may join either side", () => {
  // "what is the cost of" asks and shops at once: a cost guide or a price page may hold it.
  const [cost, guide, shop] = items(
    "what is the cost of solar panels",
    "what is a solar panel",
    "solar panels price",
  );
  assert.equal(apartBy(questionAndShopping, cost, guide), false);
  assert.equal(apartBy(questionAndShopping, cost, shop), false);
  assert.equal(apartBy(questionAndShopping, guide, shop), true);
});
