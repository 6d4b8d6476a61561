import type { HoldRule } from "./types.ts";

/** An item waits for a dependency that was not scheduled (blocked, or out of room). */
export const waits: HoldRule = {
  id: "waits",
  hold(node, s) {
    const waiting = node.deps.find((d) => !s.placed.has(d));
    if (waiting === undefined) return null;
    return {
      kind: "waits",
      reason: `Waits for "${s.nodes[waiting].title}", which is not scheduled.`,
    };
  },
};
