import assert from "node:assert/strict";
import { ctx, kw, page } from "./testing.ts";
import { localQuery } from "./local_query.ts";

Deno.test("[keyword_map rules] a near-me query goes to the homepage, never to a new page", () => {
  const pages = [page(), page({ home: true })];
  const r = localQuery.decide(ctx({ kw: kw({ text: "hotels near me" }), pages }));
  assert.equal(r?.kind, "assign");
  assert.equal(r?.kind === "assign" && r.page, 1);
  assert.match(r!.reason, /local pack/);
});

Deno.test("[keyword_map rules] a near-me query prefers a locations hub over the homepage", () => {
  const pages = [page({ home: true }), page({ locationHub: true })];
  const r = localQuery.decide(ctx({ kw: kw({ text: "bakery near me" }), pages }));
  assert.equal(r?.kind === "assign" && r.page, 1);
});

Deno.test("[keyword_map rules] a near-me query with no homepage in the list is set aside", () => {
  const r = localQuery.decide(ctx({ kw: kw({ text: "bakery near me" }), pages: [page()] }));
  assert.equal(r?.kind, "set_aside");
});

Deno.test("[keyword_map rules] a query without a place modifier is not local", () => {
  const r = localQuery.decide(ctx({ kw: kw({ text: "sourdough bread" }), pages: [page()] }));
  assert.equal(r, null);
});
