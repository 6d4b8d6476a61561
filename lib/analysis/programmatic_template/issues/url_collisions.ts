import { ISSUE_PENALTIES, URL_COLLISION_SHARE } from "../thresholds.ts";
import { percent } from "../../../toolkit/numbers.ts";
import { DECIDES, type IssueRule } from "./types.ts";

export const urlCollisions: IssueRule = {
  id: "url_collisions",
  decides: DECIDES,
  when: `${
    percent(URL_COLLISION_SHARE, 1)
  }+ of the sample records render to a URL another record also renders to: high and blocking`,
  because:
    "one URL is one page: records rendered to the same URL overwrite each other, so the page family would lose them",
  confidence: ISSUE_PENALTIES.url_collisions,
  decide(ctx) {
    if (!(ctx.records > 0 && ctx.urlCollided / ctx.records >= URL_COLLISION_SHARE)) return null;
    return [{
      kind: "url_collisions",
      severity: "high",
      detail:
        `${ctx.urlCollided} of ${ctx.records} sample records render to a URL another record also renders to`,
      blocking: true,
    }];
  },
};
