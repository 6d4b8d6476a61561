import { type ActionRule, actionsOrNull, DECIDES } from "./types.ts";

export const fixBlocking: ActionRule = {
  id: "fix_blocking",
  decides: DECIDES,
  when: "a pattern issue is blocking: high, one action per issue",
  because:
    "a blocking issue makes pages collide or fail to render; generating them first would publish broken or duplicate pages",
  decide: ({ f }) =>
    actionsOrNull(f.blocking.map((b) => ({
      action: `Fix before launch: ${b.detail}`,
      priority: "high",
      reason: `Blocking ${
        b.kind.replace(/_/g, " ")
      } issue: no page should be generated until it is fixed`,
    }))),
};
