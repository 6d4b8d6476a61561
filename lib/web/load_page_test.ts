import assert from "node:assert/strict";
import { decodeHtml } from "./load_page.ts";

const LATIN1 = new Uint8Array([
  ...new TextEncoder().encode('<meta charset="iso-8859-1"><p>Stra'),
  0xdf,
  ...new TextEncoder().encode("e</p>"),
]);

Deno.test("[load page] a page is decoded by the header's charset, else its <meta charset>", () => {
  assert.match(decodeHtml(LATIN1, "text/html"), /Straße/);
  assert.match(
    decodeHtml(new TextEncoder().encode("<p>Straße</p>"), "text/html; charset=utf-8"),
    /Straße/,
  );
  assert.match(
    decodeHtml(new TextEncoder().encode("<p>Straße</p>"), "text/html; charset=bogus"),
    /Straße/,
  );
});
