import { DECIDES, type HoldRule } from "./types.ts";

export const blocked: HoldRule = {
  id: "blocked",
  decides: DECIDES,
  when: "the item's status is blocked",
  because:
    "project-planning practice: blocked work cannot start until its blocker is removed; a date for it would be a promise the team cannot keep",
  decide({ node }) {
    if (node.status !== "blocked") return null;
    return { kind: "blocked", reason: "Status is blocked; remove the blocker, then re-plan." };
  },
};
