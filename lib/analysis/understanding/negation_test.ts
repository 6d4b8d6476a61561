import assert from "node:assert/strict";
import { affirmedMatch, negatedAt } from "./negation.ts";

Deno.test("[negation] negated friction reads as reassurance in several languages", () => {
  const card = /credit card required|kreditkarte|tarjeta de crédito|carte bancaire/i;
  for (
    const text of [
      "Start now. No credit card required.",
      "Jetzt testen – keine Kreditkarte nötig",
      "Sin tarjeta de crédito · Cancela cuando quieras",
      "Essai gratuit sans carte bancaire",
    ]
  ) {
    assert.equal(affirmedMatch(text, card), null, text);
  }
  assert.ok(affirmedMatch("A valid credit card required at sign-up.", card));
  assert.equal(negatedAt("zonder abonnement", 7), true);
});
