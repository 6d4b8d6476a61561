/**
 * Expert case 29: `/content/internal-links` on a freight forwarder's Incoterms guide given as a
 * crawler's markdown view (top bar, menu, byline, author box, related articles, footer, cookies).
 */
import assert from "node:assert/strict";
import type { Json } from "./case_reading.ts";
import { readCase, statement } from "./harness.ts";

type Placement = { target_url: string; anchor_text: string; sentence: string };
type TargetStatus = { url: string; status: string };

const c29 = readCase(
  "/content/internal-links",
  "content-internal-links/29_freight_incoterms_guide",
);

const placements = (r: Json) => r.placements as Placement[];
const placedOn = (r: Json, path: string) =>
  placements(r).filter((p) => p.target_url.endsWith(path));
const status = (r: Json, path: string) =>
  (r.targets as TargetStatus[]).find((t) => t.url.endsWith(path))?.status;

/** Sentences of the article body (H2 sections of the guide), as the case's markdown gives them. */
const CHROME = [
  /Brexit customs clearance questions/,
  /Air freight vs sea freight: costs compared/,
  /By Rachel Okafor/,
  /Rachel Okafor leads/,
  /Related articles/,
  /Harbourline Briefing|One email a fortnight/,
  /We use (essential )?cookies/,
  /Harbourline Logistics Ltd, Dock Road/,
  /Share this article/,
];

statement(c29, 1, "every placement sits in a sentence of the article body", (r) => {
  assert.ok(placements(r).length > 0);
  for (const p of placements(r)) {
    for (const re of CHROME) assert.doesNotMatch(p.sentence, re, p.sentence);
  }
});

statement(c29, 2, "customs clearance is placed in the DDP sentence", (r) => {
  const [p] = placedOn(r, "/services/customs-clearance");
  assert.ok(p, JSON.stringify(placements(r).map((x) => x.target_url)));
  assert.match(p.sentence, /responsible for import customs clearance and pays the import duty/);
  assert.match(p.anchor_text, /customs clearance/i);
});

statement(c29, 3, "cargo insurance on the CIF sentence; FCL on the FCL sentence", (r) => {
  const [cargo] = placedOn(r, "/services/cargo-insurance");
  assert.ok(cargo);
  assert.match(cargo.sentence, /^CIF obliges the seller/);
  assert.match(cargo.anchor_text, /cargo insurance/i);
  const [fcl] = placedOn(r, "/services/sea-freight/fcl");
  assert.ok(fcl);
  assert.match(fcl.sentence, /full container load \(FCL\)/);
  assert.match(fcl.anchor_text, /full container load|FCL/i);
});

statement(c29, 4, "the EXW vs FCA post, already linked in the body, gets no new placement", (r) => {
  assert.equal(placedOn(r, "/blog/exw-vs-fca.html").length, 0);
});

statement(c29, 5, "the guide itself gets no placement", (r) => {
  assert.equal(placedOn(r, "/blog/incoterms-2020-explained.html").length, 0);
  assert.equal(status(r, "/blog/incoterms-2020-explained.html"), "self");
});

statement(c29, 6, "the paginated archive and the login page get no placement", (r) => {
  assert.equal(placedOn(r, "/blog/page/2").length, 0);
  assert.equal(placedOn(r, "/login").length, 0);
});

statement(c29, 7, "air freight gets no placement: only chrome mentions it", (r) => {
  assert.equal(placedOn(r, "/services/air-freight").length, 0);
});

statement(c29, 8, "no generic anchors, no target placed twice", (r) => {
  for (const p of placements(r)) {
    assert.doesNotMatch(p.anchor_text, /^(click here|read more|here|this article|learn more)$/i);
  }
  const targets = placements(r).map((p) => p.target_url);
  assert.equal(new Set(targets).size, targets.length);
});
