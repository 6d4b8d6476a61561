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

Deno.test("[cro check] objections: commitment-free terms answer the risk objection, in several languages", () => {
  for (
    const text of [
      "Cabaz semanal de legumes biológicos. Sem fidelização: pause ou cancele quando quiser.",
      "Wöchentliche Gemüsekiste. Ohne Vertragsbindung, monatlich kündbar.",
      "Panier de légumes chaque semaine, sans engagement et résiliable à tout moment.",
      "Caja semanal de verduras, sin permanencia.",
      "Cotygodniowa skrzynka warzyw bez zobowiązań.",
    ]
  ) {
    const f = factsFrom(`<h1>Box</h1><p>${text}</p>`, "subscribe");
    assert.ok(f.objections.some((o) => o.kind === "risk_free"), text);
  }
});
