import assert from "node:assert/strict";
import { ctx, kw, match, page } from "./testing.ts";
import { novelTopic } from "./novel_topic.ts";

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
  const r = novelTopic.decide(c);
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
  assert.equal(novelTopic.decide(c), null);
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
  assert.equal(novelTopic.decide(c), null);
});
