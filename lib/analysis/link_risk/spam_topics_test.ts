import assert from "node:assert/strict";
import { spamTopicOf } from "./spam_topics.ts";

Deno.test("[link risk] spam verticals are read in several languages, on word boundaries", () => {
  // Gambling, pharmacy, loans, essay mills in French, German, Spanish, Polish and English.
  assert.equal(spamTopicOf("meilleur casino en ligne france"), "gambling");
  assert.equal(spamTopicOf("Sportwetten Bonus ohne Einzahlung"), "gambling");
  assert.equal(spamTopicOf("acheter viagra sans ordonnance"), "pharmacy");
  assert.equal(spamTopicOf("Tadalafil kaufen ohne Rezept"), "pharmacy");
  assert.equal(spamTopicOf("prêt rapide sans justificatif"), "payday_loans");
  assert.equal(spamTopicOf("chwilówki bez BIK"), "payday_loans");
  assert.equal(
    spamTopicOf("Buy Essay Online Cheap – Best Essay Writing Service 2026"),
    "essay_mill",
  );
  assert.equal(spamTopicOf("/sportsclub/casino-bonus-ireland/"), "gambling");
});

Deno.test("[link risk] ordinary anchors of bike, legal, skincare and food sites are no spam topic", () => {
  for (
    const anchor of [
      "Velomaat fietsenwinkel Utrecht",
      "abogado extranjería madrid",
      "sérum vitamine C bio",
      "brown butter skillet cornbread",
      "Cassis liqueur recipe", // "cassis" is not "casino"
      "slotted spoon", // "slot" needs its word boundary
    ]
  ) assert.equal(spamTopicOf(anchor), null, anchor);
});
