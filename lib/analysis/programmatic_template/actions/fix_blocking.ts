import type { ActionRule } from "./types.ts";

/** Every blocking issue is fixed before any page is generated. */
export const fixBlocking: ActionRule = {
  id: "fix_blocking",
  actions: ({ f }) =>
    f.blocking.map((b) => ({
      action: `Fix before launch: ${b.detail}`,
      priority: "high",
      reason: `Blocking ${
        b.kind.replace(/_/g, " ")
      } issue: no page should be generated until it is fixed`,
    })),
};
