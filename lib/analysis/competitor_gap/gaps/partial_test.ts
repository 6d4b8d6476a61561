import assert from "node:assert/strict";
import { coverageOf } from "./fixture.ts";
import { partial } from "./partial.ts";

Deno.test("[competitor_gap/gaps] a topic an own page covers in part is a partial gap, unless it is a service", () => {
  const partly = { coverage: coverageOf("partial"), bestRank: null };
  assert.equal(partial.decide({ ...partly, pageType: "guide" }), true);
  assert.equal(partial.decide({ ...partly, pageType: "service_page" }), null);
  assert.equal(
    partial.decide({ coverage: coverageOf("covered"), pageType: "guide", bestRank: null }),
    null,
  );
});

Deno.test("[competitor_gap/gaps] a partial gap expands the own page, or links a new page from another angle", () => {
  const f = { pageType: "alternatives_page", bestRank: null, head: "mixpanel alternatives" };
  assert.equal(
    partial.action({ ...f, coverage: coverageOf("partial") }),
    'Expand /blog/own to cover "mixpanel alternatives" fully',
  );
  assert.equal(
    partial.action({ ...f, coverage: coverageOf("partial", { angle_match: false }) }),
    'Create an alternatives page for "mixpanel alternatives" and link it from /blog/own, which covers the subject from another angle',
  );
});
