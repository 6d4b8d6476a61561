import assert from "node:assert/strict";
import { factsWith } from "../testing.ts";
import { rewrite } from "./rewrite.ts";

Deno.test("[title meta risk] rewrite: flagged when present, quiet otherwise", () => {
  assert.ok(rewrite.assess(factsWith({ current_title: "Home | Acme | Tools | Invoices" })));
  assert.equal(
    rewrite.assess(factsWith({ current_title: "Invoice Software for Small Business | Acme" })),
    null,
  );
});
