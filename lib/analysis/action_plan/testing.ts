/** Minimal items for the rule tests: a scored node built from a partial item. */
import type { Node } from "./facts.ts";
import { restoresValue, workKindsOf } from "../understanding/work_kinds.ts";
import type { ActionItemInput } from "./input.ts";

/** A todo item of 1 point, score 50, waiting for nothing, unless `over` says otherwise. */
export function node(
  index: number,
  title: string,
  over: Partial<Omit<Node, "item">> & { item?: Partial<ActionItemInput> } = {},
): Node {
  const { item, ...rest } = over;
  const kinds = workKindsOf(title);
  return {
    index,
    item: { title, status: "todo", ...item } as ActionItemInput,
    title,
    status: "todo",
    effort: 1,
    effortAssumed: false,
    score: 50,
    goalMatch: [],
    deps: [],
    rank: 50,
    kinds,
    restores: restoresValue(kinds),
    duplicateOf: null,
    ...rest,
  };
}
