import assert from "node:assert/strict";
import { factsFrom } from "../testing.ts";
import { ctaPresence } from "./cta_presence.ts";

Deno.test("[cro check] cta_presence: found when the page lacks it, quiet when it has it", () => {
  assert.ok(
    ctaPresence.assess(
      factsFrom(
        "<h1>Invoicing for agencies that bill by the hour</h1><p>Send invoices in minutes.</p>",
      ),
    ),
  );
  assert.equal(
    ctaPresence.assess(
      factsFrom(
        "<h1>Invoicing for agencies</h1><p>Send invoices in minutes and get paid.</p><button>Start free trial</button>",
      ),
    ),
    null,
  );
});
