import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import { ApiError } from "../../errors.ts";
import { contentTitleMeta } from "../../operations/content_title_meta.ts";
import { serve } from "../sitemap_audit/testing.ts";
import { planTitleMeta, TitleMetaResultSchema } from "./mod.ts";
import { BUDGETS, descriptionPx, titlePx } from "./pixels.ts";
import { NOW, PAGE } from "./testing.ts";
import type { TitleMetaInput } from "./input.ts";

async function plan(body: Record<string, unknown>, files = {}) {
  const input = contentTitleMeta.input.parse(body) as TitleMetaInput;
  const r = await planTitleMeta(input, { web: serve(files), now: NOW });
  const checked = TitleMetaResultSchema.safeParse(r);
  assert.ok(checked.success, JSON.stringify(checked.error?.issues.slice(0, 3)));
  assertValidNextCalls(r.agent_workflow);
  return r;
}

Deno.test("[title meta] options fit their budgets, name the keyword and come from the page first", async () => {
  const r = await plan(contentTitleMeta.example);
  // The site's titles carry its brand: an option that cannot fit "| Acme" is left out.
  assert.ok(r.title_options.length >= 1);
  for (const t of r.title_options) assert.match(t.text, /\| Acme$/);
  for (const t of r.title_options) {
    assert.ok(titlePx(t.text) <= BUDGETS.titlePx, t.text);
    assert.match(t.text.toLowerCase(), /invoice software for small business/);
  }
  assert.equal(r.title_options[0].source, "h1");
  // A vendor's software page is sold, not compared: no "Best ..." title.
  assert.ok(!r.title_options.some((t) => /^best /i.test(t.text)), JSON.stringify(r.title_options));
  for (const d of r.meta_description_options) {
    assert.ok(descriptionPx(d.text) <= BUDGETS.descriptionPx);
  }
  assert.equal(r.meta_description_options[0].source, "page_text");
  // The short current title is flagged, the missing description too; both get an action.
  assert.equal(r.current_signal_checks.find((c) => c.id === "title_keyword")?.status, "fail");
  assert.ok(r.snippet_risks.some((x) => x.id === "description_missing"));
  assert.equal(r.agent_workflow.decision, "update_snippet");
  assert.equal(r.agent_workflow.recommended_actions.length, 2);
});

Deno.test("[title meta] a German page gets German options", async () => {
  const r = await plan({
    keyword: "rechnungssoftware",
    page_markdown: [
      "# Rechnungssoftware für kleine Unternehmen",
      "",
      "Mit Acme schreiben kleine Unternehmen ihre Rechnungen in wenigen Minuten und behalten jeden offenen Betrag im Blick. Jetzt 30 Tage kostenlos testen.",
      "",
      "## Wiederkehrende Rechnungen",
      "",
      "## Zahlungen online",
    ].join("\n"),
    page_type: "software",
    target: "acme.de",
  });
  assert.equal(r.language, "de");
  assert.ok(
    r.title_options.some((t) => /Preise & kostenlos testen/.test(t.text)),
    JSON.stringify(r.title_options),
  );
  assert.ok(!r.title_options.some((t) => /Pricing|Free Trial/.test(t.text)));
  assert.ok(r.meta_description_options.every((d) => !/Start your free trial/.test(d.text)));
});

Deno.test("[title meta] no trial or pricing template where the page offers none", async () => {
  const r = await plan({
    keyword: "wanderschuhe damen",
    page_markdown: [
      "# Wanderschuhe für Damen",
      "",
      "Unsere Wanderschuhe für Damen sind leicht, wasserdicht und für lange Touren in den Alpen gemacht.",
      "",
      "## Leichte Wanderschuhe",
      "",
      "## Wasserdichte Modelle",
    ].join("\n"),
    target: "bergladen.de",
  });
  const all = [...r.title_options, ...r.meta_description_options].map((o) => o.text).join(" ");
  assert.doesNotMatch(all, /kostenlos testen|Preise|Pricing|Free Trial|Essai|Jetzt testen/i);
});

Deno.test("[title meta] a fetched page: its title and description are read and checked", async () => {
  const html = PAGE.replace(
    "<head></head>",
    '<head><title>Acme | Invoice Software for Small Business</title><meta name="description" content="Acme | Invoice Software for Small Business and more."></head>',
  );
  const r = await plan(
    { keyword: "invoice software for small business", url: "https://acme.com/invoicing" },
    { "https://acme.com/invoicing": [200, html, "text/html; charset=utf-8"] },
  );
  assert.equal(r.current.title, "Acme | Invoice Software for Small Business");
  assert.equal(r.current_signal_checks.find((c) => c.id === "title_brand")?.status, "warn");
  assert.ok(r.snippet_risks.some((x) => x.id === "title_description_duplicate"));
});

Deno.test("[title meta] a URL that is not an HTML page is a clear error", async () => {
  await assert.rejects(
    () =>
      plan({ keyword: "x y", url: "https://acme.com/file.pdf" }, {
        "https://acme.com/file.pdf": [200, "%PDF-1.7", "application/pdf"],
      }),
    (e) =>
      e instanceof ApiError && e.code === "UPSTREAM_ERROR" &&
      /application\/pdf, not an HTML page/.test(e.message),
  );
});
