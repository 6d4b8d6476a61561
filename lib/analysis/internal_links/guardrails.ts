/**
 * The guardrails of link placement, one rule each with its reason: no self-links, nothing the
 * page already links to, no link inside an existing link, one link a paragraph, one link per
 * target, and exact-match anchors kept to a minority so anchors stay varied.
 */
import type { Anchor } from "./anchors.ts";
import type { Facts, Sentence, Target } from "./facts.ts";

/** A placement being considered. */
export interface Candidate {
  sentence: Sentence;
  target: Target;
  anchor: Anchor;
  score: number;
}

/** What has been placed so far. */
export interface Placed {
  blocks: Set<number>;
  targets: Set<number>;
  exact: number;
  total: number;
}

/** One guardrail: why a candidate is held back, or null. */
export interface Guardrail {
  id: string;
  rule: string;
  holds: (c: Candidate, f: Facts, placed: Placed) => boolean;
}

export const GUARDRAILS: readonly Guardrail[] = [
  {
    id: "no_self_link",
    rule: "never link a page to itself",
    holds: (c, f) => f.sourceKey !== null && c.target.key === f.sourceKey,
  },
  {
    id: "already_linked",
    rule:
      "a target the page already links to gets no second link (the first link counts; more dilute)",
    holds: (c, f) => f.linkedAnywhere.has(c.target.key),
  },
  {
    id: "inside_existing_link",
    rule: "never put a link inside or over text that is already a link",
    holds: (c) =>
      c.sentence.linked.some((t) => t && (t.includes(c.anchor.text) || c.anchor.text.includes(t))),
  },
  {
    id: "one_link_per_paragraph",
    rule: "at most one new link per paragraph, so the text stays readable",
    holds: (c, _f, placed) => placed.blocks.has(c.sentence.block),
  },
  {
    id: "one_link_per_target",
    rule: "one link per target page from this page",
    holds: (c, _f, placed) => placed.targets.has(c.target.index),
  },
  {
    id: "varied_anchors",
    rule:
      "exact-match anchors at most a third of the links (after the first), the rest partial or descriptive",
    holds: (c, _f, placed) =>
      c.anchor.kind === "exact" && placed.exact >= 1 && placed.exact + 1 > (placed.total + 1) / 3,
  },
];

/** The first guardrail that holds a candidate back, or null. */
export function heldBy(c: Candidate, f: Facts, placed: Placed): Guardrail | null {
  return GUARDRAILS.find((g) => g.holds(c, f, placed)) ?? null;
}
