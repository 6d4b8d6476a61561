import assert from "node:assert/strict";
import { factsFrom } from "../testing.ts";
import { creditCard } from "./credit_card.ts";

Deno.test("[cro check] credit_card: found when the page lacks it, quiet when it has it", () => {
  assert.ok(
    creditCard.assess(
      factsFrom(
        "<h1>Invoicing for agencies</h1><p>Start now. Credit card required for the trial.</p>",
        "trial",
      ),
    ),
  );
  assert.equal(
    creditCard.assess(
      factsFrom("<h1>Invoicing for agencies</h1><p>No credit card needed to start.</p>", "trial"),
    ),
    null,
  );
});

Deno.test("[cro check] credit_card: negated card phrases are reassurance, in several languages", () => {
  for (
    const text of [
      "Start your trial. No credit card required.",
      "Prueba gratis 14 días. Sin tarjeta de crédito obligatoria.",
      "Jetzt testen, keine Kreditkarte erforderlich.",
    ]
  ) {
    assert.equal(
      creditCard.assess(factsFrom(`<h1>Payroll</h1><p>${text}</p>`, "trial")),
      null,
      text,
    );
  }
});
