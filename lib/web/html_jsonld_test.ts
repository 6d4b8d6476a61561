import assert from "node:assert/strict";
import { jsonLdTypes, parseJsonLdBlock, repairJson, unwrapJsonLd } from "./html_jsonld.ts";

Deno.test("[jsonld] CDATA wrappers, also behind JS comments, and HTML comments are removed", () => {
  assert.equal(unwrapJsonLd("<![CDATA[ {} ]]>"), "{}");
  assert.equal(unwrapJsonLd("//<![CDATA[\n{}\n//]]>"), "{}");
  assert.equal(unwrapJsonLd("/*<![CDATA[*/ {} /*]]>*/"), "{}");
  assert.equal(unwrapJsonLd("<!-- {} -->"), "{}");
  assert.equal(unwrapJsonLd("<!-- note -->\n{}"), "{}");
});

Deno.test("[jsonld] repair drops comments and trailing commas and escapes raw control characters", () => {
  assert.equal(repairJson('{"a": 1, // c\n "b": "x//y", /* d */}'), '{"a": 1, \n "b": "x//y" }');
  assert.equal(repairJson('["a\tb",]'), '["a\\u0009b"]');
  assert.equal(repairJson('{"s": "q\\"// not a comment"}'), '{"s": "q\\"// not a comment"}');
});

Deno.test("[jsonld] a block parses, is repaired, is empty or is broken: never throws", () => {
  const ok = parseJsonLdBlock('{"@type": "Product"}', 0);
  assert.deepEqual([ok.error, ok.repaired, ok.types], [null, false, ["Product"]]);
  const fixed = parseJsonLdBlock('{"@type": "Event",}', 1);
  assert.equal(fixed.repaired, true);
  assert.ok(fixed.error);
  assert.deepEqual(fixed.types, ["Event"]);
  const empty = parseJsonLdBlock(" <!-- --> ", 2);
  assert.equal(empty.empty, true);
  const broken = parseJsonLdBlock('{"@type": "Product", "name": }', 3);
  assert.equal(broken.data, null);
  assert.equal(broken.repaired, false);
  assert.ok(broken.error);
});

Deno.test("[jsonld] @type values come from the top level, array items and @graph members", () => {
  assert.deepEqual(
    jsonLdTypes([
      { "@type": "A", nested: { "@type": "Ignored" } },
      { "@graph": [{ "@type": ["B", "C"] }, { "@type": "A" }] },
      null,
      "x",
    ]),
    ["A", "B", "C"],
  );
  assert.deepEqual(jsonLdTypes({ "@graph": { "@type": "D" } }), ["D"]);
});
