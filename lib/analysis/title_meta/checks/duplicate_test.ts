import assert from "node:assert/strict";
import { factsWith } from "../testing.ts";
import { duplicate } from "./duplicate.ts";

Deno.test("[title meta risk] duplicate: flagged when present, quiet otherwise", () => {
  assert.ok(
    duplicate.assess(
      factsWith({
        current_title: "Invoice Software | Acme",
        current_meta_description: "Invoice Software | Acme. Try it.",
      }),
    ),
  );
  assert.equal(
    duplicate.assess(
      factsWith({
        current_title: "Invoice Software | Acme",
        current_meta_description: "Send invoices in minutes and get paid twice as fast.",
      }),
    ),
    null,
  );
});
