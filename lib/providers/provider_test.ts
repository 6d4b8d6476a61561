import assert from "node:assert/strict";
import { rankOn100 } from "./provider.ts";

Deno.test("[provider] ranks on either scale read on 0-100, kept inside it when a value strays", () => {
  assert.equal(rankOn100(371, "one_thousand"), 37.1);
  assert.equal(rankOn100(37, "one_hundred"), 37);
  assert.equal(rankOn100(371, "one_hundred"), 100, "a 0-1000 value on a 0-100 request");
  assert.equal(rankOn100(-3, "one_hundred"), 0);
  assert.equal(rankOn100(0.1 + 0.2, "one_hundred"), 0.3);
});
