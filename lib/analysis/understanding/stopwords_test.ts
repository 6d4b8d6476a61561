import assert from "node:assert/strict";
import { isForeignStopword } from "./stopwords.ts";

Deno.test("[stopwords] function words of a keyword's language are stopwords, folded like tokens", () => {
  assert.ok(isForeignStopword("fur", "de"));
  assert.ok(isForeignStopword("para", "es"));
  assert.ok(isForeignStopword("pour", "fr"));
  assert.ok(isForeignStopword("per", "es|it"));
  assert.ok(!isForeignStopword("yoga", "de"));
  assert.ok(!isForeignStopword("the", "en"));
  assert.ok(!isForeignStopword("para", null));
});
