import assert from "node:assert/strict";
import { ctx, written } from "./testing.ts";
import { dataLedIntro } from "./data_led_intro.ts";

Deno.test("[programmatic_template uniqueness] the intro cites the first two unique fields", () => {
  assert.deepEqual(written(dataLedIntro, ctx())[0].applies_to, ["price", "reviews"]);
  assert.deepEqual(written(dataLedIntro, ctx({ uniqueFields: [] }))[0].applies_to, []);
});
