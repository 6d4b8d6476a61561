import assert from "node:assert/strict";
import { factsWith } from "../testing.ts";
import { missingDescription } from "./missing_description.ts";

Deno.test("[title meta risk] missing_description: flagged when present, quiet otherwise", () => {
  assert.ok(missingDescription.assess(factsWith({})));
  assert.equal(
    missingDescription.assess(
      factsWith({
        current_meta_description: "Send invoices in minutes and get paid twice as fast.",
      }),
    ),
    null,
  );
});
