/**
 * Placement: every sentence is paired with every target it mentions; each pair gets its best
 * anchor and a score (anchor coverage, how much of the sentence is about the target, and how
 * early it comes); pairs are taken best first while the guardrails allow them.
 */
import { type Anchor, bestAnchor, tokensOf } from "./anchors.ts";
import type { Facts } from "./facts.ts";
import { type Candidate, GUARDRAILS, heldBy, type Placed } from "./guardrails.ts";

/** The weights of a placement's score, out of 100. */
export const WEIGHTS = { anchor: 60, relevance: 30, position: 10 } as const;

/** Every candidate placement, best first. */
export function candidatesOf(f: Facts): Candidate[] {
  const out: Candidate[] = [];
  const total = Math.max(1, f.sentences.length);
  for (const sentence of f.sentences) {
    const tokens = tokensOf(sentence);
    const stems = new Set(tokens.flatMap((t) => (t.stem ? [t.stem] : [])));
    for (const target of f.targets) {
      if (![...target.stems].some((s) => stems.has(s))) continue;
      const anchor: Anchor | null = bestAnchor(tokens, target);
      if (!anchor) continue;
      const relevance = [...target.stems].filter((s) => stems.has(s)).length / target.stems.size;
      const score = WEIGHTS.anchor * anchor.coverage + WEIGHTS.relevance * relevance +
        WEIGHTS.position * (1 - sentence.index / total);
      out.push({ sentence, target, anchor, score: Math.round(score * 10) / 10 });
    }
  }
  return out.sort((a, b) =>
    b.score - a.score || a.sentence.index - b.sentence.index || a.target.index - b.target.index
  );
}

/** What the placements occupy: paragraphs, targets, anchor texts. */
function occupancy(chosen: readonly Candidate[]): Placed {
  const placed: Placed = {
    blocks: new Set(),
    targets: new Set(),
    exact: 0,
    total: 0,
    anchors: new Map(),
  };
  for (const c of chosen) {
    placed.blocks.add(c.sentence.block);
    placed.targets.add(c.target.index);
    placed.total++;
    if (c.anchor.kind === "exact") placed.exact++;
    placed.anchors.set(c.anchor.text.toLowerCase(), c.target.index);
  }
  return placed;
}

/**
 * The placements the guardrails allow, up to `max`, best first; then each target left out only
 * because its paragraph was taken gets it when the placement there can move to another free
 * paragraph of its own (one swap): more targets placed, each still in a sentence about it.
 */
export function choose(f: Facts, candidates: readonly Candidate[], max: number) {
  const held = new Map<string, number>(GUARDRAILS.map((g) => [g.id, 0]));
  const heldTargets = new Map<number, string>();
  const chosen: Candidate[] = [];
  for (const c of candidates) {
    if (chosen.length >= max) break;
    const g = heldBy(c, f, occupancy(chosen));
    if (g) {
      held.set(g.id, held.get(g.id)! + 1);
      if (!heldTargets.has(c.target.index)) heldTargets.set(c.target.index, g.id);
      continue;
    }
    chosen.push(c);
  }
  if (chosen.length < max) swapIn(f, candidates, chosen, heldTargets);
  return { chosen, held, heldTargets };
}

/** One swap per left-out target: move the placement holding its paragraph elsewhere, take the paragraph. */
function swapIn(
  f: Facts,
  candidates: readonly Candidate[],
  chosen: Candidate[],
  heldTargets: Map<number, string>,
): void {
  for (const [target, reason] of [...heldTargets]) {
    if (reason !== "one_link_per_paragraph") continue;
    for (const c of candidates.filter((x) => x.target.index === target)) {
      const at = chosen.findIndex((u) => u.sentence.block === c.sentence.block);
      if (at < 0) continue;
      const rest = chosen.filter((_, i) => i !== at);
      const moved = candidates.find((a) =>
        a.target.index === chosen[at].target.index && a.sentence.block !== c.sentence.block &&
        heldBy(a, f, occupancy([...rest, c])) === null
      );
      if (!moved || heldBy(c, f, occupancy(rest)) !== null) continue;
      chosen.splice(at, 1, moved, c);
      heldTargets.delete(target);
      break;
    }
  }
  chosen.sort((a, b) => b.score - a.score);
}
