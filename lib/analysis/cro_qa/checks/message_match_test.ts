import assert from "node:assert/strict";
import { pageCroQa } from "../../../operations/page_cro_qa.ts";
import { parsePage } from "../../../web/html.ts";
import { factsOf } from "../facts.ts";
import type { CroQaInput } from "../input.ts";
import { messageMatch } from "./message_match.ts";

function facts(h1: string, traffic: string) {
  const html = `<h1>${h1}</h1><p>Send invoices in minutes and get paid.</p>`;
  const input = pageCroQa.input.parse({
    html,
    keyword: "invoice software",
    traffic_source: traffic,
  }) as CroQaInput;
  return factsOf(input, parsePage(html));
}

Deno.test("[cro check] message_match: paid visitors must find the keyword's promise in the H1", () => {
  assert.ok(messageMatch.assess(facts("Get paid faster", "paid_search")));
  assert.equal(messageMatch.assess(facts("Invoice software for agencies", "paid_search")), null);
  // Organic visitors are not held to an ad's wording.
  assert.equal(messageMatch.assess(facts("Get paid faster", "organic")), null);
});
