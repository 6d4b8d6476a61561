/**
 * The guardrails of link placement, one rule each with its reason: no self-links, nothing the
 * page already links to in its body, no link inside an existing link, one link a paragraph, one
 * link per target, and one anchor text for one target only. Descriptive anchors that name the
 * target's topic are what Google asks for (*Link best practices*: anchor text); a cap on
 * exact-match anchors is a backlink precaution that has no place inside one's own site.
 */
import { urlRole } from "../understanding/url_role.ts";
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
  /** Anchor texts used so far (lowercase), with their target. */
  anchors: Map<string, number>;
}

/** A paginated archive or utility page (login, cart, legal ...): not a page to link from a sentence. */
export function notContentTarget(url: string): boolean {
  const role = urlRole(url).role;
  return role === "archive" || role === "utility" || role === "internal_search";
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
    holds: (c, f) => f.selfTargets.has(c.target.index),
  },
  {
    id: "not_a_content_target",
    rule:
      "no contextual link to a paginated archive, login, account, cart or legal page: readers reach them through navigation (Google, Pagination and incremental page loading)",
    holds: (c) => notContentTarget(c.target.url),
  },
  {
    id: "already_linked",
    rule:
      "a target the page already links to gets no second link (the first link counts; more dilute)",
    holds: (c, f) => f.linkedInBody.has(c.target.key),
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
    id: "distinct_anchors",
    rule: "one anchor text points to one target only, so readers and crawlers know where it leads",
    holds: (c, _f, placed) => {
      const used = placed.anchors.get(c.anchor.text.toLowerCase());
      return used !== undefined && used !== c.target.index;
    },
  },
];

/** The first guardrail that holds a candidate back, or null. */
export function heldBy(c: Candidate, f: Facts, placed: Placed): Guardrail | null {
  return GUARDRAILS.find((g) => g.holds(c, f, placed)) ?? null;
}
