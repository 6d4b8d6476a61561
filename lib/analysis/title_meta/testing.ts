/** Test helpers: the facts of a small page and request. */
import { contentTitleMeta } from "../../operations/content_title_meta.ts";
import { parsePage } from "../../web/html.ts";
import { type Facts, factsOf } from "./facts.ts";
import type { TitleMetaInput } from "./input.ts";

export const NOW = new Date("2026-11-25T12:00:00Z");

/** A small invoicing page (English, H1 with the keyword, a few sentences and sections). */
export const PAGE = `<html lang="en"><head></head><body>
<h1>Invoice software for small business</h1>
<p>Acme is the invoice software small business owners use to send invoices in minutes. It chases late payments for you and syncs with your bank.</p>
<h2>Recurring invoices</h2><p>Bill regular clients automatically every month without lifting a finger.</p>
<h2>Online payments</h2><h2>Reports</h2></body></html>`;

/** The facts of `PAGE` (or `html`) with request fields (keyword defaults to the page's). */
export function factsWith(body: Record<string, unknown>, html = PAGE): Facts {
  const input = contentTitleMeta.input.parse({
    keyword: "invoice software for small business",
    page_markdown: "x",
    ...body,
  }) as TitleMetaInput;
  return factsOf(input, parsePage(html, { url: "https://acme.com/invoicing" }), "url", NOW);
}
