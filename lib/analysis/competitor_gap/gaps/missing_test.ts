import assert from "node:assert/strict";
import { SCORING } from "../thresholds.ts";
import { coverageOf } from "./fixture.ts";
import { missing } from "./missing.ts";

Deno.test("[competitor_gap/gaps] a topic no own page covers is missing", () => {
  const f = { coverage: coverageOf("none"), pageType: "guide", bestRank: 3 };
  assert.equal(missing.assess(f, SCORING), true);
  assert.equal(
    missing.action({ ...f, head: "cohort analysis" }),
    'Create a guide targeting "cohort analysis"',
  );
});

Deno.test("[competitor_gap/gaps] a service page only partly covered by another service is missing", () => {
  const partly = { coverage: coverageOf("partial"), bestRank: null };
  assert.equal(missing.assess({ ...partly, pageType: "service_page" }, SCORING), true);
  assert.equal(missing.assess({ ...partly, pageType: "guide" }, SCORING), false);
  assert.equal(
    missing.assess(
      { coverage: coverageOf("covered"), pageType: "service_page", bestRank: 1 },
      SCORING,
    ),
    false,
  );
});
