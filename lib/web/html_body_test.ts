import assert from "node:assert/strict";
import { parseDocument } from "htmlparser2";
import { DomUtils } from "htmlparser2";
import { ensureBody } from "./html_body.ts";

const bodyText = (html: string) => {
  const doc = ensureBody(parseDocument(html));
  const body = DomUtils.findOne((e) => e.name === "body", doc.children, true);
  return body ? DomUtils.textContent(body).trim() : null;
};

Deno.test("[html body] a page without <body> gets one where a browser opens it", () => {
  assert.equal(
    bodyText("<html><head><title>T</title><p>Text one</p><p>Two</p></html>"),
    "Text oneTwo",
  );
  assert.equal(bodyText("<title>T</title><meta charset=utf-8><h1>Hi</h1>there"), "Hithere");
  assert.equal(
    bodyText("<html><head><title>T</title></head><p>After head</p></html>"),
    "After head",
  );
  // A page with a body is left as it is.
  assert.equal(bodyText("<html><body><p>x</p></body></html>"), "x");
});
