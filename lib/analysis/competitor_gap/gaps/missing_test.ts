import assert from "node:assert/strict";
import { coverageOf } from "./fixture.ts";
import { missing } from "./missing.ts";

Deno.test("[competitor_gap/gaps] a topic no own page covers is missing", () => {
  const f = { coverage: coverageOf("none"), pageType: "guide", bestRank: 3 };
  assert.equal(missing.decide(f), true);
  assert.equal(
    missing.action({ ...f, head: "cohort analysis" }),
    'Create a guide targeting "cohort analysis"',
  );
});

Deno.test("[competitor_gap/gaps] a service page only partly covered by another service is missing", () => {
  const partly = { coverage: coverageOf("partial"), bestRank: null };
  assert.equal(missing.decide({ ...partly, pageType: "service_page" }), true);
  assert.equal(missing.decide({ ...partly, pageType: "guide" }), null);
  assert.equal(
    missing.decide(
      { coverage: coverageOf("covered"), pageType: "service_page", bestRank: 1 },
    ),
    null,
  );
});
