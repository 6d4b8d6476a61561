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
