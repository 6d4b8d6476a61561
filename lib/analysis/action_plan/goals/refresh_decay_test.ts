import assert from "node:assert/strict";
import { matches, wordsPattern } from "../words.ts";
import { refreshDecay } from "./refresh_decay.ts";

Deno.test("[action_plan goals] refresh decay terms match whole words", () => {
  const pattern = wordsPattern(refreshDecay.terms);
  assert.deepEqual(matches(pattern, "refresh the outdated spf guide"), ["refresh", "outdated"]);
  assert.deepEqual(matches(pattern, "write a new glossary"), []);
});
