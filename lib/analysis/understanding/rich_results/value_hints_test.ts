import assert from "node:assert/strict";
import { currencyHint, priceHint } from "./value_hints.ts";

Deno.test("[value hints] prices get a dot decimal separator, in several notations", () => {
  assert.equal(priceHint("18,99"), "18.99");
  assert.equal(priceHint("1.299,00 €"), "1299.00");
  assert.equal(priceHint("$1,299.50"), "1299.50");
  assert.equal(priceHint("abc"), null);
});

Deno.test("[value hints] currency symbols become ISO 4217 codes in the page's locale", () => {
  assert.equal(currencyHint("zł", "pl"), "PLN");
  assert.equal(currencyHint("€", "de"), "EUR");
  assert.equal(currencyHint("Kč", "cs"), "CZK");
  assert.equal(currencyHint("£", "en"), "GBP");
  assert.equal(currencyHint("EUR", "de"), null);
});
