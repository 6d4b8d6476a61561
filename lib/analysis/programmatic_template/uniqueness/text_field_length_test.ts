import assert from "node:assert/strict";
import { ctx, written } from "./testing.ts";
import { textFieldLength } from "./text_field_length.ts";

Deno.test("[programmatic_template uniqueness] each text field needs 40% of its median words", () => {
  const rules = written(textFieldLength, ctx({ textFieldMedians: new Map([["bio", 31]]) }));
  assert.equal(rules[0].requirement, "bio has at least 13 words (40% of its median 31)");
  assert.equal(textFieldLength.decide(ctx()), null);
});
