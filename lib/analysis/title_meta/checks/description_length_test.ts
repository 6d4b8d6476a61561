import assert from "node:assert/strict";
import { factsWith } from "../testing.ts";
import { descriptionLength } from "./description_length.ts";

Deno.test("[title meta check] description_length: pass on a good current snippet, warn on a weak one", () => {
  assert.equal(
    descriptionLength.assess(
      factsWith({
        current_meta_description:
          "Create, send and track professional invoices in minutes with Acme, the invoicing app for small businesses.",
      }),
    )?.status,
    "pass",
  );
  assert.equal(
    descriptionLength.assess(factsWith({ current_meta_description: "Invoices." }))?.status,
    "warn",
  );
});
