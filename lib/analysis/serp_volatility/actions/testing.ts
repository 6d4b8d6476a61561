/** A minimal action context for the rule tests: an owner that fell from #2 to #9 in a calm week. */
import type { OwnerFacts, WorkflowFacts } from "../facts.ts";
import type { DomainMovement, SnapshotPair } from "../result.ts";
import type { ActionContext } from "./types.ts";

export const CALM_PAIR = {
  from: "2025-03-10",
  to: "2025-03-17",
  score: 12,
  level: "stable",
  entered: ["https://rival.com/new", "https://mine.com/b"],
  entered_count: 2,
  exited_count: 1,
} as unknown as SnapshotPair;

/** A tracked domain that moved from `first` to `last` (null: absent) over two snapshots. */
export function domain(
  name: string,
  first: number | null,
  last: number | null,
  over: Partial<DomainMovement> = {},
): DomainMovement {
  const url = `https://${name}/a`;
  return {
    domain: name,
    is_owner: false,
    first_position: first,
    last_position: last,
    change: first !== null && last !== null ? first - last : null,
    status: first === null ? "entered" : last === null ? "dropped" : "declined",
    first_url: first === null ? null : url,
    last_url: last === null ? null : url,
    ranking_url_changed: false,
    snapshots: [{ best_position: first }, { best_position: last }],
    ...over,
  } as unknown as DomainMovement;
}

export const OWNER = domain("mine.com", 2, 9, { is_owner: true });

export function ctx(
  over: { f?: Partial<WorkflowFacts>; o?: Partial<OwnerFacts>; decision?: string } = {},
): ActionContext {
  const f = {
    keyword: "running shoes",
    score: 12,
    level: "stable",
    pairs: [CALM_PAIR],
    snapshots: [],
    ...over.f,
  } as unknown as WorkflowFacts;
  const o: OwnerFacts = {
    owner: OWNER,
    ownerLoss: { pair: CALM_PAIR, before: 2, after: 9 },
    watched: [],
    shifted: false,
    moved: CALM_PAIR,
    ...over.o,
  };
  return { f, o, decision: (over.decision ?? "refresh_content") as ActionContext["decision"] };
}
