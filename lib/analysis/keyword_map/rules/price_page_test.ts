import assert from "node:assert/strict";
import { pricePage } from "./price_page.ts";
import { ctx, kw, match, page } from "./testing.ts";

const onSite = (stem: string) => ["nachhilf", "cours"].includes(stem);

Deno.test("[keyword_map rules] a price question about the offer goes to the one price list", () => {
  const pages = [page({ home: true }), page({ pricing: true, stems: new Set(["nachhilf"]) })];
  const question = kw({ text: "nachhilfe kosten", topic: ["nachhilf"], asksPrice: true });
  const ruling = pricePage.decide(ctx({
    kw: question,
    pages,
    matches: [match(0, 40), match(1, 30)],
    base: { best: match(0, 40), status: "weak" },
    onSite,
  }));
  assert.equal(ruling?.kind, "assign");
  assert.equal(ruling?.kind === "assign" && ruling.page, 1);
  assert.equal(ruling?.kind === "assign" && ruling.status, "strong");
  // A list whose words barely match the query owns it as a weak match: it should name the offer.
  const faint = pricePage.decide(ctx({
    kw: question,
    pages,
    matches: [match(0, 40), match(1, 12)],
    base: { best: match(0, 40), status: "weak" },
    onSite,
  }));
  assert.equal(faint?.kind === "assign" && faint.status, "weak");
});

Deno.test("[keyword_map rules] a price question takes the price list of its own language only", () => {
  // An English price query on a Danish site with an English folder: not the Danish /priser.
  const pages = [page({ pricing: true }), page()];
  const question = kw({
    text: "movers copenhagen price",
    topic: ["mover", "copenhagen"],
    asksPrice: true,
  });
  const ruling = pricePage.decide(ctx({
    kw: question,
    pages,
    onSite: () => true,
    sameLanguage: (i) => i !== 0,
  }));
  assert.equal(ruling, null);
});

Deno.test("[keyword_map rules] no price list, two of them, or a topic the site does not sell: the score stands", () => {
  const question = kw({ text: "nachhilfe kosten", topic: ["nachhilf"], asksPrice: true });
  assert.equal(pricePage.decide(ctx({ kw: question, pages: [page()], onSite })), null);
  const two = [page({ pricing: true }), page({ pricing: true })];
  assert.equal(pricePage.decide(ctx({ kw: question, pages: two, onSite })), null);
  const other = kw({
    text: "klavierunterricht kosten",
    topic: ["klavierunterricht"],
    asksPrice: true,
  });
  assert.equal(
    pricePage.decide(ctx({ kw: other, pages: [page({ pricing: true })], onSite })),
    null,
  );
  // A language's other price list does not fit.
  const fr = [page({ pricing: true })];
  assert.equal(pricePage.decide(ctx({ kw: question, pages: fr, onSite, fits: () => false })), null);
});
