import { DECIDES, type HoldRule } from "./types.ts";

export const waits: HoldRule = {
  id: "waits",
  decides: DECIDES,
  when: "the item waits for a dependency that was not scheduled (blocked, or out of room)",
  because:
    "project-planning practice: a finish-to-start dependency; work cannot start before the work it depends on",
  decide({ node, state }) {
    const waiting = node.deps.find((d) => !state.placed.has(d));
    if (waiting === undefined) return null;
    return {
      kind: "waits",
      reason: `Waits for "${state.nodes[waiting].title}", which is not scheduled.`,
    };
  },
};
