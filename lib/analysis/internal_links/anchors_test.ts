import assert from "node:assert/strict";
import { bestAnchor, tokensOf } from "./anchors.ts";
import type { Sentence, Target } from "./facts.ts";
import { toPhrase } from "../page_match.ts";

function sentence(text: string): Sentence {
  return { index: 0, block: 0, text, words: text.split(/\s+/), linked: [], linksTo: new Set() };
}

function target(...phrases: string[]): Target {
  const ps = phrases.map((p) => toPhrase(p));
  return {
    index: 0,
    url: "https://a.com/t",
    key: "a.com/t",
    title: phrases.at(-1)!,
    phrases: ps,
    stems: new Set(ps.flatMap((p) => p.stems)),
  };
}

Deno.test("[internal links anchors] the target keyword as written is an exact anchor, cut to its words", () => {
  const a = bestAnchor(
    tokensOf(sentence("Grab our free project brief template, and start writing today.")),
    target("project brief template"),
  );
  assert.equal(a?.text, "project brief template");
  assert.equal(a?.kind, "exact");
});

Deno.test("[internal links anchors] half a phrase is a partial anchor; one shared word of three is none", () => {
  const t = target("task management software");
  const partial = bestAnchor(
    tokensOf(sentence("Good task management keeps every owner on the same plan for weeks.")),
    t,
  );
  assert.equal(partial?.text, "task management");
  assert.equal(partial?.kind, "partial");
  assert.equal(
    bestAnchor(
      tokensOf(sentence("Every good software team writes its plans down before it starts.")),
      t,
    ),
    null,
  );
});
