import assert from "node:assert/strict";
import { factsFrom } from "../testing.ts";
import { objections } from "./objections.ts";

Deno.test("[cro check] objections: found when the page lacks it, quiet when it has it", () => {
  assert.ok(
    objections.assess(
      factsFrom(
        "<h1>Invoicing for agencies</h1><p>Send invoices in minutes and get paid.</p>",
        "trial",
      ),
    ),
  );
  assert.equal(
    objections.assess(
      factsFrom(
        "<h1>Invoicing for agencies</h1><p>From $12 per user per month. No credit card required, cancel anytime.</p>",
        "trial",
      ),
    ),
    null,
  );
});
