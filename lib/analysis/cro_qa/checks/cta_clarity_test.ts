import assert from "node:assert/strict";
import { factsFrom } from "../testing.ts";
import { ctaClarity } from "./cta_clarity.ts";

Deno.test("[cro check] cta_clarity: found when the page lacks it, quiet when it has it", () => {
  assert.ok(
    ctaClarity.assess(
      factsFrom(
        "<h1>Invoicing for agencies</h1><p>Send invoices in minutes and get paid.</p><button>Submit</button>",
      ),
    ),
  );
  assert.equal(
    ctaClarity.assess(
      factsFrom(
        "<h1>Invoicing for agencies</h1><p>Send invoices in minutes and get paid.</p><button>Start free trial</button>",
      ),
    ),
    null,
  );
});
