import assert from "node:assert/strict";
import { matches, wordsPattern } from "../words.ts";
import { authorityBuilding } from "./authority_building.ts";

Deno.test("[action_plan goals] authority building terms match whole words", () => {
  const pattern = wordsPattern(authorityBuilding.terms);
  assert.deepEqual(matches(pattern, "digital pr outreach with original research"), [
    "digital pr",
    "outreach",
    "original research",
  ]);
  assert.deepEqual(matches(pattern, "fix typos in old posts"), []);
});
