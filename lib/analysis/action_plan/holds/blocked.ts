import type { HoldRule } from "./types.ts";

/** A blocked item waits for its blocker to be removed. */
export const blocked: HoldRule = {
  id: "blocked",
  hold(node) {
    if (node.status !== "blocked") return null;
    return { kind: "blocked", reason: "Status is blocked; remove the blocker, then re-plan." };
  },
};
