import assert from "node:assert/strict";
import { brandPhrases } from "./phrase.ts";
import { rivalOffer } from "./rival_offer.ts";

Deno.test("[competitor gap] a rival's branded offer is no topic; its articles and comparisons are: en, pl, de", () => {
  const cases: [string, string, boolean][] = [
    ["pawsworth.co.uk", "Pawsworth Pet Health Club", true],
    ["pawsworthvets.co.uk", "Pawsworth Pet Health Club", true],
    ["autocentrumkrak.pl", "autocentrum gwarancja", true],
    ["pawsworthvets.co.uk", "Paws and claws: grooming tips", false],
    ["autocentrum.pl", "Autocentrum Gwarancja", true],
    ["teamkompass.de", "Teamkompass Zeiterfassung", true],
    ["pawsworth.co.uk", "Pawsworth guide to puppy vaccinations", false],
    ["autocentrum.pl", "Jak sprawdzić historię pojazdu", false],
    ["teamkompass.de", "Teamkompass Alternative", false],
    ["teamkompass.de", "Teamkompass vs Personio", false],
  ];
  for (const [domain, source, offer] of cases) {
    assert.equal(rivalOffer(source, brandPhrases(domain)), offer, source);
  }
});
