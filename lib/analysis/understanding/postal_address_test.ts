import assert from "node:assert/strict";
import { postalAddressIn } from "./postal_address.ts";

Deno.test("[postal address] street, code and place in several national formats", () => {
  const cases: [string, string, string, string][] = [
    [
      "Piazza Sordello 23, 46100 Mantova · Tel. 0376 352 100",
      "Piazza Sordello 23",
      "46100",
      "Mantova",
    ],
    ["Adres: Keizersgracht 123, 1015 CJ Amsterdam", "Keizersgracht 123", "1015 CJ", "Amsterdam"],
    ["ul. Marszałkowska 10, 00-590 Warszawa", "ul. Marszałkowska 10", "00-590", "Warszawa"],
    ["Rua Augusta 100, 1100-053 Lisboa", "Rua Augusta 100", "1100-053", "Lisboa"],
    ["Bahnhofstrasse 12, CH-8001 Zürich", "Bahnhofstrasse 12", "8001", "Zürich"],
    ["221B Baker Street, London NW1 6XE", "221B Baker Street", "NW1 6XE", "London"],
  ];
  for (const [text, street, code, place] of cases) {
    const a = postalAddressIn([text]);
    assert.ok(a, text);
    assert.equal(a.streetAddress, street, text);
    assert.equal(a.postalCode, code, text);
    assert.equal(a.addressLocality, place, text);
  }
});

Deno.test("[postal address] years, prices and phone numbers are not addresses", () => {
  for (
    const text of ["Open since 1998, 2500 visitors a year", "Price 12 500 EUR", "Call 0376 352 100"]
  ) {
    assert.equal(postalAddressIn([text]), null, text);
  }
});
