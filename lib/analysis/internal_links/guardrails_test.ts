import assert from "node:assert/strict";
import { toPhrase } from "../page_match.ts";
import type { Anchor } from "./anchors.ts";
import type { Facts, Sentence, Target } from "./facts.ts";
import { type Candidate, heldBy, type Placed } from "./guardrails.ts";

const facts = {
  sourceKey: "a.com/src",
  linkedInBody: new Set(["a.com/linked"]),
  selfTargets: new Set([5]),
} as unknown as Facts;

function candidate(
  o: {
    key?: string;
    linked?: string[];
    block?: number;
    kind?: "exact" | "partial";
    target?: number;
  },
): Candidate {
  const sentence: Sentence = {
    index: 0,
    block: o.block ?? 0,
    text: "x",
    words: [],
    linked: o.linked ?? [],
    linksTo: new Set(),
  };
  const p = toPhrase("project brief template");
  const target: Target = {
    index: o.target ?? 0,
    url: "",
    key: o.key ?? "a.com/t",
    title: "",
    phrases: [p],
    stems: new Set(p.stems),
  };
  const anchor: Anchor = {
    text: "project brief template",
    start: 0,
    end: 2,
    kind: o.kind ?? "partial",
    coverage: 1,
    phrase: p.text,
  };
  return { sentence, target, anchor, score: 50 };
}

const none = (): Placed => ({
  blocks: new Set(),
  targets: new Set(),
  exact: 0,
  total: 0,
  anchors: new Map(),
});

Deno.test("[internal links guardrails] each rule holds back what it names, and only that", () => {
  assert.equal(heldBy(candidate({ target: 5 }), facts, none())?.id, "no_self_link");
  assert.equal(heldBy(candidate({ key: "a.com/linked" }), facts, none())?.id, "already_linked");
  assert.equal(
    heldBy(candidate({ linked: ["brief template"] }), facts, none())?.id,
    "inside_existing_link",
  );
  const one = none();
  one.blocks.add(0);
  assert.equal(
    heldBy(candidate({ block: 0, target: 1 }), facts, one)?.id,
    "one_link_per_paragraph",
  );
  const placedTarget = none();
  placedTarget.targets.add(0);
  assert.equal(heldBy(candidate({ block: 3 }), facts, placedTarget)?.id, "one_link_per_target");
  // Exact-match anchors are descriptive and fine; one anchor text never leads to two targets.
  const exact: Placed = {
    ...none(),
    blocks: new Set([9]),
    targets: new Set([9]),
    exact: 1,
    total: 1,
  };
  assert.equal(heldBy(candidate({ kind: "exact", block: 1 }), facts, exact), null);
  exact.anchors.set("project brief template", 7);
  assert.equal(
    heldBy(candidate({ kind: "exact", block: 1 }), facts, exact)?.id,
    "distinct_anchors",
  );
});
