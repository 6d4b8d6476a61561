import assert from "node:assert/strict";
import { factsWith } from "../testing.ts";
import { titleLength } from "./title_length.ts";

Deno.test("[title meta check] title_length: pass on a good current snippet, warn on a weak one", () => {
  assert.equal(
    titleLength.assess(factsWith({ current_title: "Invoice Software for Small Business | Acme" }))
      ?.status,
    "pass",
  );
  assert.equal(
    titleLength.assess(factsWith({ current_title: "Invoicing | Acme" }))?.status,
    "warn",
  );
});
