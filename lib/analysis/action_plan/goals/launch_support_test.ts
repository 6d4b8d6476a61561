import assert from "node:assert/strict";
import { launchSupport } from "./launch_support.ts";

Deno.test("[action_plan goals] launch support terms match whole words", () => {
  const found = (text: string) => launchSupport.decide({ goal: "launch_support", text });
  assert.deepEqual(found("pre-launch product page and schema"), [
    "pre-launch",
    "product page",
    "schema",
  ]);
  assert.equal(found("fix typos in old posts"), null);
});
