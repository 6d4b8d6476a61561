import assert from "node:assert/strict";
import { BUDGETS, descriptionPx, fitWords, titlePx } from "./pixels.ts";

Deno.test("[title meta pixels] wide letters take more room than narrow ones", () => {
  assert.ok(titlePx("WWWWWWWWWW") > 2 * titlePx("iiiiiiiiii"));
  // A typical 60-character title fits the 580 px budget; a 75-character one does not.
  assert.ok(
    titlePx("Invoice Software for Small Business: Send Invoices in Minutes") <= BUDGETS.titlePx,
  );
  assert.ok(
    titlePx("Invoice Software for Small Business: Send, Track and Chase Invoices in Minutes") >
      BUDGETS.titlePx,
  );
  assert.equal(titlePx("é"), titlePx("e"));
  // A 150-character sentence fits the two description lines; a 200-character one does not.
  const sentence =
    "Create, send and track professional invoices in minutes with Acme, the invoicing app built for small businesses and freelancers. Try it free today.";
  assert.ok(sentence.length >= 140 && descriptionPx(sentence) <= BUDGETS.descriptionPx);
  assert.ok(descriptionPx(`${sentence} ${sentence.slice(0, 60)}`) > BUDGETS.descriptionPx);
});

Deno.test("[title meta pixels] text is cut at a word boundary within the budget", () => {
  const cut = fitWords("one two three four five six seven eight nine ten", 120, 20);
  assert.ok(titlePx(cut) <= 120);
  assert.ok(!cut.endsWith(" "));
  assert.ok("one two three four five six seven eight nine ten".startsWith(cut));
});
