import assert from "node:assert/strict";
import { ctx, kw, match, page } from "./testing.ts";
import { dedicatedPage } from "./dedicated_page.ts";

Deno.test("[keyword_map rules] the page whose URL is the topic beats the homepage", () => {
  const pages = [
    page({ home: true }),
    page({ pathStems: new Set(["hotel", "key", "west"]), slugTopic: ["key", "west"] }),
  ];
  const c = ctx({
    kw: kw({ text: "key west hotel", topic: ["key", "west", "hotel"] }),
    pages,
    matches: [match(0, 82), match(1, 70)],
    base: { best: match(0, 82), status: "weak" },
  });
  const r = dedicatedPage.decide(c);
  assert.equal(r?.kind === "assign" && r.page, 1);
  assert.equal(r?.kind === "assign" && r.status, "strong");
});

Deno.test("[keyword_map rules] a URL with words beyond the keyword is not dedicated to it", () => {
  const pages = [
    page({ home: true }),
    page({
      pathStems: new Set(["guid", "how", "pet", "insurance", "work"]),
      slugTopic: ["pet", "insurance", "work"],
    }),
  ];
  const c = ctx({
    kw: kw({ text: "compare pet insurance quotes", topic: ["pet", "insurance"] }),
    pages,
    matches: [match(0, 100), match(1, 40)],
    base: { best: match(0, 100), status: "strong" },
  });
  assert.equal(dedicatedPage.decide(c), null);
});

Deno.test("[keyword_map rules] a dedicated page whose intent does not fit is not chosen", () => {
  const pages = [
    page({ pathStems: new Set(["dog", "insurance"]), slugTopic: ["dog", "insurance"] }),
  ];
  const c = ctx({
    kw: kw({ text: "what is dog insurance", topic: ["dog", "insurance"] }),
    pages,
    matches: [match(0, 40)],
    base: { best: match(0, 40), status: "weak" },
    fits: () => false,
  });
  assert.equal(dedicatedPage.decide(c), null);
});
