import assert from "node:assert/strict";
import { refreshDecay } from "./refresh_decay.ts";

Deno.test("[action_plan goals] refresh decay terms match whole words", () => {
  const found = (text: string) => refreshDecay.decide({ goal: "refresh_decay", text });
  assert.deepEqual(found("refresh the outdated spf guide"), ["refresh", "outdated"]);
  assert.equal(found("write a new glossary"), null);
});
