import assert from "node:assert/strict";
import { apartBy } from "./types.ts";
import { questionsWithoutTopic } from "./questions_without_topic.ts";
import { items } from "./testing.ts";

Deno.test("[keyword_clusters apart] two questions sharing only their frame stay apart", () => {
  const [a, b] = items("how to choose a mattress", "how to choose a laptop");
  assert.equal(apartBy(questionsWithoutTopic, a, b), true);
});

Deno.test("[keyword_clusters apart] two questions about one topic may share a page", () => {
  const [a, b] = items("how to choose a mattress", "how to clean a mattress");
  assert.equal(apartBy(questionsWithoutTopic, a, b), false);
});
