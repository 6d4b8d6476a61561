import assert from "node:assert/strict";
import { prospect } from "../testing.ts";
import { digitalPr } from "./digital_pr.ts";
import { signals, STUDY } from "./testing.ts";

Deno.test("[opportunity_finder/action_types] a news source is digital PR", () => {
  assert.equal(digitalPr.applies(prospect({ sourceType: "news" }), signals()), true);
});

Deno.test("[opportunity_finder/action_types] a strong source fitting a linkable asset is digital PR", () => {
  const strong = signals({ authority: 0.7, match: 0.3, asset: STUDY });
  assert.equal(digitalPr.applies(prospect(), strong), true);
  assert.equal(digitalPr.applies(prospect(), { ...strong, authority: 0.69 }), false);
  assert.equal(digitalPr.applies(prospect(), { ...strong, match: 0.29 }), false);
  assert.equal(
    digitalPr.applies(prospect(), { ...strong, asset: { ...STUDY, linkable: false } }),
    false,
  );
});
