import assert from "node:assert/strict";
import { factsFrom } from "../testing.ts";
import { valueProposition } from "./value_proposition.ts";

Deno.test("[cro check] value_proposition: found when the page lacks it, quiet when it has it", () => {
  assert.ok(
    valueProposition.assess(
      factsFrom("<h1>Welcome</h1><p>We build things for teams of every size and shape.</p>"),
    ),
  );
  assert.equal(
    valueProposition.assess(
      factsFrom(
        "<h1>Send invoices in minutes, get paid twice as fast</h1><p>Acme is the invoicing app small agencies use to bill clients.</p>",
      ),
    ),
    null,
  );
});
