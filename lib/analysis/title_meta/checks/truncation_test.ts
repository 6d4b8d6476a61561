import assert from "node:assert/strict";
import { factsWith } from "../testing.ts";
import { truncation } from "./truncation.ts";

Deno.test("[title meta risk] truncation: flagged when present, quiet otherwise", () => {
  assert.ok(
    truncation.assess(
      factsWith({
        current_title:
          "Invoice Software for Small Business: Send, Track and Chase Invoices in Minutes with Acme",
      }),
    ),
  );
  assert.equal(
    truncation.assess(factsWith({ current_title: "Invoice Software for Small Business | Acme" })),
    null,
  );
});
