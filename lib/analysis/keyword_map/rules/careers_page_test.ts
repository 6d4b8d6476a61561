import assert from "node:assert/strict";
import { careersPage } from "./careers_page.ts";
import { ctx, kw, page } from "./testing.ts";

const job = kw({ text: "praca kurier", topic: ["prac", "kurier"], asksJob: true });
const onSite = (stem: string) => stem === "kurier";

Deno.test("[keyword_map rules] a job search for the site's work goes to its one careers page", () => {
  const ruling = careersPage.decide(
    ctx({ kw: job, pages: [page({ home: true }), page({ careers: true })], onSite }),
  );
  assert.equal(ruling?.kind === "assign" && ruling.page, 1);
  assert.equal(ruling?.kind === "assign" && ruling.status, "weak");
});

Deno.test("[keyword_map rules] no careers page, another language's, or work the site does not do: the score stands", () => {
  assert.equal(careersPage.decide(ctx({ kw: job, pages: [page()], onSite })), null);
  const other = careersPage.decide(ctx({
    kw: job,
    pages: [page({ careers: true })],
    onSite,
    sameLanguage: () => false,
  }));
  assert.equal(other, null);
  assert.equal(careersPage.decide(ctx({ kw: job, pages: [page({ careers: true })] })), null);
});
