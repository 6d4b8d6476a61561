import assert from "node:assert/strict";
import { factsWith } from "../testing.ts";
import { languageMismatch } from "./language_mismatch.ts";

Deno.test("[title meta risk] language_mismatch: flagged when present, quiet otherwise", () => {
  assert.ok(
    languageMismatch.assess(
      factsWith({ current_title: "Die beste Rechnungssoftware für kleine Unternehmen" }),
    ),
  );
  assert.equal(
    languageMismatch.assess(
      factsWith({ current_title: "Invoice Software for Small Business | Acme" }),
    ),
    null,
  );
});
