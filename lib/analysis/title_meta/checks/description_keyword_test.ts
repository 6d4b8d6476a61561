import assert from "node:assert/strict";
import { factsWith } from "../testing.ts";
import { descriptionKeyword } from "./description_keyword.ts";

Deno.test("[title meta check] description_keyword: pass on a good current snippet, warn on a weak one", () => {
  assert.equal(
    descriptionKeyword.assess(
      factsWith({
        current_meta_description: "The invoice software small business owners use to get paid.",
      }),
    )?.status,
    "pass",
  );
  assert.equal(
    descriptionKeyword.assess(factsWith({ current_meta_description: "Get paid faster with Acme." }))
      ?.status,
    "warn",
  );
});
