/** Test helpers: the facts of a small HTML page and goal, and the review of a served page. */
import { pageCroQa } from "../../operations/page_cro_qa.ts";
import { pageFromDocument, parseHtml } from "../../web/html.ts";
import { formsOf } from "../../web/html_forms.ts";
import { type Facts, factsOf } from "./facts.ts";
import type { CroQaInput } from "./input.ts";
import { reviewConversion } from "./mod.ts";
import { serve } from "../sitemap_audit/testing.ts";

/** The facts of `html` for `goal` (omitted: inferred from the page's calls to action). */
export function factsFrom(html: string, goal?: string): Facts {
  const input = pageCroQa.input.parse({
    html,
    ...(goal ? { conversion_goal: goal } : {}),
  }) as CroQaInput;
  const { document, limits } = parseHtml(`<html lang="en"><body>${html}</body></html>`);
  return factsOf(input, pageFromDocument(document, {}, limits), formsOf(document));
}

/** The review of one HTML page served at `url`, with extra request fields. */
export async function reviewHtml(url: string, html: string, body: Record<string, unknown> = {}) {
  const input = pageCroQa.input.parse({ url, ...body }) as CroQaInput;
  return await reviewConversion(input, { web: serve({ [url]: [200, html, "text/html"] }) });
}
