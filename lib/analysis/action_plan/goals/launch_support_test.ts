import assert from "node:assert/strict";
import { matches, wordsPattern } from "../words.ts";
import { launchSupport } from "./launch_support.ts";

Deno.test("[action_plan goals] launch support terms match whole words", () => {
  const pattern = wordsPattern(launchSupport.terms);
  assert.deepEqual(matches(pattern, "pre-launch product page and schema"), [
    "pre-launch",
    "product page",
    "schema",
  ]);
  assert.deepEqual(matches(pattern, "fix typos in old posts"), []);
});
