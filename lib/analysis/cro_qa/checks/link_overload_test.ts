import assert from "node:assert/strict";
import { factsFrom } from "../testing.ts";
import { linkOverload } from "./link_overload.ts";

Deno.test("[cro check] link_overload: found when the page lacks it, quiet when it has it", () => {
  assert.ok(
    linkOverload.assess(
      factsFrom(
        `<h1>Invoicing for agencies</h1>${
          Array.from({ length: 101 }, (_, i) => `<a href="/p${i}">Page ${i}</a>`).join("")
        }`,
      ),
    ),
  );
  assert.equal(
    linkOverload.assess(factsFrom("<h1>Invoicing for agencies</h1><p>Send invoices.</p>")),
    null,
  );
});
