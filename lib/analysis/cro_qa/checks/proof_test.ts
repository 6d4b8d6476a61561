import assert from "node:assert/strict";
import { factsFrom } from "../testing.ts";
import { proof } from "./proof.ts";

Deno.test("[cro check] proof: found when the page lacks it, quiet when it has it", () => {
  assert.ok(
    proof.assess(
      factsFrom(
        "<h1>Invoicing for agencies</h1><p>Send invoices in minutes and get paid.</p>",
        "trial",
      ),
    ),
  );
  assert.equal(
    proof.assess(
      factsFrom(
        "<h1>Invoicing for agencies</h1><p>Trusted by 4,200 agencies. Rated 4.8 out of 5 from 900 reviews.</p>",
        "trial",
      ),
    ),
    null,
  );
});
