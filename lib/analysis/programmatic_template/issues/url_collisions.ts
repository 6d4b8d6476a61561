import type { IssueRule } from "./types.ts";

/** A tenth or more of the sample records rendering to a shared URL blocks the launch. */
export const urlCollisions: IssueRule = {
  id: "url_collisions",
  penalty: 0,
  check(ctx) {
    if (!(ctx.records > 0 && ctx.urlCollided / ctx.records >= 0.1)) return [];
    return [{
      kind: "url_collisions",
      severity: "high",
      detail:
        `${ctx.urlCollided} of ${ctx.records} sample records render to a URL another record also renders to`,
      blocking: true,
    }];
  },
};
