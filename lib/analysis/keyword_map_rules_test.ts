import assert from "node:assert/strict";
import {
  dedicatedPage,
  localQuery,
  novelTopic,
  oneSidedComparison,
  type RuleContext,
  type RuleKeyword,
  type RulePage,
} from "./keyword_map_rules.ts";
import type { PageMatch } from "./page_match.ts";

function page(over: Partial<RulePage> = {}): RulePage {
  return {
    home: false,
    locationHub: false,
    pathStems: new Set(),
    slugTopic: [],
    stems: new Set(),
    ...over,
  };
}

function kw(over: Partial<RuleKeyword> & { text: string }): RuleKeyword {
  return { intent: "unknown", topic: [], topicWords: [], sides: null, ...over };
}

function match(pageId: number, score: number): PageMatch {
  return { page: pageId, score } as PageMatch;
}

function ctx(over: Partial<RuleContext> & { kw: RuleKeyword; pages: RulePage[] }): RuleContext {
  return {
    matches: [],
    base: { best: null, status: "missing" },
    fits: () => true,
    onSite: () => false,
    ...over,
  };
}

Deno.test("[keyword_map rules] a near-me query goes to the homepage, never to a new page", () => {
  const pages = [page(), page({ home: true })];
  const r = localQuery.apply(ctx({ kw: kw({ text: "hotels near me" }), pages }));
  assert.equal(r?.kind, "assign");
  assert.equal(r?.kind === "assign" && r.page, 1);
  assert.match(r!.reason, /local pack/);
});

Deno.test("[keyword_map rules] a near-me query prefers a locations hub over the homepage", () => {
  const pages = [page({ home: true }), page({ locationHub: true })];
  const r = localQuery.apply(ctx({ kw: kw({ text: "bakery near me" }), pages }));
  assert.equal(r?.kind === "assign" && r.page, 1);
});

Deno.test("[keyword_map rules] a near-me query with no homepage in the list is set aside", () => {
  const r = localQuery.apply(ctx({ kw: kw({ text: "bakery near me" }), pages: [page()] }));
  assert.equal(r?.kind, "set_aside");
});

Deno.test("[keyword_map rules] a query without a place modifier is not local", () => {
  const r = localQuery.apply(ctx({ kw: kw({ text: "sourdough bread" }), pages: [page()] }));
  assert.equal(r, null);
});

Deno.test("[keyword_map rules] x vs y is missing when the best page covers one side only", () => {
  const review = page({ stems: new Set(["lemonad", "pet", "insurance"]) });
  const c = ctx({
    kw: kw({ text: "trupanion vs lemonade", sides: [["trupanion"], ["lemonad"]] }),
    pages: [review],
    base: { best: match(0, 60), status: "strong" },
  });
  assert.equal(oneSidedComparison.apply(c)?.kind, "missing");
});

Deno.test("[keyword_map rules] x vs y stays on a page that covers both sides", () => {
  const both = page({ stems: new Set(["lemonad", "trupanion"]) });
  const c = ctx({
    kw: kw({ text: "trupanion vs lemonade", sides: [["trupanion"], ["lemonad"]] }),
    pages: [both],
    base: { best: match(0, 60), status: "strong" },
  });
  assert.equal(oneSidedComparison.apply(c), null);
});

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
  const r = dedicatedPage.apply(c);
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
  assert.equal(dedicatedPage.apply(c), null);
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
  assert.equal(dedicatedPage.apply(c), null);
});

Deno.test("[keyword_map rules] an offering whose distinguishing word is nowhere on the site is a new page", () => {
  const pages = [page({ stems: new Set(["cour", "cuisin", "pari"]) })];
  const c = ctx({
    kw: kw({
      text: "atelier cuisine enfant paris",
      topic: ["cuisin", "enfant", "pari"],
      topicWords: ["cuisine", "enfant", "paris"],
    }),
    pages,
    base: { best: match(0, 38), status: "weak" },
  });
  const r = novelTopic.apply(c);
  assert.equal(r?.kind, "missing");
  assert.match(r!.reason, /"enfant"/);
});

Deno.test("[keyword_map rules] a word another page of the site uses keeps the weak match", () => {
  const pages = [page({ stems: new Set(["cuisin", "pari"]) })];
  const c = ctx({
    kw: kw({
      text: "atelier cuisine enfant paris",
      topic: ["cuisin", "enfant", "pari"],
      topicWords: ["cuisine", "enfant", "paris"],
    }),
    pages,
    base: { best: match(0, 38), status: "weak" },
    onSite: (s) => s === "enfant",
  });
  assert.equal(novelTopic.apply(c), null);
});

Deno.test("[keyword_map rules] a question stays a weak match to widen, not a new page", () => {
  const pages = [page({ stems: new Set(["crm", "data"]) })];
  const c = ctx({
    kw: kw({
      text: "how to migrate crm data",
      intent: "informational",
      topic: ["migrat", "crm", "data"],
      topicWords: ["migrate", "crm", "data"],
    }),
    pages,
    base: { best: match(0, 40), status: "weak" },
  });
  assert.equal(novelTopic.apply(c), null);
});
