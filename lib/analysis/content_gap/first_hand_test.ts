/** `/content/gap`'s first-hand evidence finding on roundups in three languages. */
import assert from "node:assert/strict";
import { readRankingPage } from "../serp_evidence/read.ts";
import { evidenceOf, htmlOf, prose, type TestPage, words } from "../serp_evidence/testing.ts";
import { analyzeContentGap } from "./mod.ts";

const roundup = (site: string, method: string): TestPage => ({
  url: `https://${site}/best-robot-vacuums`,
  title: `Best robot vacuums (2026) | ${site}`,
  body: `<h1>Best robot vacuums</h1><p>${words(400, "vacuum")}</p>` +
    `<h2>${method}</h2><p>${words(60, "testing")} ${prose()}</p>` +
    `<h2>Battery life</h2><p>${words(60, "battery")} ${prose()}</p>`,
});

function gapFor(ownMethod: string | null) {
  const pages = [
    roundup("a.example", "How we tested"),
    roundup("b.example", "So haben wir getestet"),
    roundup("c.example", "Como testamos"),
  ];
  const own: TestPage = {
    url: "https://mine.example/best-robot-vacuums",
    title: "Best robot vacuums",
    body: `<h1>Best robot vacuums</h1><p>${words(400, "vacuum")}</p>` +
      (ownMethod ? `<h2>${ownMethod}</h2><p>${words(60, "lab")} ${prose()}</p>` : ""),
  };
  const read = readRankingPage(htmlOf(own), {
    position: 4,
    url: own.url,
    domain: "mine.example",
    title: null,
    description: null,
  });
  return analyzeContentGap(
    { url: own.url, keyword: "best robot vacuums", scrape_depth: "h3" },
    evidenceOf("best robot vacuums", pages),
    read,
  );
}

Deno.test("[content gap] shown testing the roundups carry and the page lacks is a first-hand gap, never a heading to copy (en, de, pt)", () => {
  const r = gapFor(null);
  assert.equal(r.content_brief.first_hand.missing, true);
  assert.equal(r.content_brief.first_hand.support, 3);
  assert.ok(r.agent_workflow.recommended_actions.some((a) => /own testing/.test(a.action)));
  assert.ok(
    !r.content_brief.missing_sections.some((s) => /tested|getestet|testamos/i.test(s.heading)),
  );
  assert.equal(gapFor("How we test every vacuum").content_brief.first_hand.missing, false);
});
