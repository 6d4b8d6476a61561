/** What happened to each target: placed, already linked, the page itself, not mentioned, held back, or over the limit. */
import type { Facts } from "./facts.ts";
import { type Candidate, notContentTarget } from "./guardrails.ts";
import type { InternalLinksResult } from "./result.ts";

export function targetStatuses(
  f: Facts,
  chosen: readonly Candidate[],
  candidates: readonly Candidate[],
  heldTargets: ReadonlyMap<number, string>,
): InternalLinksResult["targets"] {
  return f.targets.map((t) => {
    const base = { url: t.url, title: t.title };
    const placed = chosen.find((c) => c.target.index === t.index);
    if (placed) return { ...base, status: "placed", detail: `anchor "${placed.anchor.text}"` };
    if (f.selfTargets.has(t.index)) {
      return { ...base, status: "self", detail: "the source page itself" };
    }
    if (notContentTarget(t.url)) {
      return {
        ...base,
        status: "not_linkable",
        detail:
          "a paginated archive or utility page: readers reach it through navigation, not a sentence",
      };
    }
    if (f.linkedInBody.has(t.key)) {
      return { ...base, status: "already_linked", detail: "the page already links to it" };
    }
    if (!candidates.some((c) => c.target.index === t.index)) {
      return { ...base, status: "no_match", detail: "no body sentence mentions its topic" };
    }
    const held = heldTargets.get(t.index);
    return held
      ? { ...base, status: "held_back", detail: `held back by ${held}` }
      : { ...base, status: "over_limit", detail: "max_suggestions reached first" };
  });
}
