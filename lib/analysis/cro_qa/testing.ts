/** Test helpers: the facts of a small HTML page and goal. */
import { pageCroQa } from "../../operations/page_cro_qa.ts";
import { pageFromDocument, parseHtml } from "../../web/html.ts";
import { formsOf } from "../../web/html_forms.ts";
import { type Facts, factsOf } from "./facts.ts";
import type { CroQaInput } from "./input.ts";

/** The facts of `html` for `goal` (omitted: inferred from the page's calls to action). */
export function factsFrom(html: string, goal?: string): Facts {
  const input = pageCroQa.input.parse({
    html,
    ...(goal ? { conversion_goal: goal } : {}),
  }) as CroQaInput;
  const { document, limits } = parseHtml(`<html lang="en"><body>${html}</body></html>`);
  return factsOf(input, pageFromDocument(document, {}, limits), formsOf(document));
}
