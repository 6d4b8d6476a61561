/**
 * Expert case 43: `/backlinks/anchors` of a French organic-skincare brand whose profile mixes
 * its own brand in six spellings, naked URLs, French generic anchors and injected casino,
 * pharmacy and loan anchors. Each numbered statement is its own test on the served case.
 */
import assert from "node:assert/strict";
import { readCase, statement } from "./harness.ts";
import { type Json, nextCalls } from "./case_reading.ts";

const ANCHORS = "/backlinks/anchors";
const c43 = readCase(ANCHORS, "backlinks-anchors/43_skincare_brand_anchor_and_casino_spam");

type Anchor = {
  anchor: string;
  intent: string;
  commercial: boolean;
  priority: string;
  action: string;
};
const anchors = (r: Json) => r.anchors as Anchor[];
const find = (r: Json, text: string) => {
  const a = anchors(r).find((x) => x.anchor === text);
  assert.ok(a, `anchor ${text} listed`);
  return a;
};
const SPAM = [
  "casino en ligne",
  "meilleur casino en ligne france",
  "acheter viagra sans ordonnance",
  "prêt rapide sans justificatif",
];

statement(c43, 1, "the six brand anchors are branded, low, with no corrective action", (r) => {
  for (
    const text of [
      "Maison Lumen",
      "MAISON LUMEN",
      "Maison Lumen Paris",
      "crème de nuit Maison Lumen",
      "avis Maison Lumen",
      "Maison Lumen – cosmétiques bio",
    ]
  ) {
    const a = find(r, text);
    assert.equal(a.intent, "branded", text);
    assert.equal(a.priority, "low", text);
    assert.match(a.action, /^No action/, text);
  }
});

statement(c43, 2, "the domain anchors are naked URLs", (r) => {
  for (const text of ["maisonlumen.fr", "www.maisonlumen.fr", "https://www.maisonlumen.fr/"]) {
    assert.equal(find(r, text).intent, "naked_url", text);
  }
});

statement(c43, 3, "French generic anchors are generic and not commercial", (r) => {
  for (
    const text of ["ici", "cliquez ici", "en savoir plus", "ce site", "ce guide", "lien", "source"]
  ) {
    const a = find(r, text);
    assert.equal(a.intent, "generic", text);
    assert.equal(a.commercial, false, text);
  }
});

statement(c43, 4, "the four spam anchors are high, handled at the linking domains", (r) => {
  for (const text of SPAM) {
    const a = find(r, text);
    assert.equal(a.priority, "high", text);
    assert.match(a.action, /domain/i, text);
    assert.doesNotMatch(a.action, /vary|balance|diversif/i, text);
  }
});

statement(c43, 5, "over-optimisation is low: spam is not the owner's optimisation", (r) => {
  assert.equal((r.over_optimisation as Json).level, "low");
});

statement(c43, 6, "'meilleure crème hydratante bio' is a commercial keyword anchor", (r) => {
  const a = find(r, "meilleure crème hydratante bio");
  assert.equal(a.intent, "keyword");
  assert.equal(a.commercial, true);
});

statement(c43, 7, "a follow-up lists the domains behind the spam anchors", (r) => {
  const calls = nextCalls(r).filter((c) =>
    ["/backlinks/referring-domains", "/backlinks/list"].includes(c.endpoint) &&
    String(c.body.target).includes("maisonlumen.fr")
  );
  assert.ok(calls.length > 0);
});
