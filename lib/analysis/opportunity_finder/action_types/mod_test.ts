import assert from "node:assert/strict";
import { OPPORTUNITY_TYPES } from "../kinds.ts";
import { prospect } from "../testing.ts";
import { ACTION_TYPE_RULES, classify } from "./mod.ts";
import { signals } from "./testing.ts";

Deno.test("[opportunity_finder/action_types] rules are asked most feasible first", () => {
  assert.deepEqual(ACTION_TYPE_RULES.map((r) => r.id), [...OPPORTUNITY_TYPES]);
});

Deno.test("[opportunity_finder/action_types] the first rule that applies decides", () => {
  assert.equal(classify(prospect({ lost: true, broken: true }), signals()), "reclaim");
  assert.equal(
    classify(prospect({ title: "Resources", sourceType: "news" }), signals()),
    "resource_page",
  );
  assert.equal(classify(prospect(), signals()), "outreach");
});
