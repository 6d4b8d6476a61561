import assert from "node:assert/strict";
import { textSlips } from "./text_slips.ts";

const kinds = (text: string) => textSlips(text, "t", new Map()).map((s) => s.kind);

Deno.test("[text] a share of nothing and a range with equal ends are slips; real ones are not", () => {
  assert.deepEqual(kinds("Each used by 3-5 of 0 competitors"), ["share_of_zero"]);
  assert.deepEqual(kinds("Each used by 4-4 of 6 results"), ["equal_range"]);
  assert.deepEqual(kinds("Each used by 3-5 of 6 results; 0 of 4 pages; ranks 2026-11-02"), []);
  assert.deepEqual(kinds('Repair: links with "" point at broken pages'), ["empty_quote"]);
  assert.deepEqual(kinds('an image with alt="" is decorative'), []);
});
