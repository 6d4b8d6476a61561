import assert from "node:assert/strict";
import { factsWith } from "../testing.ts";
import { titleH1Alignment } from "./title_h1_alignment.ts";

Deno.test("[title meta check] title_h1_alignment: pass on a good current snippet, warn on a weak one", () => {
  assert.equal(
    titleH1Alignment.assess(
      factsWith({ current_title: "Invoice Software for Small Business | Acme" }),
    )?.status,
    "pass",
  );
  assert.equal(
    titleH1Alignment.assess(factsWith({ current_title: "Welcome to Acme" }))?.status,
    "warn",
  );
});
