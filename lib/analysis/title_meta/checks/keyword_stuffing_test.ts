import assert from "node:assert/strict";
import { factsWith } from "../testing.ts";
import { keywordStuffing } from "./keyword_stuffing.ts";

Deno.test("[title meta risk] keyword_stuffing: flagged when present, quiet otherwise", () => {
  assert.ok(
    keywordStuffing.assess(
      factsWith({
        current_title: "Invoice Software | Best Invoice Software | Invoice Software Free",
        keyword: "invoice software",
      }),
    ),
  );
  assert.equal(
    keywordStuffing.assess(
      factsWith({ current_title: "Invoice Software for Small Business | Acme" }),
    ),
    null,
  );
});
