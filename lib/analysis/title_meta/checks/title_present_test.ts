import assert from "node:assert/strict";
import { factsWith } from "../testing.ts";
import { titlePresent } from "./title_present.ts";

Deno.test("[title meta check] title_present: pass on a good current snippet, fail on a weak one", () => {
  assert.equal(
    titlePresent.assess(factsWith({ current_title: "Invoice Software for Small Business | Acme" }))
      ?.status,
    "pass",
  );
  assert.equal(titlePresent.assess(factsWith({}))?.status, "fail");
});
