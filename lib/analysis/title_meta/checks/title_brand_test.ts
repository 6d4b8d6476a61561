import assert from "node:assert/strict";
import { factsWith } from "../testing.ts";
import { titleBrand } from "./title_brand.ts";

Deno.test("[title meta check] title_brand: pass on a good current snippet, warn on a weak one", () => {
  assert.equal(
    titleBrand.assess(
      factsWith({
        current_title: "Invoice Software for Small Business | Acme",
        target: "acme.com",
      }),
    )?.status,
    "pass",
  );
  assert.equal(
    titleBrand.assess(
      factsWith({
        current_title: "Acme | Invoice Software for Small Business",
        target: "acme.com",
      }),
    )?.status,
    "warn",
  );
});
