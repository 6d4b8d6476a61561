import { DECIDES, type HoldRule } from "./types.ts";

export const duplicate: HoldRule = {
  id: "duplicate",
  decides: DECIDES,
  when: "another open item names the same page and keyword and scores better (or comes first)",
  because:
    "project-planning practice: one page and keyword is one piece of work; two tickets for it spend capacity twice and their edits collide",
  decide({ node, state }) {
    if (node.duplicateOf === null) return null;
    const kept = state.nodes[node.duplicateOf];
    return {
      kind: "duplicate",
      reason: `Same page and keyword as "${kept.title}": merged into it (do both in one pass).`,
    };
  },
};
