import assert from "node:assert/strict";
import { factsWith } from "../testing.ts";
import { descriptionPresent } from "./description_present.ts";

Deno.test("[title meta check] description_present: pass on a good current snippet, fail on a weak one", () => {
  assert.equal(
    descriptionPresent.assess(factsWith({ current_meta_description: "Send invoices in minutes." }))
      ?.status,
    "pass",
  );
  assert.equal(descriptionPresent.assess(factsWith({}))?.status, "fail");
});
