import assert from "node:assert/strict";
import { ctx, kw, match, page } from "./testing.ts";
import { oneSidedComparison } from "./one_sided_comparison.ts";

Deno.test("[keyword_map rules] x vs y is missing when the best page covers one side only", () => {
  const review = page({ stems: new Set(["lemonad", "pet", "insurance"]) });
  const c = ctx({
    kw: kw({ text: "trupanion vs lemonade", sides: [["trupanion"], ["lemonad"]] }),
    pages: [review],
    base: { best: match(0, 60), status: "strong" },
  });
  assert.equal(oneSidedComparison.decide(c)?.kind, "missing");
});

Deno.test("[keyword_map rules] x vs y stays on a page that covers both sides", () => {
  const both = page({ stems: new Set(["lemonad", "trupanion"]) });
  const c = ctx({
    kw: kw({ text: "trupanion vs lemonade", sides: [["trupanion"], ["lemonad"]] }),
    pages: [both],
    base: { best: match(0, 60), status: "strong" },
  });
  assert.equal(oneSidedComparison.decide(c), null);
});
