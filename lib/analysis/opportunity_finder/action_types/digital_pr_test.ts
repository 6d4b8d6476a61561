import assert from "node:assert/strict";
import { prospect } from "../testing.ts";
import { digitalPr } from "./digital_pr.ts";
import { signals, STUDY } from "./testing.ts";

Deno.test("[opportunity_finder/action_types] a news source is digital PR", () => {
  assert.equal(digitalPr.decide({ ...signals(), p: prospect({ sourceType: "news" }) }), true);
});

Deno.test("[opportunity_finder/action_types] a strong source fitting a linkable asset is digital PR", () => {
  const strong = signals({ authority: 0.7, match: 0.3, asset: STUDY });
  assert.equal(digitalPr.decide({ ...strong, p: prospect() }), true);
  assert.equal(digitalPr.decide({ ...strong, authority: 0.69, p: prospect() }), null);
  assert.equal(digitalPr.decide({ ...strong, match: 0.29, p: prospect() }), null);
  assert.equal(
    digitalPr.decide({ ...strong, asset: { ...STUDY, linkable: false }, p: prospect() }),
    null,
  );
});
