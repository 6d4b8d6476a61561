import assert from "node:assert/strict";
import { factsFor, factsOfHtml, page, PAGE_URL, serve } from "../testing.ts";
import { httpStatus } from "./http_status.ts";

const HTML = page("<title>t</title>", "<h1>x</h1>");

Deno.test("[technical qa check] http_status: a 404 page is high", async () => {
  const f = await factsFor({ url: PAGE_URL }, serve({ [PAGE_URL]: [404, HTML] }));
  const found = httpStatus.assess(f);
  assert.ok(found);
  assert.equal(found.title, "The page answered HTTP 404");
  assert.equal(found.severity, undefined);
});

Deno.test("[technical qa check] http_status: a 200 page passes; inline html is skipped", async () => {
  const f = await factsFor({ url: PAGE_URL }, serve({ [PAGE_URL]: [200, HTML] }));
  assert.equal(httpStatus.assess(f), null);
  assert.match(httpStatus.needs!(await factsOfHtml(HTML))!, /needs url/);
});

Deno.test("[technical qa check] http_status: a 410, or a 404 whose page says the item is gone, is a removal on purpose (low, no repair)", async () => {
  const expired = page(
    "<title>Oferta wygasła | Praca</title>",
    "<main><h1>Ta oferta nie jest już dostępna</h1><p>Zobacz podobne oferty.</p></main>",
    "pl",
  );
  for (const [status, html] of [[410, HTML], [404, expired]] as const) {
    const f = await factsFor({ url: PAGE_URL }, serve({ [PAGE_URL]: [status, html] }));
    const found = httpStatus.assess(f);
    assert.ok(found);
    assert.equal(found.severity, "low", String(status));
    assert.match(found.fix, /No repair needed/);
    assert.doesNotMatch(found.fix, /restore|status 200/i);
  }
});
