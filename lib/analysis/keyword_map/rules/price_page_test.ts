import assert from "node:assert/strict";
import { pricePage } from "./price_page.ts";
import { ctx, kw, match, page } from "./testing.ts";

const onSite = (stem: string) => ["nachhilf", "cours"].includes(stem);

Deno.test("[keyword_map rules] a price question about the offer goes to the one price list", () => {
  const pages = [page({ home: true }), page({ pricing: true, stems: new Set(["nachhilf"]) })];
  const ruling = pricePage.decide(ctx({
    kw: kw({ text: "nachhilfe kosten", topic: ["nachhilf"], asksPrice: true }),
    pages,
    base: { best: match(0, 0.4), status: "weak" },
    onSite,
  }));
  assert.equal(ruling?.kind, "assign");
  assert.equal(ruling?.kind === "assign" && ruling.page, 1);
  assert.equal(ruling?.kind === "assign" && ruling.status, "strong");
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
