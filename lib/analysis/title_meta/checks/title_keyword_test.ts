import assert from "node:assert/strict";
import { factsWith } from "../testing.ts";
import { titleKeyword } from "./title_keyword.ts";

Deno.test("[title meta check] title_keyword: pass on a good current snippet, fail on a weak one", () => {
  assert.equal(
    titleKeyword.assess(factsWith({ current_title: "Invoice Software for Small Business | Acme" }))
      ?.status,
    "pass",
  );
  assert.equal(
    titleKeyword.assess(factsWith({ current_title: "Invoicing | Acme" }))?.status,
    "fail",
  );
});
