import assert from "node:assert/strict";
import { authorityBuilding } from "./authority_building.ts";

Deno.test("[action_plan goals] authority building terms match whole words", () => {
  const found = (text: string) => authorityBuilding.decide({ goal: "authority_building", text });
  assert.deepEqual(found("digital pr outreach with original research"), [
    "digital pr",
    "outreach",
    "original research",
  ]);
  assert.equal(found("fix typos in old posts"), null);
});

Deno.test("[action_plan goals] another goal, or none, finds no authority terms", () => {
  const text = "digital pr outreach";
  assert.equal(authorityBuilding.decide({ goal: "traffic_growth", text }), null);
  assert.equal(authorityBuilding.decide({ goal: null, text }), null);
});
