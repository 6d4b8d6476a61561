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

/** Bytes of `text` in a legacy single-byte encoding (the characters used here only). */
function legacy(text: string, table: Record<string, number>): Uint8Array {
  return new Uint8Array([...text].map((c) => table[c] ?? c.charCodeAt(0)));
}

Deno.test("[load page] undeclared or mislabelled legacy bytes are sniffed, not shown as �", () => {
  // windows-1252 French without any declaration.
  const fr = legacy(
    "<p>Le thé glacé est très rafraîchissant en été, à déguster près de la fenêtre. Où êtes-vous allés ? Déjà fini, c'était génial.</p>",
    { "é": 0xe9, "è": 0xe8, "ê": 0xea, "à": 0xe0, "î": 0xee, "ù": 0xf9, "É": 0xc9 },
  );
  const text = decodeHtml(fr, "text/html");
  assert.match(text, /thé glacé est très/);
  assert.ok(!text.includes("\uFFFD"));
  // Declared UTF-8 but the bytes are not: the bytes win over the wrong label.
  assert.match(decodeHtml(fr, "text/html; charset=utf-8"), /rafraîchissant/);
  // A byte-order mark decides before any label.
  const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("<p>Ok ✓</p>")]);
  assert.equal(decodeHtml(bom, "text/html; charset=iso-8859-1"), "<p>Ok ✓</p>");
});
